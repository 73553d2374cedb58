import { toMinor, type CurrencyCode } from '../money.ts';
import { findGift, findToyControl } from './catalog.ts';

/** What a guest message is priced from: the message, its channel and the guest's gift stock. */
export interface PriceInput {
  messageType: 'text' | 'gift' | 'toy';
  data: Record<string, unknown>;
  includedGifts: readonly number[];
  channel: {
    messagePrice: { value: number; currency: CurrencyCode };
    freeMessagesAmount: number;
    isMessagingFree: boolean;
  };
  /** Gift id to quantity the guest has bought before (spec: boughtGifts). */
  boughtGifts: Readonly<Record<string, number>>;
  isVip: boolean;
  currency: CurrencyCode;
}

export type PriceOutcome =
  | {
      ok: true;
      /** What the message costs, in the currency's minor unit. */
      priceMinor: number;
      /** A plain text message taking one of the channel's free messages. */
      usesFreeMessage: boolean;
      /** The guest's bought gifts after this message (ids at 0 are left out). */
      boughtGifts: Record<string, number>;
      /** Bought gifts were used, so the stock changed (`giftsUpdate`). */
      giftsChanged: boolean;
    }
  | { ok: false; reason: 'invalid'; detail: string };

const MAX_TEXT_LENGTH = 2000;
const MAX_GIFTS_PER_MESSAGE = 20;

/** The toy control a `toy` message names in `data.toyControlId`. */
function toyControlIdOf(data: Record<string, unknown>): number | undefined {
  const id = data.toyControlId;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/**
 * The price rule (seed 000 §5): gifts already bought are free, and a message with gifts costs the
 * sum of the prices of its gifts beyond the bought quantities (its text rides along). A plain text
 * message costs the channel's message price, unless messaging is free or one of the channel's free
 * messages is left. A toy message costs its toy control's price (plus gifts beyond the bought ones).
 * VIP gifts are for VIP guests only; inactive and unknown gifts or toys make the message invalid.
 *
 * @example
 * priceMessage({ messageType: 'gift', includedGifts: [12, 12], boughtGifts: { 12: 1 }, … });
 * // { ok: true, priceMinor: 399, boughtGifts: {}, giftsChanged: true, usesFreeMessage: false }
 */
export function priceMessage(input: PriceInput): PriceOutcome {
  const invalid = (detail: string): PriceOutcome => ({ ok: false, reason: 'invalid', detail });
  const text = input.data.text;
  if (text !== undefined && (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH)) {
    return invalid(`text is a string of at most ${MAX_TEXT_LENGTH} characters`);
  }
  if (input.includedGifts.length > MAX_GIFTS_PER_MESSAGE) {
    return invalid(`at most ${MAX_GIFTS_PER_MESSAGE} gifts per message`);
  }

  const counts = new Map<number, number>();
  for (const id of input.includedGifts) counts.set(id, (counts.get(id) ?? 0) + 1);
  const boughtGifts: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(input.boughtGifts)) {
    if (quantity > 0) boughtGifts[id] = quantity;
  }
  let giftsMinor = 0;
  let giftsChanged = false;
  for (const [id, count] of counts) {
    const gift = findGift(id);
    if (!gift || !gift.active) return invalid(`gift ${id} is not offered`);
    if (gift.vip && !input.isVip) return invalid(`gift ${id} is for VIP guests`);
    const bought = boughtGifts[id] ?? 0;
    const used = Math.min(bought, count);
    if (used > 0) {
      giftsChanged = true;
      if (bought - used > 0) boughtGifts[id] = bought - used;
      else delete boughtGifts[id];
    }
    giftsMinor += (count - used) * toMinor(gift.price, input.currency);
  }

  const hasGifts = input.includedGifts.length > 0;
  let baseMinor = 0;
  let usesFreeMessage = false;
  switch (input.messageType) {
    case 'gift':
      if (!hasGifts) return invalid('a gift message includes at least one gift');
      break;
    case 'toy': {
      const toyId = toyControlIdOf(input.data);
      const toy = toyId === undefined ? undefined : findToyControl(toyId);
      if (!toy) return invalid('a toy message names a known data.toyControlId');
      baseMinor = toMinor(toy.price, input.currency);
      break;
    }
    case 'text':
      if (hasGifts) break;
      if (typeof text !== 'string' || text.trim() === '') return invalid('a text message has text');
      if (input.channel.isMessagingFree) break;
      if (input.channel.freeMessagesAmount > 0) {
        usesFreeMessage = true;
        break;
      }
      if (input.channel.messagePrice.currency !== input.currency) {
        return invalid('the channel is priced in another currency');
      }
      baseMinor = toMinor(input.channel.messagePrice.value, input.currency);
      break;
  }
  return {
    ok: true,
    priceMinor: baseMinor + giftsMinor,
    usesFreeMessage,
    boughtGifts,
    giftsChanged,
  };
}
