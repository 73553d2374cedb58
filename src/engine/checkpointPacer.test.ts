import { describe, expect, it } from 'vitest';
import {
  CheckpointPacer,
  DEFAULT_CADENCE,
  pacerFor,
  type CheckpointCadence,
} from './checkpointPacer.ts';

/**
 * Runs `records` records through a pacer on a scripted clock: each record takes `recordMs`, each
 * hash `hashMs` (or what `hashMsAt` says for the n-th). Returns the gaps between checkpoints, in
 * records.
 */
function gaps(
  cadence: CheckpointCadence,
  records: number,
  recordMs: number,
  hashMsAt: (n: number) => number,
): number[] {
  let now = 0;
  const pacer = new CheckpointPacer(cadence, () => now);
  const found: number[] = [];
  let since = 0;
  for (let i = 0; i < records; i++) {
    now += recordMs;
    since++;
    if (!pacer.due()) continue;
    pacer.time(() => (now += hashMsAt(found.length)));
    found.push(since);
    since = 0;
  }
  return found;
}

describe('the checkpoints cadence', () => {
  it('writes one every 100 records at a guest pace, however dear the hash', () => {
    // 10 records a second, a 5 ms hash (a slow phone): far below 2 % of 10 s.
    const found = gaps(DEFAULT_CADENCE, 5_000, 100, () => 5);
    expect(found).toEqual(Array.from({ length: 50 }, () => 100));
  });

  it('gets rarer in a burst, the hashes within their share of the time', () => {
    // 16 000 records a second (62.5 µs each) and a 0.5 ms hash: the hash may take 2 % of the
    // time since the previous checkpoint, so 25 ms of records, 400 of them. The first comes
    // after 100: no hash has been timed yet.
    const found = gaps(DEFAULT_CADENCE, 20_000, 0.0625, () => 0.5);
    expect(found[0]).toBe(DEFAULT_CADENCE.every);
    expect(found.length).toBeGreaterThan(10);
    for (const gap of found.slice(1)) {
      expect(gap).toBe(400);
      expect(0.5).toBeLessThanOrEqual(DEFAULT_CADENCE.share * gap * 0.0625);
    }
  });

  it('still writes one at the ceiling when every hash is dear', () => {
    // A 50 ms hash against 62.5 µs records: 2 % would wait 40 000 records.
    const found = gaps(DEFAULT_CADENCE, 100 + 10 * DEFAULT_CADENCE.ceiling, 0.0625, () => 50);
    expect(found).toEqual([100, ...Array.from({ length: 10 }, () => DEFAULT_CADENCE.ceiling)]);
  });

  it('paces by a few hashes, not the last alone: one dear first hash does not set the pace', () => {
    // The first hash hashes the whole state (8 ms), the next ones 0.5 ms: the estimate decays
    // towards them, so the gaps come back from the ceiling to about 400 records.
    const found = gaps(DEFAULT_CADENCE, 40_000, 0.0625, (n) => (n === 0 ? 8 : 0.5));
    expect(found[1]).toBe(DEFAULT_CADENCE.ceiling);
    expect(found.at(-1)).toBeLessThan(500);
    expect(found.at(-1)).toBeGreaterThan(DEFAULT_CADENCE.every);
  });

  it('follows the pace as it changes: a burst between two calm stretches', () => {
    const cadence = { ...DEFAULT_CADENCE, every: 10, ceiling: 100 };
    let now = 0;
    const pacer = new CheckpointPacer(cadence, () => now);
    const run = (records: number, recordMs: number) => {
      const found: number[] = [];
      for (let i = 1; i <= records; i++) {
        now += recordMs;
        if (pacer.due()) {
          pacer.time(() => (now += 1));
          found.push(i);
        }
      }
      return found;
    };
    expect(run(100, 50)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    // 1 000 records of 10 µs: a 1 ms hash would need 50 ms, so only the ceiling writes them.
    expect(run(1_000, 0.01)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
    expect(run(30, 50)).toEqual([10, 20, 30]);
  });

  it('writes the first after `every` records whatever the clock says: its cost is unknown', () => {
    // A clock that has not moved leaves no time for any cost; an unknown cost is not a dear one.
    const pacer = new CheckpointPacer(DEFAULT_CADENCE, () => 0);
    const due = Array.from({ length: DEFAULT_CADENCE.every }, () => pacer.due());
    expect(due.indexOf(true)).toBe(DEFAULT_CADENCE.every - 1);
    // Once a hash was timed (1 ms here), the same still clock holds the next one to the ceiling.
    let now = 0;
    const timed = new CheckpointPacer(DEFAULT_CADENCE, () => now);
    for (let i = 1; i < DEFAULT_CADENCE.every; i++) timed.due();
    expect(timed.due()).toBe(true);
    timed.time(() => (now += 1));
    const next = Array.from({ length: DEFAULT_CADENCE.ceiling }, () => timed.due());
    expect(next.indexOf(true)).toBe(DEFAULT_CADENCE.ceiling - 1);
  });

  it('never writes one with no records to count (Infinity: the bench without checkpoints)', () => {
    const found = gaps({ ...DEFAULT_CADENCE, every: Infinity }, 5_000, 0.01, () => 0);
    expect(found).toEqual([]);
  });
});

describe("an engine's checkpoints option", () => {
  /** Records until the pacer is due, on a clock that moves only when a hash takes 1 ms. */
  function firstGaps(pacer: CheckpointPacer, move: () => void, count: number): number[] {
    const found: number[] = [];
    for (let since = 1; found.length < count; since++) {
      if (!pacer.due()) continue;
      pacer.time(move);
      found.push(since);
      since = 0;
    }
    return found;
  }

  it('fills what it leaves out from the default cadence, on the clock given', () => {
    let now = 0;
    // every: 10 given; the ceiling is the default's: a still clock leaves no time for the hash.
    expect(
      firstGaps(
        pacerFor({ every: 10 }, () => now),
        () => (now += 1),
        3,
      ),
    ).toEqual([10, DEFAULT_CADENCE.ceiling, DEFAULT_CADENCE.ceiling]);
    expect(
      firstGaps(
        pacerFor(undefined, () => now),
        () => (now += 1),
        2,
      ),
    ).toEqual([DEFAULT_CADENCE.every, DEFAULT_CADENCE.ceiling]);
  });

  it('reads costs on its own meter when it names one', () => {
    let engineNow = 0;
    const meterNow = 0;
    const pacer = pacerFor({ every: 5, ceiling: 50, meter: () => meterNow }, () => engineNow);
    // The engine's clock moves with the hash, the meter does not: the hashes cost nothing.
    expect(firstGaps(pacer, () => (engineNow += 1), 3)).toEqual([5, 5, 5]);
    expect(meterNow).toBe(0);
  });
});
