import type { FeedGate } from '../../machines/feed/feed.events.ts';
import type { GuardedAction } from '../../machines/gating/gating.ts';
import { useGate } from '../guest/useGate.ts';

/**
 * The gating decision for a feed intent, as the intent carries it (the feed machine opens what
 * it needs: a visitor gets the feed-signup box). Likes, comments and the guest's filters need a
 * login (`favorite`), buying and tipping a purchase's checks (`buy`).
 */
export function useFeedGate(action: Extract<GuardedAction, 'favorite' | 'buy'>): FeedGate {
  const gate = useGate(action);
  return { reason: gate.reason, open: gate.opening };
}
