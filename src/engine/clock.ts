/**
 * The engine's logical clock. XState schedules every delayed event through it (`createActor(…,
 * { clock })`). Its time moves only when the engine advances it: live, to the real time before each
 * record and at each wake-up (itself a record); in replay, to each record's time. Advancing jumps
 * to the target time first, then fires the timers due by then in due order, as a browser fires
 * late timers: a chain of delays scheduled while catching up starts from the real time, it never
 * collapses into one instant. A timer fires before a record exactly when it was due at or before
 * that record's time, live and in replay alike.
 *
 * @example
 * const clock = new EngineClock();
 * clock.setTimeout(() => console.log('due'), 1000);
 * clock.advanceTo(1000); // logs 'due'
 */
export class EngineClock {
  private current = 0;
  private nextHandle = 1;
  private readonly timers = new Map<number, { dueAt: number; order: number; fire: () => void }>();
  private order = 0;
  /** How many timers have fired so far: the engine asks whether an advance fired any. */
  private firedCount = 0;
  /** Called whenever the earliest due time may have changed (live: re-arm the real wake-up). */
  onScheduleChange: ((nextDueAt: number | null) => void) | null = null;
  /** Called with the handle and due time of each new timer (the anchor maps them to XState's ids). */
  onTimerScheduled: ((handle: number, dueAt: number) => void) | null = null;

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  /** How many timers have fired so far. */
  get fired(): number {
    return this.firedCount;
  }

  setTimeout(fire: () => void, delay: number): number {
    const handle = this.nextHandle++;
    const dueAt = this.current + Math.max(0, delay);
    this.timers.set(handle, { dueAt, order: this.order++, fire });
    this.onTimerScheduled?.(handle, dueAt);
    this.onScheduleChange?.(this.nextDueAt());
    return handle;
  }

  clearTimeout(handle: number): void {
    if (this.timers.delete(handle)) this.onScheduleChange?.(this.nextDueAt());
  }

  dueAt(handle: number): number | undefined {
    return this.timers.get(handle)?.dueAt;
  }

  nextDueAt(): number | null {
    let earliest: number | null = null;
    for (const timer of this.timers.values()) {
      if (earliest === null || timer.dueAt < earliest) earliest = timer.dueAt;
    }
    return earliest;
  }

  /** Moves time to `t`, then fires every timer due by then (and those they make due) in order. */
  advanceTo(t: number): void {
    this.current = Math.max(this.current, t);
    for (
      let next = this.takeEarliestDue(this.current);
      next;
      next = this.takeEarliestDue(this.current)
    ) {
      this.firedCount++;
      next.fire();
    }
    this.onScheduleChange?.(this.nextDueAt());
  }

  private takeEarliestDue(limit: number): { dueAt: number; fire: () => void } | null {
    let found: [number, { dueAt: number; order: number; fire: () => void }] | null = null;
    for (const entry of this.timers) {
      const timer = entry[1];
      if (timer.dueAt > limit) continue;
      if (
        !found ||
        timer.dueAt < found[1].dueAt ||
        (timer.dueAt === found[1].dueAt && timer.order < found[1].order)
      ) {
        found = entry;
      }
    }
    if (!found) return null;
    this.timers.delete(found[0]);
    return found[1];
  }
}
