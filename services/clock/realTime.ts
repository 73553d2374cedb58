import type { TimeSource } from '../../src/engine/timeSource.ts';

/**
 * The real clock for the live engine: monotonic time from `performance.now()`, and one wake-up
 * timer re-armed for the earliest due delay. Works in the browser and in Node.
 */
export function createRealTimeSource(): TimeSource {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    now: () => performance.now(),
    wallClock: () => new Date().toISOString(),
    setWake(at, wake) {
      if (timer !== null) clearTimeout(timer);
      timer = at === null ? null : setTimeout(wake, Math.max(0, at - performance.now()));
    },
  };
}
