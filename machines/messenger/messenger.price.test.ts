import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addGift,
  giftsPrice,
  lacksBalance,
  MIN_CHAT_BALANCE,
  quoteMessage,
  removeGift,
  temporaryBought,
} from './messenger.price.ts';
import type { Basket, Gift } from './messenger.types.ts';
import { channel } from './messenger.testing.ts';

const giftIds = [1, 2, 3, 4];
const gifts: Gift[] = giftIds.map((id) => ({
  id,
  categoryId: 1,
  name: `g${id}`,
  price: { value: id * 1.25, currency: 'EUR' },
  translations: [],
  imageUrl: null,
  active: true,
  vip: false,
}));
const priceOf = (id: number) => gifts.find((g) => g.id === id)!.price.value;

const boughtArb = fc.dictionary(
  fc.constantFrom(...giftIds.map(String)),
  fc.integer({ min: 0, max: 4 }),
);
const basketArb = fc.array(fc.constantFrom(...giftIds), { maxLength: 12 });
const opsArb = fc.array(fc.record({ add: fc.boolean(), id: fc.constantFrom(...giftIds) }), {
  maxLength: 30,
});

describe('the gifts basket (seed 000 §4)', () => {
  it('adding a gift takes one from its bought count, removing gives it back up to the original', () => {
    fc.assert(
      fc.property(boughtArb, opsArb, (bought, ops) => {
        let basket: Basket = { gifts: [], toyControlId: null };
        for (const op of ops) {
          const had = basket.gifts.includes(op.id);
          const before = temporaryBought(bought, basket.gifts);
          basket = op.add ? addGift(basket, op.id) : removeGift(basket, op.id);
          const after = temporaryBought(bought, basket.gifts);
          for (const [id, original] of Object.entries(bought)) {
            const was = before[id]!;
            const now = after[id]!;
            expect(now).toBeGreaterThanOrEqual(0);
            expect(now).toBeLessThanOrEqual(original);
            if (Number(id) !== op.id) expect(now).toBe(was);
            else if (op.add) expect(now).toBe(Math.max(0, was - 1));
            else if (!had) expect(now).toBe(was);
            else expect(now - was === 0 || now - was === 1).toBe(true);
            // What is left is the original less the gifts of that kind in the basket, never below 0.
            expect(now).toBe(
              Math.max(0, original - basket.gifts.filter((g) => g === Number(id)).length),
            );
          }
        }
      }),
    );
  });

  it('emptying the basket restores every bought count exactly', () => {
    fc.assert(
      fc.property(boughtArb, basketArb, (bought, ids) => {
        let basket: Basket = { gifts: [], toyControlId: null };
        for (const id of ids) basket = addGift(basket, id);
        for (const id of ids) basket = removeGift(basket, id);
        expect(basket.gifts).toEqual([]);
        expect(temporaryBought(bought, basket.gifts)).toEqual(bought);
      }),
    );
  });
});

describe('the price rule (seed 000 §5)', () => {
  it('is the sum of the gifts beyond the bought quantities', () => {
    fc.assert(
      fc.property(boughtArb, basketArb, (bought, basket) => {
        const expected = giftIds.reduce((sum, id) => {
          const count = basket.filter((g) => g === id).length;
          return (
            sum + Math.max(0, count - (bought[String(id)] ?? 0)) * Math.round(priceOf(id) * 100)
          );
        }, 0);
        expect(giftsPrice(basket, bought, gifts, 'EUR')).toEqual({
          value: expected / 100,
          currency: 'EUR',
        });
      }),
    );
  });

  it('never charges more than the basket at full price, and nothing when all are bought', () => {
    fc.assert(
      fc.property(basketArb, (basket) => {
        const full = giftsPrice(basket, {}, gifts, 'EUR').value;
        const all = Object.fromEntries(giftIds.map((id) => [String(id), 12]));
        expect(giftsPrice(basket, all, gifts, 'EUR').value).toBe(0);
        expect(giftsPrice(basket, { '1': 1 }, gifts, 'EUR').value).toBeLessThanOrEqual(full);
      }),
    );
  });

  it('refuses to price a gift that is not in the catalog', () => {
    expect(() => giftsPrice([99], {}, gifts, 'EUR')).toThrow('gift 99 is not in the catalog');
  });

  it('a text costs the channel price unless messaging is free or a free message is left', () => {
    const basket = { gifts: [], toyControlId: null };
    const quote = (fields = {}) =>
      quoteMessage({ channel: channel(1, fields), basket, bought: {}, gifts, toyControls: [] });
    expect(quote().price).toEqual({ value: 0.99, currency: 'EUR' });
    expect(quote({ isMessagingFree: true })).toMatchObject({
      free: 'messaging',
      price: { value: 0 },
    });
    expect(quote({ freeMessagesAmount: 1 })).toMatchObject({ free: 'freeMessage' });
  });

  it('needs the price and at least the minimum chat balance for a paid message', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' as const });
    expect(MIN_CHAT_BALANCE).toBe(0.5);
    expect(lacksBalance(eur(0), 0)).toBe(false);
    expect(lacksBalance(eur(0.2), 0.49)).toBe(true);
    expect(lacksBalance(eur(0.2), 0.5)).toBe(false);
    expect(lacksBalance(eur(2), 1.99)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (p, b) => {
        expect(lacksBalance(eur(p / 100), b / 100)).toBe(b < Math.max(p, 50));
      }),
    );
  });
});
