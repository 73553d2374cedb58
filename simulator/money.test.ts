import { describe, expect, it } from 'vitest';
import { fromMinor, quote, quoteCurrencyOf, toMinor } from './money.ts';

describe('minor units', () => {
  it('keeps cents exact through minor units', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(fromMinor(12550, 'EUR')).toBe(125.5);
    expect(toMinor(12, 'VXC')).toBe(12);
  });
});

describe('quoted prices', () => {
  it('quotes a franc account in CHF and everyone else in euro, the same figure', () => {
    const franc = { kind: 'guest', account: { currency: 'CHF' } } as const;
    expect(quoteCurrencyOf(franc)).toBe('CHF');
    expect(quoteCurrencyOf({ kind: 'guest', account: { currency: 'EUR' } })).toBe('EUR');
    expect(quoteCurrencyOf({ kind: 'guest', account: { currency: 'VXC' } })).toBe('EUR');
    expect(quoteCurrencyOf({ kind: 'visitor' })).toBe('EUR');
    expect(quote({ value: 1.99, currency: 'EUR' }, 'CHF')).toEqual({
      value: 1.99,
      currency: 'CHF',
    });
  });
});
