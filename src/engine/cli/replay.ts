/**
 * `npm run replay -- <log.jsonl> [--at N] [--timeline]`: replays a session log in Node with no
 * network, verifies every checkpoint, and prints the first divergence, a timeline, or the state
 * of every actor at record N.
 */
import { readFileSync } from 'node:fs';
import { decodeLog, LogDecodeError } from '../log/jsonl.ts';
import type { LogRecord } from '../log/records.ts';
import { Replayer } from '../replay.ts';
import { appInputFromHeader, createAppLogic } from '../system.ts';

function describeRecord(record: LogRecord): string {
  switch (record.kind) {
    case 'input':
    case 'env':
      return `${record.kind.padEnd(10)} → ${record.to}: ${JSON.stringify(record.event)}`;
    case 'push':
      return `push       ← ${record.source}: ${JSON.stringify(record.event)}`;
    case 'io':
      return `io         ← ${record.source}#${record.call}: ${record.outcome.ok ? 'ok' : `failed ${JSON.stringify(record.outcome.error)}`}`;
    case 'checkpoint':
      return `checkpoint   ${record.hash}`;
  }
}

function main(argv: string[]): number {
  const file = argv.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run replay -- <log.jsonl> [--at N] [--timeline]');
    return 2;
  }
  const atIndex = argv.indexOf('--at');
  const at = atIndex >= 0 ? Number(argv[atIndex + 1]) : null;
  let log;
  try {
    log = decodeLog(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(error instanceof LogDecodeError ? `${file}: ${error.message}` : String(error));
    return 2;
  }
  const replay = new Replayer(log, {
    createLogic: (wiring) => createAppLogic(wiring, null),
    inputFromHeader: appInputFromHeader,
  });
  console.log(
    `${log.header.format} v${log.header.version}, app ${log.header.appVersion}, started ${log.header.startedAt}, ${log.header.url}`,
  );
  if (argv.includes('--timeline')) {
    for (const record of log.records)
      console.log(
        `#${String(record.seq).padStart(6)} ${(record.t / 1000).toFixed(3).padStart(9)}s  ${describeRecord(record)}`,
      );
  }
  const report =
    at === null ? replay.runToEnd() : replay.stepTo(log.records.findIndex((r) => r.seq >= at) + 1);
  if (at !== null) {
    for (const id of ['bootstrap', 'shell']) {
      const snapshot = replay.get(id)?.getSnapshot() as
        { value?: unknown; context?: unknown } | undefined;
      console.log(
        `${id}: ${JSON.stringify(snapshot?.value)}\n  ${JSON.stringify(snapshot?.context)}`,
      );
    }
  }
  if (!report.ok) {
    const d = report.divergence!;
    console.error(
      `DIVERGED at record #${d.seq} (${d.kind}): ${d.reason}${d.expected ? ` (expected ${d.expected}, got ${d.actual})` : ''}`,
    );
    return 1;
  }
  console.log(`replayed ${report.applied} records, ${report.checkpoints} checkpoints verified: OK`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
