import { useEffect, useState, useSyncExternalStore } from 'react';
import { useViewClock } from '../../src/engine/react.tsx';

const noSubscribe = () => () => {};
const noTime = () => 0;

/**
 * The session's "now" (ms since the epoch) for a display that changes each whole second counted
 * from `phase` (an end to count down to, a start to count up from), re-rendering exactly when the
 * shown second changes and not after `until`. Machines keep the end or the start and, where
 * behaviour needs it, one timer for it; the view counts (decision 0002), so no tick reaches the
 * engine or its log. In a replayed session the time is the session's own at the shown record
 * (`EngineHandle.sessionClock`), so a countdown shows what the guest saw then.
 *
 * @example
 * const now = useSessionNow(endsAt, endsAt); // renders at 600, 599, … 0 seconds before endsAt
 */
function useSessionNow(phase: number | null, until: number | null = null): number {
  const clock = useViewClock();
  const read = clock?.now ?? noTime;
  const replayed = useSyncExternalStore(clock?.subscribe ?? noSubscribe, read, read);
  const [live, setLive] = useState(() => Date.now());
  useEffect(() => {
    if (clock || phase === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setLive(current);
      if (until !== null && current >= until) return;
      // The next change of the shown second: when the distance to `phase` crosses a whole second.
      timer = setTimeout(tick, (((phase - current) % 1000) + 1000) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [clock, phase, until]);
  return clock ? replayed : live;
}

/**
 * The whole seconds left until `endsAt` (ms since the epoch), rounded up and never below 0; null
 * without an end.
 *
 * @example
 * const seconds = useSecondsLeft(incentive.endsAt); // 600, 599, … 0
 */
export function useSecondsLeft(endsAt: number | null): number | null {
  const now = useSessionNow(endsAt, endsAt);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The whole seconds since `startedAt` (ms since the epoch), never below 0; null without a start.
 *
 * @example
 * const seconds = useSecondsSince(chat.startedAt); // 0, 1, 2, …
 */
export function useSecondsSince(startedAt: number | null): number | null {
  const now = useSessionNow(startedAt);
  return startedAt === null ? null : Math.max(0, Math.floor((now - startedAt) / 1000));
}
