/** The spec's currency table (seed 000 §3): what each code means and how many decimals it shows. */
export const CURRENCIES = {
  EUR: { decimals: 2, symbol: '€', position: 'after' },
  CHF: { decimals: 2, symbol: 'CHF', position: 'before' },
  VOC: { decimals: 0, symbol: 'Credits', position: 'after' },
  VOU: { decimals: 0, symbol: 'Voucher', position: 'after' },
  VXC: { decimals: 0, symbol: 'Coins', position: 'after' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;

export interface Money {
  value: number;
  currency: CurrencyCode;
}

export class UnknownCurrencyError extends Error {
  constructor(readonly currency: string) {
    super(`unknown currency '${currency}'`);
    this.name = 'UnknownCurrencyError';
  }
}

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

/**
 * Formats an amount per the currency table: dot thousand separators, comma decimals for euro and
 * franc, whole numbers for credits, vouchers and coins. An unknown currency is an error.
 *
 * @example
 * formatMoney({ value: 1234.5, currency: 'EUR' }); // '1.234,50 €'
 * formatMoney({ value: 12, currency: 'CHF' }); // 'CHF 12,00'
 */
export function formatMoney(money: { value: number; currency: string }): string {
  if (!isCurrencyCode(money.currency)) throw new UnknownCurrencyError(money.currency);
  const { decimals, symbol, position } = CURRENCIES[money.currency];
  const negative = money.value < 0;
  const fixed = Math.abs(money.value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const amount = `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
  return position === 'before' ? `${symbol} ${amount}` : `${amount} ${symbol}`;
}

/** Coins equal the euro amount times 4, rounded up (seed 000 §5). */
export function euroToCoins(euro: number): number {
  return Math.ceil(euro * 4 - 1e-9);
}

/** The currency table entry of a code; an unknown currency is an error (seed 000 §3, §8). */
export function currencyOf(code: string): (typeof CURRENCIES)[CurrencyCode] {
  if (!isCurrencyCode(code)) throw new UnknownCurrencyError(code);
  return CURRENCIES[code];
}

/** The least balance a guest needs to start a chat (seed 000 §5, §9). */
export const MIN_CHAT_BALANCE = 0.5;

/** Whether a balance is enough to start a chat: at least `MIN_CHAT_BALANCE`. */
export function hasChatBalance(balance: number): boolean {
  return balance >= MIN_CHAT_BALANCE;
}
