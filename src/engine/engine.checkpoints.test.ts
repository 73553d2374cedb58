import { describe, expect, it } from 'vitest';
import { createLiveEngine } from './engine.ts';
import { decodeLog, encodeLog } from './log/jsonl.ts';
import type { EventLog, LogRecord } from './log/records.ts';
import { replayLog } from './replay.ts';
import { ManualTime } from './testing/manualTime.ts';
import { expectDivergencesPlaced } from './testing/placedDivergence.ts';
import { createProbeLogic } from './testing/probeMachine.ts';
import { durableHash } from './durableHash.ts';

const replayOptions = {
  createLogic: (wiring: Parameters<typeof createProbeLogic>[0]) => createProbeLogic(wiring, null),
  inputFromHeader: () => ({ start: 5 }),
};

const EVERY = 7;

/** Lets the hash's load (a settled promise) reach the engine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const CEILING = 40;

/** A probe engine with checkpoints every `EVERY` records, paced at `share` on `meter`. */
function probeEngine(time: ManualTime, share: number, meter: () => number) {
  return createLiveEngine({
    hash: durableHash,
    createLogic: (wiring) => createProbeLogic(wiring, null),
    inputFromHeader: replayOptions.inputFromHeader,
    time,
    header: { appVersion: 'test', language: 'en', url: '/en/' },
    checkpoints: { every: EVERY, share, ceiling: CEILING, meter },
  }).start();
}

/**
 * A live engine whose checkpoints' cost is read on a clock that runs with the manual time and
 * moves 1 ms more at every reading: a hash (read before and after) costs 1 ms, and so does each
 * record once `EVERY` of them have passed. With no time passing between records that is a
 * burst in which a hash costs as much as a record: at a share of 5 % a checkpoint waits 20 of
 * them. `waitMs` between records is a calm pace: the hash is nothing beside it.
 */
function session(records: number, waitMs: number): EventLog {
  const time = new ManualTime();
  let readings = 0;
  const engine = probeEngine(time, 0.05, () => time.now() + readings++);
  for (let i = 0; i < records; i++) {
    engine.send('app', { type: 'ui.add', n: i % 7 });
    time.advance(waitMs);
  }
  const log = engine.exportLog();
  engine.stop();
  return decodeLog(encodeLog(log));
}

/** The number of records before each checkpoint since the previous one (checkpoints not counted). */
function gaps(records: LogRecord[]): number[] {
  const found: number[] = [];
  let since = 0;
  for (const record of records)
    if (record.kind !== 'checkpoint') since++;
    else {
      found.push(since);
      since = 0;
    }
  return found;
}

describe('checkpoints paced by their cost', () => {
  it('come every N records at a calm pace', () => {
    const log = session(10 * EVERY, 500);
    // The last one is the export's own, after what was left.
    expect(gaps(log.records).slice(0, -1)).toEqual(Array.from({ length: 10 }, () => EVERY));
  });

  it('get rarer in a burst, within the ceiling, and replay verifies every one written', () => {
    const log = session(300, 0);
    const found = gaps(log.records).slice(0, -1);
    // The first comes after EVERY records: no hash had been timed yet.
    expect(found[0]).toBe(EVERY);
    for (const gap of found.slice(1)) {
      expect(gap).toBeGreaterThan(EVERY);
      expect(gap).toBeLessThanOrEqual(CEILING);
    }
    const report = replayLog(log, replayOptions);
    expect(report.divergence).toBeNull();
    expect(report.checkpoints).toBe(log.records.filter((r) => r.kind === 'checkpoint').length);
  });

  it('with a share no hash can meet, still come at the ceiling', () => {
    let readings = 0;
    const engine = probeEngine(new ManualTime(), 0, () => readings++);
    for (let i = 0; i < 3 * CEILING + EVERY; i++) engine.send('app', { type: 'ui.add', n: 1 });
    const found = gaps(engine.exportLog().records);
    engine.stop();
    expect(found.slice(0, 4)).toEqual([EVERY, CEILING, CEILING, CEILING]);
  });

  it('place a divergence in a burst between the last verified checkpoint and the next', () => {
    // The ceiling's records and the checkpoint that ends them.
    expectDivergencesPlaced(session(300, 0), replayOptions, CEILING + 1);
  });
});

/** A page's engine: no hash at hand, checkpoints every `EVERY` records; `add` sends records. */
function pageEngine(time: ManualTime, loadHash?: () => Promise<typeof durableHash>) {
  const engine = createLiveEngine({
    createLogic: (wiring) => createProbeLogic(wiring, null),
    inputFromHeader: replayOptions.inputFromHeader,
    time,
    header: { appVersion: 'test', language: 'en', url: '/en/' },
    checkpoints: { every: EVERY },
    ...(loadHash ? { loadHash } : {}),
  }).start();
  const add = (count: number) => {
    for (let i = 0; i < count; i++) engine.send('app', { type: 'ui.add', n: i % 7 });
  };
  return { engine, add };
}

describe('checkpoints whose hash is not loaded yet (a page: issue 50 §5)', () => {
  it('come at the first record after the hash is in, the export then ends with one, and replay verifies them', async () => {
    const time = new ManualTime();
    const { engine, add } = pageEngine(time);
    add(EVERY + 3);
    // Due after EVERY records, asked for then: none is written while it loads, nor at an export.
    expect(gaps(engine.exportLog().records)).toEqual([]);
    await engine.whenHashable();
    add(2);
    const log = decodeLog(encodeLog(engine.exportLog()));
    engine.stop();
    // The one due waited for the first record after the hash came; the export's own ends the log.
    expect(gaps(log.records)).toEqual([EVERY + 4, 1]);
    const report = replayLog(log, replayOptions);
    expect(report.divergence).toBeNull();
    expect(report.checkpoints).toBe(2);
  });

  it('after a failed import, are not asked for by every record but again after a pause', async () => {
    const time = new ManualTime();
    let loads = 0;
    let online = false;
    const { engine, add } = pageEngine(time, () => {
      loads += 1;
      return online ? Promise.resolve(durableHash) : Promise.reject(new Error('offline'));
    });
    add(EVERY + 1);
    await settle();
    expect(loads).toBe(1);
    // Still due, record after record: the failure is not fetched again at each of them.
    add(20);
    await settle();
    expect(loads).toBe(1);
    online = true;
    time.advance(10_000);
    add(1);
    await settle();
    expect(loads).toBe(2);
    add(1);
    const log = engine.exportLog();
    engine.stop();
    expect(gaps(log.records).length).toBeGreaterThan(0);
    expect(replayLog(log, replayOptions).divergence).toBeNull();
  });

  it('are asked for at once by an explicit ask after a failure', async () => {
    let loads = 0;
    const { engine } = pageEngine(new ManualTime(), () =>
      ++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(durableHash),
    );
    await expect(engine.whenHashable()).rejects.toThrow('offline');
    await engine.whenHashable();
    expect(loads).toBe(2);
    engine.stop();
  });
});
