/**
 * Where the live engine reads real time and how it is woken for due timers. Implemented in
 * services/clock (browser and Node); tests pass a manual one.
 */
export interface TimeSource {
  /** Monotonic milliseconds. */
  now(): number;
  /** The wall clock, for the log header. */
  wallClock(): string;
  /** Wake the engine at monotonic time `at` (null cancels); one pending wake at a time. */
  setWake(at: number | null, wake: () => void): void;
}
