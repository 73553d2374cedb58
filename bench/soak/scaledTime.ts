import type { TimeSource } from '../../src/engine/timeSource.ts';

/**
 * A time source that runs `speed` times faster than real time: `now()` is the real time elapsed
 * since creation times `speed`, and a wake-up due in `d` engine ms fires after `d / speed` real ms.
 * Everything the engine times (the 50 s ping, the 1 s reconnect, backoff) runs `speed` times
 * faster; everything it does not time (network, the server, the event loop) counts `speed` times
 * more in engine time.
 */
export function createScaledTimeSource(speed: number): TimeSource & { realElapsed(): number } {
  const start = performance.now();
  const startWall = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const now = () => (performance.now() - start) * speed;
  return {
    now,
    realElapsed: () => performance.now() - start,
    wallClock: () => new Date(startWall + now()).toISOString(),
    setWake(at, wake) {
      if (timer !== null) clearTimeout(timer);
      timer = at === null ? null : setTimeout(wake, Math.max(0, (at - now()) / speed));
    },
  };
}
