import { describe, expect, it } from 'vitest';
import { ticketPriceMinor, ticketRefusal, type TicketAsk } from './tickets.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const show: NonNullable<TicketAsk['show']> = {
  status: 'ok',
  start: '2026-11-25T20:00:00Z',
  end: '2026-11-25T21:00:00Z',
  isBought: false,
  capacity: 100,
  ticketsSold: 10,
  bonusCode: 'SHOW7',
};
const ask = (over: Partial<TicketAsk> = {}): TicketAsk => ({
  show,
  creationType: 'PURCHASE',
  invited: false,
  promoCode: null,
  priceMinor: 999,
  balanceMinor: 2000,
  now: NOW,
  ...over,
});

describe('ticketRefusal', () => {
  it('sells a ticket the balance covers', () => {
    expect(ticketRefusal(ask())).toBeNull();
  });
  it('answers each reason with its own code', () => {
    expect(ticketRefusal(ask({ show: null }))).toBe('unknown_show');
    expect(ticketRefusal(ask({ show: { ...show, status: 'cancelled' } }))).toBe('cancelled');
    expect(ticketRefusal(ask({ now: Date.parse(show.end) }))).toBe('ended');
    expect(ticketRefusal(ask({ show: { ...show, isBought: true } }))).toBe('already_bought');
    expect(ticketRefusal(ask({ now: Date.parse(show.start) }))).toBe('started');
    expect(ticketRefusal(ask({ creationType: 'INVITATION' }))).toBe('not_invited');
    expect(ticketRefusal(ask({ show: { ...show, ticketsSold: 100 } }))).toBe('sold_out');
    expect(ticketRefusal(ask({ promoCode: 'WRONG' }))).toBe('invalid_promo_code');
    expect(ticketRefusal(ask({ balanceMinor: 998 }))).toBe('insufficient_balance');
  });
  it('lets an invited guest in free while the show runs, and the promo code makes it free', () => {
    const invited = ask({
      creationType: 'INVITATION',
      invited: true,
      balanceMinor: 0,
      now: Date.parse(show.start) + 60_000,
    });
    expect(ticketRefusal(invited)).toBeNull();
    expect(ticketPriceMinor(invited, show.bonusCode)).toBe(0);
    const promo = ask({ promoCode: ' show7 ', balanceMinor: 0 });
    expect(ticketRefusal(promo)).toBeNull();
    expect(ticketPriceMinor(promo, show.bonusCode)).toBe(0);
    expect(ticketPriceMinor(ask(), show.bonusCode)).toBe(999);
  });
});
