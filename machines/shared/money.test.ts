import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencyOf,
  euroToCoins,
  formatMoney,
  hasChatBalance,
  MIN_CHAT_BALANCE,
  UnknownCurrencyError,
} from './money.ts';

describe('formatMoney', () => {
  it.each([
    [{ value: 1234.5, currency: 'EUR' }, '1.234,50 €'],
    [{ value: 0, currency: 'EUR' }, '0,00 €'],
    [{ value: 1234567.891, currency: 'EUR' }, '1.234.567,89 €'],
    [{ value: 12, currency: 'CHF' }, 'CHF 12,00'],
    [{ value: 2500, currency: 'VOC' }, '2.500 Credits'],
    [{ value: 3, currency: 'VOU' }, '3 Voucher'],
    [{ value: 40, currency: 'VXC' }, '40 Coins'],
    [{ value: -5.5, currency: 'EUR' }, '-5,50 €'],
    [{ value: 0.5, currency: 'EUR' }, '0,50 €'],
    [{ value: 1250, currency: 'CHF' }, 'CHF 1.250,00'],
    [{ value: 7.6, currency: 'VXC' }, '8 Coins'],
  ])('formats %o as %s', (money, expected) => {
    expect(formatMoney(money)).toBe(expected);
  });

  it('rejects an unknown currency', () => {
    expect(() => formatMoney({ value: 1, currency: 'USD' })).toThrow(UnknownCurrencyError);
  });
});

describe('euroToCoins', () => {
  it('is four coins per euro, rounded up', () => {
    expect(euroToCoins(1)).toBe(4);
    expect(euroToCoins(1.1)).toBe(5);
    expect(euroToCoins(0.3)).toBe(2);
  });
});

describe('the currency table and the chat minimum', () => {
  it('knows each code of the table and refuses any other', () => {
    expect(currencyOf('EUR').decimals).toBe(2);
    expect(currencyOf('CHF').decimals).toBe(2);
    for (const code of ['VOC', 'VOU', 'VXC']) expect(currencyOf(code).decimals).toBe(0);
    expect(() => currencyOf('USD')).toThrow(UnknownCurrencyError);
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (code) => {
        fc.pre(!['EUR', 'CHF', 'VOC', 'VOU', 'VXC'].includes(code));
        expect(() => formatMoney({ value: 1, currency: code })).toThrow(UnknownCurrencyError);
      }),
    );
  });

  it('groups thousands with dots and keeps the decimals of the table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('EUR', 'CHF', 'VOC', 'VOU', 'VXC'),
        (cents, currency) => {
          const text = formatMoney({ value: cents / 100, currency });
          const amount = text.replace(/[^\d.,-]/g, '');
          const [whole = '', fraction] = amount.split(',');
          expect(whole).toMatch(/^\d{1,3}(\.\d{3})*$/);
          expect(fraction?.length ?? 0).toBe(currencyOf(currency).decimals);
        },
      ),
    );
  });

  it('lets a guest chat from a balance of 0,50 €', () => {
    expect(MIN_CHAT_BALANCE).toBe(0.5);
    expect(hasChatBalance(0.5)).toBe(true);
    expect(hasChatBalance(0.49)).toBe(false);
    expect(hasChatBalance(0)).toBe(false);
  });

  it('gives four coins per euro, rounded up, for any cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 8 }), (cents) => {
        const coins = euroToCoins(cents / 100);
        expect(coins * 100).toBeGreaterThanOrEqual(cents * 4);
        expect((coins - 1) * 100).toBeLessThan(cents * 4);
      }),
    );
  });
});
