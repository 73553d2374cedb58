import type { Composer } from '../../machines/messenger/messenger.selectors.ts';
import type { Quote } from '../../machines/messenger/messenger.price.ts';

/** Arrays with the same items in the same order (selectors that filter build a new array). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

function sameQuote(a: Quote | null, b: Quote | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.messageType === b.messageType &&
    a.price.value === b.price.value &&
    a.price.currency === b.price.currency &&
    a.free === b.free &&
    a.boughtGiftsUsed === b.boughtGiftsUsed
  );
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The composer is built anew for every messenger snapshot (a pushed message too): it shows
 * something else only when one of its fields does.
 */
export function sameComposer(a: Composer, b: Composer): boolean {
  return (
    a === b ||
    (sameQuote(a.quote, b.quote) &&
      a.quoteError === b.quoteError &&
      a.gifts === b.gifts &&
      a.toyControlId === b.toyControlId &&
      sameCounts(a.boughtLeft, b.boughtLeft) &&
      a.preparing === b.preparing &&
      a.awaitingTopUp === b.awaitingTopUp &&
      a.canSend === b.canSend &&
      a.lacksBalance === b.lacksBalance &&
      a.minimumBalance?.value === b.minimumBalance?.value &&
      a.minimumBalance?.currency === b.minimumBalance?.currency)
  );
}
