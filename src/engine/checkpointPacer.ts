import { DEFAULT_RING } from './recorder.ts';

/**
 * When the live engine writes a checkpoint (docs/replay.md, "Checkpoints"; issue 52 §7).
 *
 * A checkpoint is a record of its own, so replay verifies whichever checkpoints the log holds,
 * wherever they stand: the cadence is the writer's choice. At a guest's pace (a few records a
 * second) one comes after every `every` records, as always. In a burst (a push storm: thousands
 * of records a second) the hashes would take a large share of the engine's time, so a
 * checkpoint also waits until its hash costs at most `share` of the time since the previous one
 * ended; the hash's cost is the last ones' measured on the same clock. `ceiling` records
 * without a checkpoint force one, whatever it costs, so a divergence is still placed.
 */
export interface CheckpointCadence {
  /** Records between two checkpoints at a normal pace, and at least between any two. */
  every: number;
  /** Most of the time since the previous checkpoint that the next one's hash may take. */
  share: number;
  /** Records after which a checkpoint comes whatever its cost. */
  ceiling: number;
}

/**
 * A live engine's `checkpoints` option: any part of the cadence (`every: Infinity`, none at all),
 * and the clock a hash's cost is read on. `pacerFor` fills what is left out.
 */
export type CheckpointOptions = Partial<CheckpointCadence> & { meter?: () => number };

/**
 * 100 records: a divergence is placed within 100 records at a guest's pace. 2 % of the time: in a
 * burst a checkpoint waits until its hash is that share of the time since the last one. 5 000
 * records, a segment of the ring (`DEFAULT_RING.segmentRecords`): a quarter of a second of a
 * storm of 20 000 records a second, the most a person then reads to find the diverging record
 * between two checkpoints (docs/replay.md). The ceiling was
 * 1 000 until session 54, and in the engine bench's burst it was the ceiling, not the share, that
 * set the pace: the hash of the 500 channels replaced since the last checkpoint took 2.5 to 7 ms
 * in the engine, 10 % and more of the time between two at 1 000 records, and the collections
 * after it as much again; at 5 000 the recorded engine's on/off went from 0.71 to 0.80
 * (docs/performance.md, "Recording's cost, session 54").
 */
export const DEFAULT_CADENCE: CheckpointCadence = {
  every: 100,
  share: 0.02,
  ceiling: DEFAULT_RING.segmentRecords,
};

/**
 * Weight of the newest hash in the estimate of the next one's cost: a few hashes' average, so
 * that a coarse clock (a browser's `performance.now()` is rounded to 0.1 ms or more) or one
 * dear hash (the first, which hashes the whole state) does not set the pace alone.
 */
const NEWEST_WEIGHT = 0.25;

/**
 * Counts records and times hashes for one engine.
 *
 * @example
 * const pacer = new CheckpointPacer(DEFAULT_CADENCE, () => time.now());
 * if (pacer.due()) write({ kind: 'checkpoint', hash: pacer.time(() => hash(state)) });
 */
export class CheckpointPacer {
  private since = 0;
  private lastEnd: number;
  /** The next hash's expected cost (the meter's unit); null: unknown until one was taken. */
  private cost: number | null = null;

  /** `meter`: the clock a hash's cost and the time between checkpoints are read on. */
  constructor(
    private readonly cadence: CheckpointCadence,
    private readonly meter: () => number,
  ) {
    this.lastEnd = meter();
  }

  /** Counts a record written; true when a checkpoint should follow it now. */
  due(): boolean {
    this.since++;
    if (this.since < this.cadence.every) return false;
    if (this.since >= this.cadence.ceiling) return true;
    // No hash timed yet: nothing says the first one is dear, so it comes after `every` records.
    if (this.cost === null) return true;
    return this.cost <= this.cadence.share * (this.meter() - this.lastEnd);
  }

  /** Runs a checkpoint's hash, timing it; the count of records starts again. */
  time<T>(hash: () => T): T {
    const start = this.meter();
    const value = hash();
    const end = this.meter();
    const cost = end - start;
    this.cost = this.cost === null ? cost : this.cost + NEWEST_WEIGHT * (cost - this.cost);
    this.lastEnd = end;
    this.since = 0;
    return value;
  }
}

/**
 * The pacer for an engine's `checkpoints` option: `DEFAULT_CADENCE` where the option is silent,
 * and `clock` as the meter unless it names one.
 *
 * @example
 * const pacer = pacerFor({ every: 10 }, () => time.now());
 */
export function pacerFor(
  options: CheckpointOptions | undefined,
  clock: () => number,
): CheckpointPacer {
  const { meter = clock, ...cadence } = options ?? {};
  return new CheckpointPacer({ ...DEFAULT_CADENCE, ...cadence }, meter);
}
