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
 * Recording on, off, on without checkpoints, the bare actor and the messenger run side by side,
 * each in a process of its own held to one CPU (bench/interleaved.ts, bench/engine/contestant.ts):
 * each does all its events, 500 at a time in turn, a round's order shuffled and the next round's
 * the same backwards, in four blocks of fresh processes, so the two sides of a ratio meet the
 * same moments of a shared box (issue 52 §7). No collection is forced between slices and the
 * recorded engines keep a page's ring (4 MB): a ratio is what each side spent over all its
 * slices, collections included, with the lowest and highest block and the median of the
 * per-round ratios beside it. `nullRunRatio` and `nullRunRecordedRatio` are the same comparison
 * between two identical engines (recording off: `off` and `offTwin`; on: `on` and `onTwin`):
 * what the harness gives where there is nothing to find, printed next to the ratios it
 * qualifies. The log's figures (records, size, replay, checkpoints verified) are the last
 * block's recorded engine's ring.
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
import { driveLongSession, startTestSession } from '../src/engine/inspector/testing/session.ts';
import { encodeLog } from '../src/engine/log/jsonl.ts';
import { Replayer } from '../src/engine/replay.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import { initialReferenceState, referenceReducer } from './referenceReducer.ts';
import {
  PINNED_CPU,
  quantile,
  roundRatios,
  runInterleaved,
  spreadOf,
  totalRatio,
} from './interleaved.ts';
import { CHANNELS, initialChannels, SLICE, workload } from './engine/workload.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);

/**
 * Seconds of CPU this process spent (user + system) since `from`: the box the bench runs on is
 * shared, and wall time there measures the neighbours. On an idle machine the two agree for this
 * single-threaded loop (GC threads count against the engine).
 */
function cpuSeconds(from?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
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

// The contestants side by side, each in its own process (bench/interleaved.ts): EVENTS events
// each in slices of SLICE, in BLOCKS blocks of fresh processes, each block after WARM_UP untimed
// rounds (JIT). A ratio is what one side spent over all the timed rounds against the other
// (collections counted where they fell), with its lowest and highest block, and the median of
// the per-round ratios beside it.
const loadBefore = loadavg()[0]!;
const ROUNDS = Math.ceil(EVENTS / SLICE);
const BLOCKS = 4;
const WARM_UP = Math.ceil(ROUNDS / BLOCKS / 5);
const { seconds: slices, finished } = await runInterleaved(
  ['on', 'onTwin', 'off', 'offTwin', 'onNoCheckpoints', 'bare', 'messenger'],
  { rounds: ROUNDS, warmUp: WARM_UP, blocks: BLOCKS },
);
const loadAfter = loadavg()[0]!;
/** `faster`'s seconds over `slower`'s: in all, by block, and the median round. */
const compare = (faster: string, slower: string) => ({
  ...totalRatio(slices[faster]!, slices[slower]!, BLOCKS),
  roundMedian: quantile(roundRatios(slices[faster]!, slices[slower]!), 0.5),
});
const onToOff = compare('off', 'on');
const noCheckpointsToOff = compare('off', 'onNoCheckpoints');
const offToBare = compare('bare', 'off');
const nullRun = compare('offTwin', 'off');
const nullRunRecorded = compare('onTwin', 'on');
/** Events per CPU second of a contestant over all its timed slices. */
const perSecondOf = (name: string) =>
  (SLICE * slices[name]!.length) / slices[name]!.reduce((total, s) => total + s, 0);
const messengerMicros = spreadOf(slices.messenger!.map((s) => (s * 1e6) / SLICE));
runReference(Math.ceil(EVENTS / 10)); // warm-up
const referenceSeconds = runReference(EVENTS);
const recordedLog = finished.on;
if (!recordedLog) throw new Error('the recorded contestant gave no log');
const { records, replaySeconds, logHours, gzipBytes } = recordedLog;

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
const replayRecordsPerSec = Math.round(records / replaySeconds);
// Records the recorded engine wrote per event fed (checkpoints, wake-ups and answers included).
const liveRecordsPerSec =
  (perSecondOf('on') * recordedLog.recordsWritten) /
  ((Math.ceil(ROUNDS / BLOCKS) + WARM_UP) * SLICE);
const ratio = (value: number, digits = 3) => ({
  value: Number(value.toFixed(digits)),
  unit: 'ratio',
});
const ratios = (name: string, compared: ReturnType<typeof compare>) => ({
  [name]: ratio(compared.all, 2),
  [`${name}LowestBlock`]: ratio(compared.lowest, 2),
  [`${name}HighestBlock`]: ratio(compared.highest, 2),
  [`${name}RoundMedian`]: ratio(compared.roundMedian, 2),
});
const figures = {
  // Events per CPU second of each contestant over all its timed slices.
  engineEventsPerSec: { value: Math.round(perSecondOf('on')), unit: 'events/s' },
  engineEventsPerSecNoRecording: { value: Math.round(perSecondOf('off')), unit: 'events/s' },
  referenceEventsPerSec: { value: Math.round(EVENTS / referenceSeconds), unit: 'events/s' },
  bareXStateEventsPerSec: { value: Math.round(perSecondOf('bare')), unit: 'events/s' },
  engineToReferenceRatio: ratio(perSecondOf('on') / (EVENTS / referenceSeconds), 4),
  // Each ratio: the seconds of the whole run (its value), its lowest and highest block of fresh
  // processes, and the median of the per-round ratios (what the bench read until session 54).
  ...ratios('engineNoRecordingToBareRatio', offToBare),
  ...ratios('recordingOnToOffRatio', onToOff),
  // Recording without its checkpoints (encoding, anchors) against off: the rest of the gap to
  // recordingOnToOffRatio is the checkpoints' hashes.
  ...ratios('recordingNoCheckpointsToOffRatio', noCheckpointsToOff),
  // Two identical engines compared as the ratios above are, recording off and recording on:
  // the harness's own error, 1.00 when it is fair, printed beside the ratios it qualifies.
  ...ratios('nullRunRatio', nullRun),
  ...ratios('nullRunRecordedRatio', nullRunRecorded),
  messengerPushMicros: { value: Number(messengerMicros.median.toFixed(1)), unit: 'µs/push' },
  messengerPushMicrosP25: { value: Number(messengerMicros.p25.toFixed(1)), unit: 'µs/push' },
  messengerPushMicrosP75: { value: Number(messengerMicros.p75.toFixed(1)), unit: 'µs/push' },
  benchRounds: { value: ROUNDS, unit: 'count' },
  replayRecordsPerSec: { value: replayRecordsPerSec, unit: 'records/s' },
  replayToLiveRatio: ratio(replayRecordsPerSec / liveRecordsPerSec, 2),
  logBytesPerRecordRaw: { value: Number((recordedLog.rawBytes / records).toFixed(1)), unit: 'B' },
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
  checkpointsVerified: { value: recordedLog.checkpointsVerified, unit: 'count' },
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
console.log(
  `engine bench: ${EVENTS} events, ${records} records, Node ${process.version}, contestants ` +
    (PINNED_CPU === null ? 'not held to a CPU (no taskset)' : `held to CPU ${PINNED_CPU}`),
);
console.table(
  Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, `${f.value} ${f.unit}`])),
);
