import type { TrackEvent } from '../consent/consent.types.ts';
import type { GuestContext, GuestEvent } from './guest.types.ts';

/** Tracked item categories of seed 000 §3 for the two subscriptions. */
const ABO_CATEGORY = { 'push.vipAboUpdate': 'vip', 'push.vxtvAboUpdate': 'tv' } as const;

/**
 * What a push tracks (seed 000 §4): a purchase with the price in EUR when a subscription has just
 * started, a payment when the balance grew by one. The consent machine sends it on only with
 * analytics consent.
 */
export function guestTracking(event: GuestEvent, context: GuestContext): TrackEvent | null {
  if (event.type === 'push.vipAboUpdate' || event.type === 'push.vxtvAboUpdate') {
    if (!event.justStarted) return null;
    return {
      type: 'tracking.track',
      eventContext: ABO_CATEGORY[event.type],
      eventAction: 'purchase',
      eventData: { price: event.priceEur, currency: 'EUR' },
    };
  }
  if (event.type === 'push.guestBalance' && event.isPayment) {
    return {
      type: 'tracking.track',
      eventContext: 'payment',
      eventAction: 'payment',
      eventData: { balance: event.balance, currency: context.guest.currency },
    };
  }
  return null;
}
