import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import { formatMoney } from '../shared/money.ts';
import { priceToPay } from './content.offers.ts';
import { priceIn } from './content.price.ts';
import type { BuyDecision, ContentItem, ContentKind, ContentRef } from './content.types.ts';
import type { AlbumFacts } from './album.types.ts';

/** An album's gallery facts; one that came without them has none yet and may not be commented. */
export function albumFactsOf(item: ContentItem): AlbumFacts {
  return (
    item.album ?? {
      views: 0,
      rating: { likes: 0, dislikes: 0, guestRating: null },
      comments: [],
      commentsTotal: 0,
      canComment: false,
    }
  );
}

/** Which item a `content.open` names. */
export function refOf(event: { kind: ContentKind; actorName: string; id: number }): ContentRef {
  return { kind: event.kind, actorName: event.actorName, id: event.id };
}

/** What the content page keeps of the gate's answer. */
export function decisionOf(answer: GateAnswerEvent): BuyDecision {
  return {
    action: answer.action,
    reason: answer.reason,
    open: answer.open,
    balance: answer.balance,
  };
}

/**
 * The not-enough-money box's figures, formatted: the price to pay (today's) in the balance's currency (coins and
 * credits at their rate) and the balance the page knew.
 */
export function moneyProps(
  item: ContentItem | null,
  decision: BuyDecision | null,
  today: string | null,
): Record<string, string> {
  const price = priceToPay(item, today);
  const balance = decision?.balance ?? null;
  if (!balance) return { price: formatMoney(price) };
  return {
    price: formatMoney(priceIn(price.value, balance.currency)),
    balance: formatMoney(balance),
  };
}
