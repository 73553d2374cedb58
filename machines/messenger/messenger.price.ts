import type { CurrencyCode, Money } from '../shared/money.ts';
import type { Basket, Channel, Gift, MessageType, ToyControl } from './messenger.types.ts';

/** Seed 000 §5 and §9: the least balance a guest needs to chat. */
export const MIN_CHAT_BALANCE = 0.5;

function countOf(ids: readonly number[], id: number): number {
  let count = 0;
  for (const candidate of ids) if (candidate === id) count += 1;
  return count;
}

/** Cents (or whole units) so that sums of prices do not drift. */
const toMinor = (value: number) => Math.round(value * 100);
const fromMinor = (minor: number) => minor / 100;

/**
 * The bought count left for each gift while the basket holds `basket` (seed 000 §4): each gift
 * added takes one from its bought quantity, never below 0; each removed gives one back, never
 * above what the guest bought.
 *
 * @example
 * temporaryBought({ '7': 2 }, [7]); // { '7': 1 }
 */
export function temporaryBought(
  bought: Readonly<Record<string, number>>,
  basket: readonly number[],
): Record<string, number> {
  const left: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(bought))
    left[id] = Math.max(0, quantity - countOf(basket, Number(id)));
  return left;
}

/** The basket with one more of `giftId` (at the end). */
export function addGift(basket: Basket, giftId: number): Basket {
  return { gifts: [...basket.gifts, giftId], toyControlId: null };
}

/** The basket without the last `giftId` in it (unchanged when there is none). */
export function removeGift(basket: Basket, giftId: number): Basket {
  const index = basket.gifts.lastIndexOf(giftId);
  if (index < 0) return basket;
  return { ...basket, gifts: basket.gifts.filter((_, i) => i !== index) };
}

/**
 * Seed 000 §5, the messenger price: gifts already bought are free; the price is the sum of the
 * prices of the gifts in the message beyond the bought quantities. A gift missing from the
 * catalog cannot be priced: it is an error, not a free gift.
 *
 * @example
 * giftsPrice([7, 7, 9], { '7': 1 }, catalog, 'EUR'); // price(7) + price(9)
 */
export function giftsPrice(
  basket: readonly number[],
  bought: Readonly<Record<string, number>>,
  gifts: readonly Gift[],
  currency: CurrencyCode,
): Money {
  let minor = 0;
  for (const id of new Set(basket)) {
    const gift = gifts.find((candidate) => candidate.id === id);
    if (!gift) throw new Error(`gift ${id} is not in the catalog`);
    const charged = Math.max(0, countOf(basket, id) - (bought[String(id)] ?? 0));
    minor += charged * toMinor(gift.price.value);
  }
  return { value: fromMinor(minor), currency };
}

/** What the guest is about to pay for a message, and why. */
export interface Quote {
  messageType: MessageType;
  price: Money;
  /** The channel's text messages cost nothing: free messaging, or a free message left. */
  free: 'messaging' | 'freeMessage' | null;
  /** Gifts in the basket covered by the guest's bought gifts. */
  boughtGiftsUsed: number;
}

/**
 * The price of the message the guest composes in `channel`: a toy control costs its price; a
 * message with gifts costs its gifts beyond the bought ones (the rule of seed 000 §5); a text costs
 * the channel's message price unless messaging is free or a free message is left.
 */
export function quoteMessage(args: {
  channel: Channel;
  basket: Basket;
  bought: Readonly<Record<string, number>>;
  gifts: readonly Gift[];
  toyControls: readonly ToyControl[];
}): Quote {
  const { channel, basket, bought } = args;
  const currency = channel.messagePrice.currency;
  if (basket.toyControlId !== null) {
    const toy = args.toyControls.find((candidate) => candidate.id === basket.toyControlId);
    if (!toy) throw new Error(`toy control ${basket.toyControlId} is not offered`);
    return { messageType: 'toy', price: toy.price, free: null, boughtGiftsUsed: 0 };
  }
  if (basket.gifts.length > 0) {
    const left = temporaryBought(bought, basket.gifts);
    const used = Object.entries(bought).reduce(
      (sum, [id, quantity]) => sum + quantity - (left[id] ?? quantity),
      0,
    );
    return {
      messageType: 'gift',
      price: giftsPrice(basket.gifts, bought, args.gifts, currency),
      free: null,
      boughtGiftsUsed: used,
    };
  }
  const free = channel.isMessagingFree
    ? 'messaging'
    : channel.freeMessagesAmount > 0
      ? 'freeMessage'
      : null;
  return {
    messageType: 'text',
    price: free ? { value: 0, currency } : channel.messagePrice,
    free,
    boughtGiftsUsed: 0,
  };
}

/**
 * Whether a message at `price` needs a top-up first: a paid message needs its price and at least
 * the minimum chat balance (seed 000 §9). Free messages need nothing.
 */
export function lacksBalance(price: Money, balance: number): boolean {
  return price.value > 0 && toMinor(balance) < toMinor(Math.max(price.value, MIN_CHAT_BALANCE));
}

/** The bought quantities after a message with these gifts was delivered (the server consumed them). */
export function consumeBought(
  bought: Readonly<Record<string, number>>,
  gifts: readonly number[],
): Record<string, number> {
  return temporaryBought(bought, gifts);
}
