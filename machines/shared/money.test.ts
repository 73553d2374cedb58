import { describe, expect, it } from 'vitest';
import { euroToCoins, formatMoney, UnknownCurrencyError } from './money.ts';

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
