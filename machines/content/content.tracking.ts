import type { TrackEvent } from '../consent/consent.types.ts';
import { priceToPay } from './content.offers.ts';
import type { ContentContext } from './content.types.ts';

/** The tracked item categories of seed 000 §3 for what the content pages sell. */
const CATEGORY = { video: 'video', album: 'image_album' } as const;

/**
 * What a purchase on a video's or an album's page tracks (seed 000 §3 item categories `video`
 * and `image_album`): the item, its actor and what was paid: today's price in its currency, or
 * nothing but a video voucher. The consent machine sends it on only with analytics consent
 * (seed 000 §5).
 *
 * @example
 * purchaseTracking(context); // { eventContext: 'video', eventAction: 'purchase', eventData: { id: 5101, … } }
 */
export function purchaseTracking(
  context: Pick<ContentContext, 'item' | 'today' | 'payment'>,
): TrackEvent | [] {
  const { item, today, payment } = context;
  if (item === null) return [];
  const paid = payment === 'voucher' ? { value: 0, currency: 'EUR' } : priceToPay(item, today);
  return {
    type: 'tracking.track',
    eventContext: CATEGORY[item.kind],
    eventAction: 'purchase',
    eventData: {
      id: item.id,
      actorName: item.actorName,
      amount: paid.value,
      currency: paid.currency,
      payWith: payment,
    },
  };
}
