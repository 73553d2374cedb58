import { useEffect, useState } from 'react';

/**
 * The whole seconds left until `endsAt` (ms since the epoch), rounded up and never below 0; null
 * without an end. Machines keep the end and one timer for it, the view counts down (decision
 * 0002): it renders again exactly when the shown second changes, so no tick reaches the engine
 * or its log.
 *
 * @example
 * const seconds = useSecondsLeft(incentive.endsAt); // 600, 599, … 0
 */
export function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = endsAt - current;
      // The next change of the shown second: when the time left reaches the next whole second.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}
