import type { FeedGate } from './feed.events.ts';

/**
 * A guarded intent (a filter of the guest's own posts, following, like, comment, buy, tip)
 * carries the gating decision (machines/gating) the view asked for: what stands in the way opens
 * instead (`openGate` in feed.machine.ts), else the intent is taken.
 */

type GateArgs = { event: { gate: FeedGate } };

const gateOf = ({ event }: GateArgs) => ({ gate: event.gate });

/** Guard `isGated`: something stands in the way of the intent. */
export const isGated = (_: unknown, params: { gate: FeedGate }) => params.gate.reason !== null;

/** The transitions of a guarded intent: its gate when something stands in the way, else `allowed`. */
export const gated = <const T extends object>(allowed: T) =>
  [
    {
      guard: { type: 'isGated', params: gateOf },
      actions: { type: 'openGate', params: gateOf },
    },
    allowed,
  ] as const;
