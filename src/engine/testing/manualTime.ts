import type { TimeSource } from '../timeSource.ts';

/** A time source the test moves by hand; due wake-ups run as time passes them. */
export class ManualTime implements TimeSource {
  private current = 0;
  private wake: { at: number; run: () => void } | null = null;

  now(): number {
    return this.current;
  }

  wallClock(): string {
    return new Date(Date.UTC(2026, 10, 22) + this.current).toISOString();
  }

  setWake(at: number | null, run: () => void): void {
    this.wake = at === null ? null : { at, run };
  }

  /**
   * Moves time on by `ms`, running due wake-ups on the way. `throttled` runs them only at the end,
   * late, as a browser does for a background tab.
   */
  advance(ms: number, options: { throttled?: boolean } = {}): void {
    const target = this.current + ms;
    if (options.throttled) this.current = target;
    while (this.wake && this.wake.at <= target) {
      const { at, run } = this.wake;
      this.wake = null;
      this.current = Math.max(this.current, at);
      run();
    }
    this.current = target;
  }

  /**
   * Moves time on by `ms` without running the due wake-up, as on a busy main thread: whatever
   * the test does next (a socket frame, a reply) comes before the timers that are due.
   */
  pass(ms: number): void {
    this.current += ms;
  }
}
