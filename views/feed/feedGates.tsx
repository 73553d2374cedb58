import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FeedGate } from '../../machines/feed/feed.events.ts';
import { useFeedGate } from './useFeedGate.ts';

/** The gates a post's actions carry: likes and comments (`favorite`), buying and tips (`buy`). */
export interface FeedGates {
  favorite: FeedGate;
  buy: FeedGate;
}

const FeedGatesContext = createContext<FeedGates | null>(null);

/**
 * The feed's gating decisions, read once for all its posts: a post mounting while the feed
 * scrolls subscribes to nothing of the guest, the age check or the bootstrap (each card did, six
 * subscriptions a card); a change of the guest's state reaches the posts through the context.
 */
export function FeedGatesProvider({ children }: { children: ReactNode }) {
  const favorite = useFeedGate('favorite');
  const buy = useFeedGate('buy');
  const gates = useMemo(
    () => ({
      favorite: { reason: favorite.reason, open: favorite.open },
      buy: { reason: buy.reason, open: buy.open },
    }),
    [favorite.reason, favorite.open, buy.reason, buy.open],
  );
  return <FeedGatesContext.Provider value={gates}>{children}</FeedGatesContext.Provider>;
}

/** The feed's gates (a post is always shown inside a `FeedGatesProvider`). */
export function useFeedGates(): FeedGates {
  const gates = useContext(FeedGatesContext);
  if (!gates) throw new Error('a feed post is shown outside FeedGatesProvider');
  return gates;
}
