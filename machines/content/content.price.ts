import { euroToCoins, type CurrencyCode, type Money } from '../shared/money.ts';

/**
 * An item's price (in euro) in the currency of the guest's balance: money currencies (euro, franc)
 * as is, coins and credits at 4 per euro, rounded up (seed 000 §5). The simulator charges the
 * same amount, so the gate, the not-enough-money box and the purchase agree.
 *
 * @example
 * priceIn(4.99, 'VXC'); // { value: 20, currency: 'VXC' }
 */
export function priceIn(priceEur: number, currency: CurrencyCode): Money {
  return currency === 'EUR' || currency === 'CHF'
    ? { value: priceEur, currency }
    : { value: euroToCoins(priceEur), currency };
}
