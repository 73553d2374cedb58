import { describe, expect, it } from 'vitest';
import {
  dailyPriceApplies,
  platformDay,
  priceToPay,
  usableVideoVouchers,
  vip30Included,
} from './content.offers.ts';
import { contentItem } from './content.testing.ts';

/** A fixed clock: 2026-01-11, 22:30 UTC is already the 11th's last half hour... in Berlin 23:30. */
const EVENING = Date.UTC(2026, 0, 11, 22, 30);
const AFTER_MIDNIGHT = Date.UTC(2026, 0, 11, 23, 30);

const daily = contentItem({
  kind: 'video',
  id: 5104,
  dailyBonusPrice: { value: 1.99, currency: 'EUR', day: '2026-01-11' },
});

describe('the daily-bonus price (seed 001 §3 dailyBonusPrice)', () => {
  it('holds on the platform day it is set for (Berlin), not the day after', () => {
    expect(platformDay(EVENING)).toBe('2026-01-11');
    expect(platformDay(AFTER_MIDNIGHT)).toBe('2026-01-12');
    expect(priceToPay(daily, platformDay(EVENING))).toEqual({ value: 1.99, currency: 'EUR' });
    expect(priceToPay(daily, platformDay(AFTER_MIDNIGHT))).toEqual({
      value: 4.99,
      currency: 'EUR',
    });
  });

  it('does not hold before the clock is read, without one, or above the regular price', () => {
    expect(dailyPriceApplies(daily, null)).toBe(false);
    expect(dailyPriceApplies(contentItem({ kind: 'video', id: 1 }), '2026-01-11')).toBe(false);
    const dearer = { ...daily, dailyBonusPrice: { ...daily.dailyBonusPrice!, value: 5.99 } };
    expect(priceToPay(dearer, '2026-01-11').value).toBe(4.99);
    expect(priceToPay(null, '2026-01-11')).toEqual({ value: 0, currency: 'EUR' });
  });
});

describe('video vouchers (voucher type 1)', () => {
  const video = contentItem({ kind: 'video', id: 5101, actorName: 'LanaLove' });

  it('counts the type-1 vouchers for any actor or this one, by amount', () => {
    expect(
      usableVideoVouchers(
        [
          { type: 1, amount: 2, actorName: null },
          { type: 1, amount: 1, actorName: 'lanalove' },
          { type: 1, amount: 1, actorName: 'EmmaEmber' },
          { type: 4, amount: 3, actorName: null },
          { type: 2, amount: 300, actorName: 'LanaLove' },
        ],
        video,
      ),
    ).toBe(3);
  });

  it('none for an album or without vouchers', () => {
    const album = contentItem({ kind: 'album', id: 6201 });
    expect(usableVideoVouchers([{ type: 1, amount: 2, actorName: null }], album)).toBe(0);
    expect(usableVideoVouchers([], video)).toBe(0);
  });
});

describe('a VIP30 offer (seed 001 §3 isVip30Offer) as a VIP30 subscriber', () => {
  const offer = contentItem({ kind: 'video', id: 5105, isVip30Offer: true });
  const subscriber = { allowed: true, reason: null };
  const notSubscribed = { allowed: false, reason: 'needAbo' as const };

  it('is included for a subscriber the gate lets watch it: nothing to buy', () => {
    expect(vip30Included(offer, subscriber)).toBe(true);
  });

  it('is not for anyone else, before the gate answers, or for a video that is no VIP30 offer', () => {
    expect(vip30Included(offer, notSubscribed)).toBe(false);
    expect(vip30Included(offer, { allowed: false, reason: 'needLogin' })).toBe(false);
    expect(vip30Included(offer, null)).toBe(false);
    expect(vip30Included(contentItem({ kind: 'video', id: 5101 }), subscriber)).toBe(false);
    expect(vip30Included(null, subscriber)).toBe(false);
  });
});
