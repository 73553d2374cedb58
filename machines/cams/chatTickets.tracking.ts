import type { TrackEvent } from '../consent/consent.types.ts';
import type { TicketShow } from './chatTickets.types.ts';

/**
 * What a bought chat show ticket tracks (seed 000 §3 tracked item category `cam_show_ticket`):
 * the show, her, and what it cost. The consent machine sends it on only with analytics consent
 * (seed 000 §5); an invitation's free ticket was not bought and is not tracked.
 */
export function ticketTracking(show: TicketShow, promoCode: string | null): TrackEvent {
  const price = show.isFree ? null : show.price;
  return {
    type: 'tracking.track',
    eventContext: 'cam_show_ticket',
    eventAction: 'buy',
    eventData: {
      actorId: show.actorId,
      showId: show.id,
      amount: price?.value ?? 0,
      currency: price?.currency ?? null,
      promoCode,
    },
  };
}
