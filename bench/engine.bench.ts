/**
 * `npm run bench`: engine figures on this machine (issue #10, items 1 to 3), printed as a table
 * and written to bench/results/engine.json (`{ key: { value, unit } }`; `bench/all.bench.ts`
 * merges every bench's file into bench/results.json).
 *
 * The workload (BENCH_EVENTS, 100 000 by default): a logged-in guest whose messenger lists 500
 * channels; pushes of the guest's and the messenger's kinds (balance, loyalty points, actor
 * online and offline, incoming messages, channel updates, free shows) and the guest's inputs and
 * browser changes (scroll, menus, viewport, routes), 20 ms apart in engine time. It runs through
 * the real app system with recording on and off, through the same machines as a bare XState
 * actor (bench/bareApp.ts: the floor the engine is measured against, issue 52 §7), through the
 * hand-written reference reducer (bench/referenceReducer.ts, same state shape and updates), and
 * the recorded log is replayed. `messengerPushMicros` is the CPU of one of the workload's
 * messenger pushes sent straight to the messenger of a bare system; the one-minute load average
 * before and after the timed runs is printed with the figures (a busy box moves the ratios).
 *
 * Recording on, off, on without checkpoints, the bare actor and the messenger run side by side in this process
 * (bench/interleaved.ts): each does all its events, 500 at a time in turn, the order rotating
 * each round; the ratios are the median of the per-round ratios, with their p25 and p75, so the
 * two sides of a ratio meet the same moment of a shared box (issue 52 §7, fifth pass).
 *
 * Log size per hour is measured on a realistic active hour (`driveLongSession`, the session
 * `bench/viewerOpen.bench.ts` builds: something every 180 ms, pushes, every wake-up), not on this
 * workload, whose 50 events a second are a stress rate; that extrapolation is reported too, as
 * `logBytesPerHourGzipAtBenchRate`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { demoGuest } from '../src/engine/testing/demoGuestStates.ts';
import type { Channel } from '../machines/messenger/messenger.types.ts';
import { channel, channelList } from './channels.ts';
import { driveLongSession, startTestSession } from '../src/engine/inspector/testing/session.ts';
import { encodeLog } from '../src/engine/log/jsonl.ts';
import { Replayer } from '../src/engine/replay.ts';
import { startDemoEngine } from '../src/engine/testing/demoEngine.ts';
import { CHECKPOINT_EVERY } from '../src/engine/engine.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import { initialReferenceState, referenceReducer, type BenchEvent } from './referenceReducer.ts';
import { startBareApp } from './bareApp.ts';
import { actorIn } from '../machines/shared/actorIn.ts';
import { quantile, roundRatios, runInterleaved, spreadOf, type Contestant } from './interleaved.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CHANNELS = 500;
/** Engine time between two events of the workload: 50 events/s, a busy session. */
const STEP_MS = 20;
const menus = ['navigation', 'search', 'myArea', 'notifications'] as const;
const paths = ['/en/', '/en/cams/', '/de/', '/es/feed/', '/nl/messenger/'];

const initialChannels = channelList(CHANNELS);

/** Event i of the workload: a push on the socket, or an input or browser change to the shell. */
function workload(i: number): { kind: 'push' | 'input' | 'env'; event: BenchEvent } {
  const c = (i * 7) % CHANNELS;
  switch (i % 10) {
    case 0:
      return {
        kind: 'push',
        event: {
          type: 'push.guestBalance',
          balance: i % 1000,
          balanceFormatted: `${i % 1000},00 €`,
          isPayingCustomer: true,
          isPayment: false,
        },
      };
    case 1:
      return { kind: 'push', event: { type: 'push.actorOnline', actorId: 5_000 + c } };
    case 2:
      return { kind: 'env', event: { type: 'env.scrolled', y: (i * 37) % 4000 } };
    case 3:
      return {
        kind: 'push',
        event: {
          type: 'push.incomingMessage',
          channelId: 10_000 + c,
          message: {
            id: 1_000_000 + i,
            senderType: 'actor',
            messageType: 'text',
            data: { text: `message ${i}` },
            includedGifts: [],
            created: new Date(Date.UTC(2026, 10, 22) + i * STEP_MS).toISOString(),
            price: { value: 0, currency: 'EUR' },
          },
        },
      };
    case 4:
      return { kind: 'push', event: { type: 'push.actorOffline', actorId: 5_000 + c } };
    case 5:
      return { kind: 'input', event: { type: 'ui.menuToggled', menu: menus[i % menus.length] } };
    case 6:
      return {
        kind: 'push',
        event: { type: 'push.channelUpdate', channel: channel(c, { unreadCount: i % 5 }) },
      };
    case 7:
      return { kind: 'push', event: { type: 'push.loyaltyPointsChanged', points: i % 997 } };
    case 8:
      return i % 20 === 8
        ? { kind: 'env', event: { type: 'env.viewportResized', width: i % 40 === 8 ? 375 : 1440 } }
        : {
            kind: 'input',
            event: { type: 'ui.routeChanged', path: paths[i % paths.length], search: '' },
          };
    default:
      return {
        kind: 'push',
        event: {
          type: i % 20 === 9 ? 'push.freeShowStart' : 'push.freeShowStop',
          channelId: 10_000 + c,
        },
      };
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Seconds of CPU this process spent (user + system) since `from`: the box the bench runs on is
 * shared, and wall time there measures the neighbours. On an idle machine the two agree for this
 * single-threaded loop (GC threads count against the engine).
 */
function cpuSeconds(from?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
}

/** A slice of the workload: SLICE events, as the interleaved rounds feed them. */
const SLICE = 500;

/** Sends events [from, from + SLICE) of the workload through `deliver`, a tick after each 1 000. */
async function feed(
  from: number,
  deliver: (kind: 'push' | 'input' | 'env', event: BenchEvent) => void,
  advance: () => void,
) {
  for (let i = from; i < from + SLICE; i++) {
    const { kind, event } = workload(i);
    deliver(kind, event);
    advance();
    // The demo socket answers pings in a microtask: let it, as a browser would between events.
    if (i % 1000 === 999) await tick();
  }
}

const channelsPush = {
  type: 'push.channels',
  channels: initialChannels,
  offset: 0,
  total: CHANNELS,
  filterType: null,
} as const;

/**
 * Real time (`performance.now()`, the page's clock) that runs only while a contestant's slices
 * do: the other contestants' slices between two of its own are no time of its engine, as the
 * page would not have had them between two records of a burst.
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
 * `checkpoints: { every: Infinity }` records everything but writes no checkpoint: what recording costs
 * besides the checkpoints' hashes (the records' encoding, the anchors), issue 52 §7.
 *
 * The engine's clock is the manual one, 20 ms an event; the checkpoints' cost is read on the
 * contestant's own real time (`ownClock`): the workload runs as fast as the CPU takes it, a
 * burst, and the recorder paces its checkpoints to what they cost in it
 * (src/engine/checkpointPacer.ts).
 */
async function liveContestant(name: string, record: boolean, every = CHECKPOINT_EVERY) {
  const own = ownClock();
  const { engine, time, push } = await startDemoEngine({
    appVersion: 'bench',
    record,
    checkpoints: { every, meter: own.now },
    // The whole workload stays in the log, so replay and log size measure all of it (the
    // default ring keeps the last 4 MB; the recording work per record is the same).
    ring: { maxRecords: Infinity, maxBytes: Infinity, maxAgeMs: Infinity },
  });
  push(channelsPush);
  const messenger = engine.get('messenger')?.getSnapshot() as { context: { channels: Channel[] } };
  const listed = messenger.context.channels.length;
  if (listed !== CHANNELS) throw new Error(`the messenger lists ${listed} channels, not 500`);
  const contestant: Contestant = {
    name,
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
  };
  return { engine, contestant, startRecords: engine.stats.records };
}

/**
 * The floor: the same workload through the same machines and services as a bare XState actor
 * (bench/bareApp.ts), without the engine's queue, records, wiring brokers or log.
 */
async function bareContestant(): Promise<{ contestant: Contestant; stop: () => void }> {
  const bare = await startBareApp();
  bare.push(channelsPush);
  const messenger = actorIn(bare.actor.system, 'messenger')?.getSnapshot() as {
    context: { channels: Channel[] };
  };
  if (messenger.context.channels.length !== CHANNELS) throw new Error('bare: channels not listed');
  const contestant: Contestant = {
    name: 'bare',
    slice: (round) =>
      feed(
        round * SLICE,
        (kind, event) => (kind === 'push' ? bare.push(event) : bare.send('shell', event)),
        () => bare.advance(STEP_MS),
      ),
  };
  return { contestant, stop: bare.stop };
}

/** The workload's events the messenger owns (messages, channel updates, online, free shows). */
const MESSENGER_PUSHES = new Set([1, 3, 4, 6, 9]);

/**
 * One push to the messenger: the workload's messenger pushes (SLICE a round) sent straight to the
 * messenger actor of a bare system (500 channels listed), its own transition and list update with
 * nothing of the realtime connection's routing or the engine.
 */
async function messengerContestant(): Promise<{ contestant: Contestant; stop: () => void }> {
  const bare = await startBareApp();
  bare.push(channelsPush);
  const messenger = actorIn(bare.actor.system, 'messenger');
  if (!messenger) throw new Error('bare: no messenger');
  let next = 0;
  const contestant: Contestant = {
    name: 'messenger',
    slice: () => {
      for (let sent = 0; sent < SLICE; next++)
        if (MESSENGER_PUSHES.has(next % 10)) {
          messenger.send(workload(next).event);
          sent++;
        }
    },
  };
  return { contestant, stop: bare.stop };
}

/** The same workload through the hand-written reducer over the same state shape. */
function runReference(events: number): number {
  const recommendations = Array.from({ length: 12 }, (_, i) => ({ actorId: 5_000 + i }));
  let state = initialReferenceState('/en/', demoGuest, initialChannels, recommendations);
  const started = process.cpuUsage();
  for (let i = 0; i < events; i++) state = referenceReducer(state, workload(i).event);
  const seconds = cpuSeconds(started);
  if (state.messenger.channels.length !== CHANNELS) throw new Error('reference lost channels');
  return seconds;
}

// Recording on, recording off, the bare actor and the messenger side by side (bench/interleaved.ts):
// EVENTS events each in slices of SLICE, the order rotating each round, after a tenth as many
// untimed rounds of warm-up (JIT). The ratios are taken per round, then their median.
const loadBefore = loadavg()[0]!;
const recorded = await liveContestant('on', true);
const unrecorded = await liveContestant('off', false);
const uncheckpointed = await liveContestant('onNoCheckpoints', true, Infinity);
const bare = await bareContestant();
const messengerRun = await messengerContestant();
const ROUNDS = Math.ceil(EVENTS / SLICE);
const WARM_UP = Math.ceil(ROUNDS / 10);
const slices = await runInterleaved(
  [
    recorded.contestant,
    unrecorded.contestant,
    uncheckpointed.contestant,
    bare.contestant,
    messengerRun.contestant,
  ],
  ROUNDS,
  WARM_UP,
);
const loadAfter = loadavg()[0]!;
unrecorded.engine.stop();
uncheckpointed.engine.stop();
bare.stop();
messengerRun.stop();
const { engine } = recorded;
const onToOff = spreadOf(roundRatios(slices.off!, slices.on!));
const noCheckpointsToOff = spreadOf(roundRatios(slices.off!, slices.onNoCheckpoints!));
const offToBare = spreadOf(roundRatios(slices.bare!, slices.off!));
const perSecondOf = (name: string) => SLICE / quantile(slices[name]!, 0.5);
const messengerMicros = spreadOf(slices.messenger!.map((s) => (s * 1e6) / SLICE));
runReference(Math.ceil(EVENTS / 10)); // warm-up
const referenceSeconds = runReference(EVENTS);
const log = engine.exportLog();
const text = encodeLog(log);
const replayStarted = process.cpuUsage();
const report = new Replayer(log, {
  createLogic: (wiring) => createAppLogic(wiring, null),
  inputFromHeader: appInputFromHeader,
}).runToEnd();
const replaySeconds = cpuSeconds(replayStarted);
if (!report.ok) throw new Error(`replay diverged: ${JSON.stringify(report.divergence)}`);

const gzipBytes = gzipSync(text).length;

/** A realistic active hour of the real app system (as bench/viewerOpen.bench.ts builds it). */
async function activeHourLog() {
  const session = await startTestSession({ ring: { maxAgeMs: 65 * 60_000 } });
  await driveLongSession(session, 60);
  const hourLog = session.engine.exportLog();
  session.engine.stop();
  const hourText = encodeLog(hourLog);
  const spanMs = (hourLog.records.at(-1)?.t ?? 0) - (hourLog.records[0]?.t ?? 0);
  const perHour = (bytes: number) => Math.round((bytes * 3_600_000) / Math.max(spanMs, 1));
  const started = process.cpuUsage();
  const replayed = new Replayer(hourLog, {
    createLogic: (wiring) => createAppLogic(wiring, null),
    inputFromHeader: appInputFromHeader,
  }).runToEnd();
  const replaySeconds = cpuSeconds(started);
  if (!replayed.ok) throw new Error(`active hour replay diverged: ${JSON.stringify(replayed)}`);
  return {
    replaySeconds: (replaySeconds * 3_600_000) / Math.max(spanMs, 1),
    records: hourLog.records.length,
    rawPerHour: perHour(Buffer.byteLength(hourText)),
    gzipPerHour: perHour(gzipSync(hourText).length),
  };
}
const hour = await activeHourLog();
const records = log.records.length;
const logHours = (log.records.at(-1)!.t - (log.header.anchor?.t ?? 0)) / 3_600_000;
const replayRecordsPerSec = Math.round(records / replaySeconds);
// Records the recorded engine wrote per event fed (checkpoints, wake-ups and answers included).
const liveRecordsPerSec = (perSecondOf('on') * records) / ((ROUNDS + WARM_UP) * SLICE);
const ratio = (value: number, digits = 3) => ({
  value: Number(value.toFixed(digits)),
  unit: 'ratio',
});
const figures = {
  // Events per CPU second of the median slice of each contestant.
  engineEventsPerSec: { value: Math.round(perSecondOf('on')), unit: 'events/s' },
  engineEventsPerSecNoRecording: { value: Math.round(perSecondOf('off')), unit: 'events/s' },
  referenceEventsPerSec: { value: Math.round(EVENTS / referenceSeconds), unit: 'events/s' },
  bareXStateEventsPerSec: { value: Math.round(perSecondOf('bare')), unit: 'events/s' },
  engineToReferenceRatio: ratio(perSecondOf('on') / (EVENTS / referenceSeconds), 4),
  // The median of the per-round ratios, and the middle half of them (p25 to p75).
  engineNoRecordingToBareRatio: ratio(offToBare.median, 2),
  engineNoRecordingToBareRatioP25: ratio(offToBare.p25, 2),
  engineNoRecordingToBareRatioP75: ratio(offToBare.p75, 2),
  recordingOnToOffRatio: ratio(onToOff.median, 2),
  recordingOnToOffRatioP25: ratio(onToOff.p25, 2),
  recordingOnToOffRatioP75: ratio(onToOff.p75, 2),
  // Recording without its checkpoints (encoding, anchors) against off: the rest of the gap to
  // recordingOnToOffRatio is the checkpoints' hashes.
  recordingNoCheckpointsToOffRatio: ratio(noCheckpointsToOff.median, 2),
  recordingNoCheckpointsToOffRatioP25: ratio(noCheckpointsToOff.p25, 2),
  recordingNoCheckpointsToOffRatioP75: ratio(noCheckpointsToOff.p75, 2),
  messengerPushMicros: { value: Number(messengerMicros.median.toFixed(1)), unit: 'µs/push' },
  messengerPushMicrosP25: { value: Number(messengerMicros.p25.toFixed(1)), unit: 'µs/push' },
  messengerPushMicrosP75: { value: Number(messengerMicros.p75.toFixed(1)), unit: 'µs/push' },
  benchRounds: { value: ROUNDS, unit: 'count' },
  replayRecordsPerSec: { value: replayRecordsPerSec, unit: 'records/s' },
  replayToLiveRatio: ratio(replayRecordsPerSec / liveRecordsPerSec, 2),
  logBytesPerRecordRaw: { value: Number((text.length / records).toFixed(1)), unit: 'B' },
  logBytesPerRecordGzip: { value: Number((gzipBytes / records).toFixed(1)), unit: 'B' },
  logBytesPerHourGzip: { value: hour.gzipPerHour, unit: 'B' },
  logBytesPerHourRaw: { value: hour.rawPerHour, unit: 'B' },
  activeHourLogRecords: { value: hour.records, unit: 'count' },
  logBytesPerHourGzipAtBenchRate: { value: Math.round(gzipBytes / logHours), unit: 'B' },
  oneHourLogReplaySeconds: { value: Number(hour.replaySeconds.toFixed(1)), unit: 's' },
  oneHourLogReplaySecondsAtBenchRate: {
    value: Number((records / logHours / replayRecordsPerSec).toFixed(1)),
    unit: 's',
  },
  logRecords: { value: records, unit: 'count' },
  checkpointsVerified: { value: report.checkpoints, unit: 'count' },
  // The bench measures CPU time, but a busy box still slows it (caches, GC threads, turbo): the
  // one-minute load average before and after the timed runs says how busy it was.
  loadAverageBefore: { value: Number(loadBefore.toFixed(2)), unit: 'load' },
  loadAverageAfter: { value: Number(loadAfter.toFixed(2)), unit: 'load' },
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/engine.json', import.meta.url),
  `${JSON.stringify(figures, null, 2)}\n`,
);
console.log(`engine bench: ${EVENTS} events, ${records} records, Node ${process.version}`);
console.table(
  Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, `${f.value} ${f.unit}`])),
);
engine.stop();
