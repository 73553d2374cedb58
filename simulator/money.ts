import type { z } from 'zod';
import type { currencyCodeSchema } from '../services/rest/schemas.ts';

export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Decimals per currency, from the spec's currency table (seed 000 §3). */
const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 2,
  CHF: 2,
  VOC: 0,
  VOU: 0,
  VXC: 0,
};

/** Amount in the currency's smallest unit (cents for EUR and CHF), so stored sums stay exact. */
export function toMinor(value: number, currency: CurrencyCode): number {
  return Math.round(value * 10 ** CURRENCY_DECIMALS[currency]);
}

export function fromMinor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCY_DECIMALS[currency];
}

/** The money currencies a price is quoted in: euro, and francs for a franc account. */
export type QuoteCurrency = 'EUR' | 'CHF';

/**
 * The currency the catalogue's prices are quoted in for a caller: a franc account sees (and pays)
 * the same figures in CHF (see messenger/catalog.ts); everyone else sees euro, coin, credit and
 * voucher balances included (their charge converts the euro figure, content.price.ts).
 *
 * @example
 * quoteCurrencyOf({ kind: 'guest', account: { currency: 'CHF' } }); // 'CHF'
 * quoteCurrencyOf({ kind: 'visitor' }); // 'EUR'
 */
export function quoteCurrencyOf(
  caller: { kind: 'guest'; account: { currency: CurrencyCode } } | { kind: string },
): QuoteCurrency {
  return 'account' in caller && caller.account.currency === 'CHF' ? 'CHF' : 'EUR';
}

/**
 * A catalogue price (a euro figure) as a caller is quoted it: the same figure in `currency`.
 *
 * @example
 * quote({ value: 1.99, currency: 'EUR' }, 'CHF'); // { value: 1.99, currency: 'CHF' }
 */
export function quote<T extends { value: number }>(
  price: T,
  currency: QuoteCurrency,
): Omit<T, 'currency'> & { currency: QuoteCurrency } {
  return { ...price, currency };
}
