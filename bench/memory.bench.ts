/**
 * `npm run bench:memory` (`node --expose-gc --import tsx bench/memory.bench.ts`): memory of the
 * real app system (recording on, the default ring) after start, and after 100 000 pushes on the
 * open realtime socket (balance, online and loyalty changes), each measured after a full GC: the
 * JS heap plus the array buffers (the ring keeps sealed segments as UTF-8 bytes, outside the JS
 * heap, and they count). The log ring is bounded, so the growth must stay bounded too (target at
 * most 10 MB). Writes `bench/results/memory.json` (`{ key: { value, unit } }`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startDemoEngine } from '../src/engine/testing/demoEngine.ts';

const PUSHES = Number(process.env.BENCH_PUSHES ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see docs/benchmarks.md)');

function heapAfterGc(): number {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function push(i: number) {
  switch (i % 3) {
    case 0:
      return {
        type: 'push.guestBalance',
        balance: i % 1000,
        balanceFormatted: `${i % 1000},00 €`,
        isPayingCustomer: true,
        isPayment: false,
      };
    case 1:
      return { type: 'push.actorOnline', actorId: 1000 + (i % 500) };
    default:
      return { type: 'push.loyaltyPointsChanged', points: i % 97 };
  }
}

const { engine, time, push: emit } = await startDemoEngine({ appVersion: 'bench' });
const atStart = heapAfterGc();
for (let i = 0; i < PUSHES; i++) {
  emit(push(i));
  time.advance(20);
  if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
}
const after = heapAfterGc();
const figures = {
  heapAfterStartBytes: { value: atStart, unit: 'B' },
  heapAfter100kPushesBytes: { value: after, unit: 'B' },
  heapGrowthBytesAfter100kPushes: { value: after - atStart, unit: 'B' },
  logRecordsKept: { value: engine.stats.records, unit: 'count' },
  logBytesKept: { value: engine.stats.bytes, unit: 'B' },
};
engine.stop();
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/memory.json', import.meta.url),
  `${JSON.stringify(figures, null, 2)}\n`,
);
console.log(`memory bench: ${PUSHES} pushes, Node ${process.version}`);
console.table(
  Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, `${f.value} ${f.unit}`])),
);
