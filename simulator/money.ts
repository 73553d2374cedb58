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
