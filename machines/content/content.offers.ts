import { berlinDateKey } from '../rewards/berlinTime.ts';
import type { Money } from '../shared/money.ts';
import type { ContentGate, ContentItem, GuestVoucher } from './content.types.ts';

/**
 * The video page's buying options beside the price (seed 001 §3 Video, Benefits): the daily-bonus
 * price of the day, a video voucher used instead of money, and the VIP30 offer (decided by the
 * gate's `vipContent`). Pure rules; the clock's reading comes in as the Berlin day.
 */

/** Voucher type 1 is a video voucher (seed 001 §3, voucher types by number). */
export const VIDEO_VOUCHER_TYPE = 1;

/** The platform's day (Berlin, like the daily bonus) at `now` (epoch ms): `YYYY-MM-DD`. */
export const platformDay = (now: number): string => berlinDateKey(now);

/** The item sells at its daily-bonus price: one is set for `today` (an unknown day: not). */
export function dailyPriceApplies(item: ContentItem | null, today: string | null): boolean {
  const daily = item?.dailyBonusPrice;
  return !!daily && today !== null && daily.day === today && daily.value < item.price.value;
}

/** What the guest pays in money: the daily-bonus price today, else the item's price. */
export function priceToPay(item: ContentItem | null, today: string | null): Money {
  if (!item) return { value: 0, currency: 'EUR' };
  const daily = item.dailyBonusPrice;
  return daily && dailyPriceApplies(item, today)
    ? { value: daily.value, currency: daily.currency }
    : item.price;
}

/**
 * How many video vouchers the guest may use on this item: her type-1 vouchers that are for any
 * actor or for the item's actor (names compared without case). Not a video: none.
 */
export function usableVideoVouchers(
  vouchers: readonly GuestVoucher[],
  item: ContentItem | null,
): number {
  if (item?.kind !== 'video') return 0;
  const actor = item.actorName.toLowerCase();
  return vouchers
    .filter(
      (voucher) =>
        voucher.type === VIDEO_VOUCHER_TYPE &&
        (voucher.actorName === null || voucher.actorName.toLowerCase() === actor),
    )
    .reduce((sum, voucher) => sum + Math.max(0, Math.floor(voucher.amount)), 0);
}

/**
 * A VIP30 offer the guest may watch as a VIP30 subscriber (the gate's standing `vipContent` answer
 * lets her): it is hers to watch whole, so nothing is offered for sale (no price, voucher or VIP30
 * offer). Before the gate answers, or for a video that is no VIP30 offer: not.
 */
export function vip30Included(item: ContentItem | null, vip: ContentGate | null): boolean {
  return item?.kind === 'video' && item.isVip30Offer === true && vip?.allowed === true;
}
