import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOP_UP_AMOUNTS, TOP_UP_MAX, TOP_UP_MIN } from '../../contract/payClient.ts';
import { hostOptions, topUpAmount } from './payTour.options.ts';

describe('the top-up a short balance preselects (selectedAmount, decision 0032)', () => {
  it('is the smallest step that covers the missing amount, above the steps the whole amount', () => {
    expect(topUpAmount(1.99)).toBe(10);
    expect(topUpAmount(10)).toBe(10);
    expect(topUpAmount(10.01)).toBe(25);
    expect(topUpAmount(60)).toBe(100);
    expect(topUpAmount(120.5)).toBe(121);
    expect(topUpAmount(5_000)).toBe(TOP_UP_MAX);
  });

  it('is none when nothing is missing', () => {
    expect(topUpAmount(0)).toBeNull();
    expect(topUpAmount(-3)).toBeNull();
    expect(topUpAmount(Number.NaN)).toBeNull();
  });

  it('always covers what is missing (up to the bound) and is an amount the payment client takes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 2_000, noNaN: true }), (missing) => {
        const amount = topUpAmount(missing);
        expect(amount).not.toBeNull();
        expect(amount!).toBeGreaterThanOrEqual(Math.min(missing, TOP_UP_MAX));
        const isStep = (TOP_UP_AMOUNTS as readonly number[]).includes(amount!);
        expect(isStep || (Number.isInteger(amount) && amount! >= TOP_UP_MIN)).toBe(true);
      }),
    );
  });
});

describe('the performer a flow is for (host, hostData)', () => {
  it('names her by id, with a line naming her in each language', () => {
    expect(hostOptions({ id: 7, name: 'Anna' }, 'en')).toEqual({
      host: 7,
      hostData: { id: 7, teaserText: 'Top up and stay with Anna.' },
    });
    for (const language of ['de', 'es', 'nl'] as const)
      expect(hostOptions({ id: 7, name: 'Anna' }, language).hostData).toMatchObject({
        id: 7,
        teaserText: expect.stringContaining('Anna') as unknown,
      });
  });
});
