import { useMemo } from 'react';
import type { FeedGate } from '../../machines/feed/feed.events.ts';
import { selectGateOpening, selectGateReason } from '../../machines/gating/gating.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

const GATES = {
  favorite: { reason: selectGateReason('favorite'), opening: selectGateOpening('favorite') },
  buy: { reason: selectGateReason('buy'), opening: selectGateOpening('buy') },
};

/**
 * The gating decision for a feed intent, as the intent carries it (the feed machine opens what
 * it needs: a visitor gets the feed-signup box), read from the gate's selectors. Likes, comments
 * and the guest's filters need a login (`favorite`), buying and tipping a purchase's checks
 * (`buy`).
 */
export function useFeedGate(action: keyof typeof GATES): FeedGate {
  const reason = useSystemSelector('gating', GATES[action].reason);
  const flow = useSystemSelector('gating', GATES[action].opening);
  return useMemo(
    () => ({ reason, open: flow === null ? null : { type: 'payTour.open', flow } }),
    [reason, flow],
  );
}
