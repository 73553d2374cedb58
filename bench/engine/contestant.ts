/**
 * One contestant of the engine bench (bench/engine.bench.ts) in a process of its own, forked by
 * bench/interleaved.ts with its name as the argument: it builds its engine (or bare actor), says
 * `ready`, then runs the slices the bench asks for one at a time and answers each with the CPU
 * seconds this process spent on it. A process each gives every contestant its own heap, its own
 * garbage and its own JIT: in one process the engines of the same code shared inline caches and
 * each paid for the collections the others' garbage set off (the `on` slot's 0.04, session 53).
 */
import { gzipSync } from 'node:zlib';
import type { Channel } from '../../machines/messenger/messenger.types.ts';
import { actorIn } from '../../machines/shared/actorIn.ts';
import { CHECKPOINT_EVERY } from '../../src/engine/engine.ts';
import { encodeLog } from '../../src/engine/log/jsonl.ts';
import { Replayer } from '../../src/engine/replay.ts';
import { appInputFromHeader, createAppLogic } from '../../src/engine/system.ts';
import { startDemoEngine } from '../../src/engine/testing/demoEngine.ts';
import { startBareApp } from '../bareApp.ts';
import type { ContestantMessage, ContestantReply, RecordedLogFigures } from '../interleaved.ts';
import {
  CHANNELS,
  channelsPush,
  feed,
  MESSENGER_PUSHES,
  SLICE,
  STEP_MS,
  workload,
} from './workload.ts';

/** Seconds of CPU (user + system) this process spent since `from`, its GC threads included. */
function cpuSeconds(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
}

interface Built {
  slice: (round: number) => void | Promise<void>;
  /** What the bench reads of the contestant once the rounds are done (the recorded log's). */
  finish: () => RecordedLogFigures | null;
}

/**
 * Real time (`performance.now()`, the page's clock) that runs only while the contestant's slices
 * do: the time between two of its slices, when the other contestants run, is no time of its
 * engine, as the page would not have had it between two records of a burst.
 */
function ownClock() {
  let total = 0;
  let since: number | null = null;
  return {
    now: () => total + (since === null ? 0 : performance.now() - since),
    during: async (slice: () => Promise<void>) => {
      since = performance.now();
      try {
        await slice();
      } finally {
        total += performance.now() - since;
        since = null;
      }
    },
  };
}

/**
 * The real app system, recording on or off, with the messenger's 500 channels listed.
 * `checkpoints: { every: Infinity }` records everything but writes no checkpoint: what recording
 * costs besides the checkpoints' hashes (the records' encoding, the anchors), issue 52 §7.
 *
 * The engine's clock is the manual one, 20 ms an event; the checkpoints' cost is read on the
 * contestant's own real time (`ownClock`): the workload runs as fast as the CPU takes it, a
 * burst, and the recorder paces its checkpoints to what they cost in it
 * (src/engine/checkpointPacer.ts).
 */
async function live(record: boolean, every = CHECKPOINT_EVERY): Promise<Built> {
  const own = ownClock();
  const { engine, time, push } = await startDemoEngine({
    appVersion: 'bench',
    record,
    checkpoints: { every, meter: own.now },
    // A page's ring (the last 4 MB, `DEFAULT_RING`): what a recorded engine keeps alive, and so
    // what its collections cost, is a page's. Keeping the whole workload's log (110 000 records)
    // made the recorded engine's heap and its collections a bench's, not a page's (session 53's
    // review); the replay and the log's figures are the ring's, as a support report's are.
  });
  push(channelsPush);
  const messenger = engine.get('messenger')?.getSnapshot() as { context: { channels: Channel[] } };
  const listed = messenger.context.channels.length;
  if (listed !== CHANNELS) throw new Error(`the messenger lists ${listed} channels, not 500`);
  return {
    slice: (round) =>
      own.during(() =>
        feed(
          round * SLICE,
          (kind, event) => {
            if (kind === 'push') push(event);
            else if (kind === 'input') engine.send('shell', event);
            else engine.env('shell', event);
          },
          () => time.advance(STEP_MS),
        ),
      ),
    finish: () => {
      if (!record) return null;
      const log = engine.exportLog();
      engine.stop();
      const text = encodeLog(log);
      const started = process.cpuUsage();
      const report = new Replayer(log, {
        createLogic: (wiring) => createAppLogic(wiring, null),
        inputFromHeader: appInputFromHeader,
      }).runToEnd();
      const replaySeconds = cpuSeconds(started);
      if (!report.ok) throw new Error(`replay diverged: ${JSON.stringify(report.divergence)}`);
      return {
        records: log.records.length,
        recordsWritten: log.records.at(-1)!.seq + 1,
        rawBytes: text.length,
        gzipBytes: gzipSync(text).length,
        logHours: (log.records.at(-1)!.t - (log.header.anchor?.t ?? 0)) / 3_600_000,
        replaySeconds,
        checkpointsVerified: report.checkpoints,
      };
    },
  };
}

/**
 * The floor: the same workload through the same machines and services as a bare XState actor
 * (bench/bareApp.ts), without the engine's queue, records, wiring brokers or log.
 */
async function bare(): Promise<Built> {
  const app = await startBareApp();
  app.push(channelsPush);
  const messenger = actorIn(app.actor.system, 'messenger')?.getSnapshot() as {
    context: { channels: Channel[] };
  };
  if (messenger.context.channels.length !== CHANNELS) throw new Error('bare: channels not listed');
  return {
    slice: (round) =>
      feed(
        round * SLICE,
        (kind, event) => (kind === 'push' ? app.push(event) : app.send('shell', event)),
        () => app.advance(STEP_MS),
      ),
    finish: () => (app.stop(), null),
  };
}

/**
 * One push to the messenger: the workload's messenger pushes (SLICE a round) sent straight to the
 * messenger actor of a bare system (500 channels listed), its own transition and list update with
 * nothing of the realtime connection's routing or the engine.
 */
async function messengerOnly(): Promise<Built> {
  const app = await startBareApp();
  app.push(channelsPush);
  const messenger = actorIn(app.actor.system, 'messenger');
  if (!messenger) throw new Error('bare: no messenger');
  let next = 0;
  return {
    slice: () => {
      for (let sent = 0; sent < SLICE; next++)
        if (MESSENGER_PUSHES.has(next % 10)) {
          messenger.send(workload(next).event);
          sent++;
        }
    },
    finish: () => (app.stop(), null),
  };
}

/**
 * The contestants by name; `offTwin` is `off` again and `onTwin` is `on` again, the null runs'
 * other sides (recording off, and recording on with its ring and its collections).
 */
const build: Record<string, () => Promise<Built>> = {
  on: () => live(true),
  onTwin: () => live(true),
  off: () => live(false),
  offTwin: () => live(false),
  onNoCheckpoints: () => live(true, Infinity),
  bare,
  messenger: messengerOnly,
};

const name = process.argv[2] ?? '';
const make = build[name];
if (!make || !process.send) throw new Error(`bench/engine/contestant.ts: no contestant '${name}'`);
const reply = (message: ContestantReply) => process.send!(message);
const built = await make();
process.on('message', (message: ContestantMessage) => {
  void (async () => {
    if (message.type === 'finish') {
      reply({ type: 'finished', figures: built.finish() });
      process.disconnect();
      return;
    }
    // No collection is forced between slices: a slice is charged for the collections that fall
    // in it, as a page's events are, and what the recorded engine keeps alive (its batch, its
    // ring) makes them dearer. An untimed `gc()` before each slice left that out (0.86 to 0.98
    // with it, 0.79 without, session 53).
    const started = process.cpuUsage();
    await built.slice(message.round);
    reply({ type: 'slice', seconds: cpuSeconds(started) });
  })();
});
reply({ type: 'ready' });
