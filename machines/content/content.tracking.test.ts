import { describe, expect, it } from 'vitest';
import { purchaseTracking } from './content.tracking.ts';
import { contentItem, VIDEO_5101_TRACKED } from './content.testing.ts';

const video = contentItem({ kind: 'video', id: 5101 });
const album = contentItem({ kind: 'album', id: 6201, price: { value: 2.99, currency: 'EUR' } });

describe('purchaseTracking (seed 000 §3 item categories video and image_album)', () => {
  it('tracks a bought video as `video` with the price paid', () => {
    expect(purchaseTracking({ item: video, today: null, payment: 'money' })).toEqual(
      VIDEO_5101_TRACKED,
    );
  });

  it('tracks a bought album as `image_album`', () => {
    expect(purchaseTracking({ item: album, today: null, payment: 'money' })).toMatchObject({
      eventContext: 'image_album',
      eventData: { id: 6201, amount: 2.99 },
    });
  });

  it('tracks the daily-bonus price on its day, the regular price on another', () => {
    const daily = contentItem({
      kind: 'video',
      id: 5104,
      dailyBonusPrice: { value: 1.99, currency: 'EUR', day: '2026-01-11' },
    });
    const on = purchaseTracking({ item: daily, today: '2026-01-11', payment: 'money' });
    const after = purchaseTracking({ item: daily, today: '2026-01-12', payment: 'money' });
    expect(on).toMatchObject({ eventData: { amount: 1.99 } });
    expect(after).toMatchObject({ eventData: { amount: 4.99 } });
  });

  it('tracks a video paid with a voucher with no money', () => {
    expect(purchaseTracking({ item: video, today: null, payment: 'voucher' })).toMatchObject({
      eventContext: 'video',
      eventData: { amount: 0, payWith: 'voucher' },
    });
  });

  it('tracks nothing without an item', () => {
    expect(purchaseTracking({ item: null, today: null, payment: 'money' })).toEqual([]);
  });
});
