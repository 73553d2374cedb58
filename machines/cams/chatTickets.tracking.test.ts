import { describe, expect, it } from 'vitest';
import { buyableShow } from './chatTickets.testing.ts';
import { ticketTracking } from './chatTickets.tracking.ts';
import { toTicketShow } from './chatTickets.types.ts';

describe('ticketTracking', () => {
  it('tracks a bought ticket as cam_show_ticket with her, the show and its price', () => {
    const show = toTicketShow(buyableShow);
    expect(ticketTracking(show, 'SHOW41')).toEqual({
      type: 'tracking.track',
      eventContext: 'cam_show_ticket',
      eventAction: 'buy',
      eventData: {
        actorId: show.actorId,
        showId: show.id,
        amount: show.price.value,
        currency: show.price.currency,
        promoCode: 'SHOW41',
      },
    });
  });

  it('a free show costs nothing', () => {
    const show = { ...toTicketShow(buyableShow), isFree: true };
    expect(ticketTracking(show, null).eventData).toMatchObject({ amount: 0, currency: null });
  });
});
