import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFTS, TOY_CONTROLS } from './catalog.ts';
import { priceMessage, type PriceInput } from './pricing.ts';

const channel = {
  messagePrice: { value: 1.99, currency: 'EUR' as const },
  freeMessagesAmount: 0,
  isMessagingFree: false,
};
const input = (patch: Partial<PriceInput>): PriceInput => ({
  messageType: 'text',
  data: { text: 'hi' },
  includedGifts: [],
  channel,
  boughtGifts: {},
  isVip: false,
  currency: 'EUR',
  ...patch,
});
const sendable = GIFTS.filter((gift) => gift.active && !gift.vip);
const cents = (value: number) => Math.round(value * 100);

describe('the price rule', () => {
  it('charges a text its channel price, unless messaging is free or a free message is left', () => {
    expect(priceMessage(input({}))).toMatchObject({ ok: true, priceMinor: 199 });
    expect(
      priceMessage(
        input({ channel: { ...channel, isMessagingFree: true, freeMessagesAmount: 2 } }),
      ),
    ).toMatchObject({ ok: true, priceMinor: 0, usesFreeMessage: false });
    expect(priceMessage(input({ channel: { ...channel, freeMessagesAmount: 1 } }))).toMatchObject({
      ok: true,
      priceMinor: 0,
      usesFreeMessage: true,
    });
  });

  it('makes bought gifts free and charges the ones beyond the bought quantity', () => {
    const outcome = priceMessage(
      input({ messageType: 'gift', includedGifts: [12, 12, 1], boughtGifts: { '12': 1, '2': 3 } }),
    );
    expect(outcome).toEqual({
      ok: true,
      priceMinor: 399 + 99,
      usesFreeMessage: false,
      boughtGifts: { '2': 3 },
      giftsChanged: true,
    });
  });

  it('prices a toy control, and refuses unknown toys, VIP gifts for others, inactive gifts', () => {
    const toy = TOY_CONTROLS[1];
    expect(
      priceMessage(input({ messageType: 'toy', data: { toyControlId: toy?.id ?? 0 } })),
    ).toMatchObject({ ok: true, priceMinor: cents(toy?.price ?? 0) });
    expect(priceMessage(input({ messageType: 'toy', data: { toyControlId: 77 } })).ok).toBe(false);
    expect(priceMessage(input({ messageType: 'gift', includedGifts: [30] })).ok).toBe(false);
    expect(priceMessage(input({ messageType: 'gift', includedGifts: [30], isVip: true })).ok).toBe(
      true,
    );
    expect(priceMessage(input({ messageType: 'gift', includedGifts: [4] })).ok).toBe(false);
    expect(priceMessage(input({ messageType: 'gift', includedGifts: [] })).ok).toBe(false);
    expect(priceMessage(input({ data: { text: ' ' } })).ok).toBe(false);
    expect(priceMessage(input({ data: { text: 3 } })).ok).toBe(false);
  });

  it('property: the price is the sum of the gifts beyond the bought quantities, stock never below 0', () => {
    const giftId = fc.constantFrom(...sendable.map((gift) => gift.id));
    fc.assert(
      fc.property(
        fc.array(giftId, { minLength: 1, maxLength: 20 }),
        fc.dictionary(giftId.map(String), fc.integer({ min: 0, max: 4 }), { maxKeys: 5 }),
        (gifts, bought) => {
          const outcome = priceMessage(
            input({ messageType: 'gift', includedGifts: gifts, boughtGifts: bought }),
          );
          if (!outcome.ok) return false;
          let expected = 0;
          for (const id of new Set(gifts)) {
            const count = gifts.filter((candidate) => candidate === id).length;
            const price = sendable.find((gift) => gift.id === id)?.price ?? 0;
            expected += Math.max(0, count - (bought[String(id)] ?? 0)) * cents(price);
            const left = outcome.boughtGifts[String(id)] ?? 0;
            expect(left).toBe(Math.max(0, (bought[String(id)] ?? 0) - count));
          }
          expect(outcome.priceMinor).toBe(expected);
          expect(Object.values(outcome.boughtGifts).every((quantity) => quantity > 0)).toBe(true);
          // Order does not matter.
          const reversed = priceMessage(
            input({
              messageType: 'gift',
              includedGifts: [...gifts].reverse(),
              boughtGifts: bought,
            }),
          );
          expect(reversed).toEqual(outcome);
          return true;
        },
      ),
    );
  });
});
