import {
  type TicketCreation,
  type TicketErrorCode,
} from '../../machines/cams/chatTickets.types.ts';
import type { ChatShow } from '../catalogue/chatShows.ts';

/**
 * Why `buyChatTicket` refuses (seed 001 §7; the spec does not give the values, docs/decisions
 * 0012-chat-ticket-error-codes.md names ours). Checked in this order, so each case answers one
 * code: the show must exist and run as planned, the guest must not hold a ticket yet, sales close
 * at the start (an invitation still admits her while the show runs), a seat must be free, a promo
 * code must be the show's, and the balance must cover the price.
 */
export { type TicketErrorCode };

export type { TicketCreation };

export interface TicketAsk {
  show: Pick<
    ChatShow,
    'status' | 'start' | 'end' | 'isBought' | 'capacity' | 'ticketsSold' | 'bonusCode'
  > | null;
  creationType: TicketCreation;
  /** The guest was sent a `privateTicketShowInvitation` for this show. */
  invited: boolean;
  promoCode: string | null;
  /** The price in the balance's smallest unit, and the balance. */
  priceMinor: number;
  balanceMinor: number;
  now: number;
}

/** What the ticket costs her: nothing with an invitation or the show's promo code. */
export function ticketPriceMinor(
  ask: Pick<TicketAsk, 'creationType' | 'promoCode' | 'priceMinor'>,
  bonusCode: string | null,
): number {
  if (ask.creationType === 'INVITATION') return 0;
  if (ask.promoCode !== null && bonusCode !== null && samePromo(ask.promoCode, bonusCode)) return 0;
  return ask.priceMinor;
}

const samePromo = (given: string, code: string) =>
  given.trim().toUpperCase() === code.trim().toUpperCase();

/** The first reason the ticket cannot be had, or null when it can. */
export function ticketRefusal(ask: TicketAsk): TicketErrorCode | null {
  const { show } = ask;
  if (!show) return 'unknown_show';
  if (show.status !== 'ok') return 'cancelled';
  if (Date.parse(show.end) <= ask.now) return 'ended';
  if (show.isBought) return 'already_bought';
  const invitation = ask.creationType === 'INVITATION';
  if (invitation && !ask.invited) return 'not_invited';
  if (!invitation && Date.parse(show.start) <= ask.now) return 'started';
  if (show.ticketsSold >= show.capacity) return 'sold_out';
  const promo = ask.promoCode?.trim() ?? '';
  if (!invitation && promo !== '' && (show.bonusCode === null || !samePromo(promo, show.bonusCode)))
    return 'invalid_promo_code';
  if (ask.balanceMinor < ticketPriceMinor(ask, show.bonusCode)) return 'insufficient_balance';
  return null;
}
