/**
 * `npm run bench`: engine figures on this machine, printed as a table and written to
 * bench/results.json. The realtime, messenger and browser benchmarks of the benchmarks issue
 * join this file's table as they land.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createLiveEngine } from '../src/engine/engine.ts';
import { encodeLog } from '../src/engine/log/jsonl.ts';
import { Replayer } from '../src/engine/replay.ts';
import { appInputFromHeader, createAppLogic } from '../src/engine/system.ts';
import { demoAppServices } from '../src/engine/testing/demoServices.ts';
import { ManualTime } from '../src/engine/testing/manualTime.ts';
import { initialReferenceState, referenceReducer } from './referenceReducer.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const menus = ['navigation', 'search', 'myArea', 'notifications'] as const;
const paths = ['/en/', '/en/cams/', '/de/', '/es/feed/', '/nl/messenger/'];

function workload(i: number): {
  to: 'shell';
  kind: 'input' | 'env';
  event: { type: string; [k: string]: unknown };
} {
  switch (i % 5) {
    case 0:
      return { to: 'shell', kind: 'env', event: { type: 'env.scrolled', y: (i * 37) % 4000 } };
    case 1:
      return {
        to: 'shell',
        kind: 'input',
        event: { type: 'ui.menuToggled', menu: menus[i % menus.length] },
      };
    case 2:
      return {
        to: 'shell',
        kind: 'env',
        event: { type: 'env.viewportResized', width: i % 2 ? 375 : 1440 },
      };
    case 3:
      return {
        to: 'shell',
        kind: 'input',
        event: { type: 'ui.routeChanged', path: paths[i % paths.length], search: '' },
      };
    default:
      return { to: 'shell', kind: 'input', event: { type: 'ui.menusClosed' } };
  }
}

async function runLive(record = true, events = EVENTS) {
  const time = new ManualTime();
  const { services } = demoAppServices();
  const engine = createLiveEngine({
    createLogic: (wiring) => createAppLogic(wiring, services),
    inputFromHeader: appInputFromHeader,
    time,
    header: { appVersion: 'bench', language: 'en', url: '/en/' },
    record,
  }).start();
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  for (let i = 0; i < events; i++) {
    const { to, kind, event } = workload(i);
    if (kind === 'input') engine.send(to, event);
    else engine.env(to, event);
    time.advance(20);
  }
  const seconds = (performance.now() - started) / 1000;
  return { engine, seconds };
}

/** The same workload through the hand-written reducer over the shell's state shape. */
function runReference(): number {
  let state = initialReferenceState('/en/');
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) state = referenceReducer(state, workload(i).event);
  const seconds = (performance.now() - started) / 1000;
  if (state.scrollY < 0) throw new Error('unreachable: keeps the loop from being optimized away');
  return seconds;
}

// A short warm-up of both paths (JIT), then recording off, on, and the reference.
for (const record of [true, false]) (await runLive(record, Math.ceil(EVENTS / 5))).engine.stop();
const unrecorded = await runLive(false);
unrecorded.engine.stop();
const { engine, seconds } = await runLive();
runReference(); // warm-up
const referenceSeconds = runReference();
const log = engine.exportLog();
const text = encodeLog(log);
const replayStarted = performance.now();
const report = new Replayer(log, {
  createLogic: (wiring) => createAppLogic(wiring, null),
  inputFromHeader: appInputFromHeader,
}).runToEnd();
const replaySeconds = (performance.now() - replayStarted) / 1000;
if (!report.ok) throw new Error(`replay diverged: ${JSON.stringify(report.divergence)}`);

const gzipBytes = gzipSync(text).length;
const perSecond = (s: number) => Math.round(EVENTS / s);
const figures = {
  liveEventsPerSecond: { value: perSecond(seconds), unit: 'events/s' },
  engineEventsPerSec: { value: perSecond(seconds), unit: 'events/s' },
  engineEventsPerSecNoRecording: { value: perSecond(unrecorded.seconds), unit: 'events/s' },
  referenceEventsPerSec: { value: perSecond(referenceSeconds), unit: 'events/s' },
  engineToReferenceRatio: {
    value: Number((referenceSeconds / seconds).toFixed(4)),
    unit: 'ratio',
  },
  recordingOnToOffRatio: {
    value: Number((unrecorded.seconds / seconds).toFixed(2)),
    unit: 'ratio',
  },
  replayRecordsPerSecond: {
    value: Math.round(log.records.length / replaySeconds),
    unit: 'records/s',
  },
  replayToLiveRatio: {
    value: Number((log.records.length / replaySeconds / (EVENTS / seconds)).toFixed(2)),
    unit: 'ratio',
  },
  bytesPerRecordRaw: { value: Number((text.length / log.records.length).toFixed(1)), unit: 'B' },
  bytesPerRecordGzip: { value: Number((gzipBytes / log.records.length).toFixed(1)), unit: 'B' },
  checkpointsVerified: { value: report.checkpoints, unit: 'count' },
};
const results = { date: new Date().toISOString(), node: process.version, events: EVENTS, figures };
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(
  Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, `${f.value} ${f.unit}`])),
);
engine.stop();
