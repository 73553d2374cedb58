/** `npm run replay`'s work, without the process: see `replay.ts` for the command. */
import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { decodeLog, LogDecodeError } from '../log/jsonl.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import type { ComparingReplayer, ComparingReport } from '../redaction/comparingReplayer.ts';
import { manifestOf } from '../redaction/manifest.ts';
import { isRedacted, redactionMarks, type RedactionMarks } from '../redaction/marks.ts';
import type { ReplayOptions } from '../replay.ts';
import { summarizeLog } from '../report/summary.ts';
import { loadBuildReplayer } from './builds.ts';
import { replayApi, type ReplayApi } from './replayApi.ts';

const USAGE =
  'usage: npm run replay -- <log.jsonl> [--at N] [--timeline] [--builds <folder> [--with <version>]]';
const HELP = `${USAGE}

Replays a session log or a guest's redacted problem report in Node, with no network, and verifies
every checkpoint.

  <log.jsonl>   the log (JSON lines: a header, then records)
  --at N        also print the state of every actor after record N
  --timeline    also print every record, one a line
  --builds DIR  replay with the replayer of the build that recorded the log, from DIR (one
                folder per version: a build's dist/replayers, the simulator's DATA_DIR/replayers);
                this checkout's machines when DIR has none of that version
  --with V      with --builds: replay with build V's replayer instead (does a later build
                replay this log as its build did? the first divergence says where not)
  -h, --help    print this help and exit

Exit codes: 0 replayed, 1 a divergence (the record is named), 2 a log that cannot be read (the
line is named) or a wrong command line.`;

function describeRecord(record: LogRecord): string {
  switch (record.kind) {
    case 'input':
    case 'env':
      return `${record.kind.padEnd(10)} → ${record.to}: ${JSON.stringify(record.event)}`;
    case 'push':
      return `push       ← ${record.source}${record.stream === undefined ? '' : `~${record.stream}`}: ${JSON.stringify(record.event)}`;
    case 'io':
      return `io         ← ${record.source}#${record.call}: ${record.outcome.ok ? 'ok' : `failed ${JSON.stringify(record.outcome.error)}`}`;
    case 'checkpoint':
      return `checkpoint   ${record.hash}`;
  }
}

function line(record: LogRecord): string {
  return `#${String(record.seq).padStart(6)} ${(record.t / 1000).toFixed(3).padStart(9)}s  ${describeRecord(record)}`;
}

function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1);
  return minutes > 0 ? `${minutes}m ${seconds}s` : `${seconds}s`;
}

function summaryLines(log: EventLog, bytes: number, marks: RedactionMarks): string[] {
  const summary = summarizeLog(log, bytes);
  const range =
    summary.fromSeq === null ? 'none' : `#${summary.fromSeq}–#${summary.toSeq ?? summary.fromSeq}`;
  const start = log.header.anchor
    ? `from the anchor at #${log.header.anchor.seq}`
    : 'from the start';
  const kinds = Object.entries(summary.kinds)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const redacted = isRedacted(marks)
    ? `yes: ${marks.secrets} secrets and ${marks.payment} payment data removed, ${marks.emails} e-mail, ${marks.names} name and ${marks.phones} phone pseudonyms, ${marks.texts} message texts as lengths`
    : 'no';
  const subject = log.header.machine;
  const lines = [
    ...(subject
      ? [
          `machine    ${subject.name}${subject.input === undefined ? '' : ` (input ${JSON.stringify(subject.input)})`}${subject.stubActions.length > 0 ? `, no-op actions: ${subject.stubActions.join(', ')}` : ''}`,
          ...(subject.failure
            ? [`failure    ${subject.failure.split('\n').join('\n           ')}`]
            : []),
        ]
      : []),
    `records    ${summary.records} (${range}), ${duration(summary.spanMs)} of engine time, ${start}`,
    `kinds      ${kinds || 'none'}`,
    ...(subject ? [] : [`guest      ${summary.guest ?? 'visitor'}`]),
    `redacted   ${redacted}`,
  ];
  const manifest = manifestOf(log.header);
  if (manifest) {
    const source = manifest.sourceDivergence
      ? `diverged at #${manifest.sourceDivergence.seq} where it was recorded`
      : 'verified where it was recorded';
    lines.push(
      `redaction  ${manifest.policy}, ${manifest.resealed.length} checkpoints resealed (original hashes kept, keyed), ${source}`,
    );
  }
  return lines;
}

/** A single machine's log names its machine, built from `src/testing/machineRegistry.ts`. */
async function replayOptionsFor(
  log: EventLog,
  api: ReplayApi,
): Promise<ReplayOptions<AnyStateMachine>> {
  if (!log.header.machine) return api.appReplayOptionsFor(log);
  const [{ machineRegistry }, { machineReplayOptions }] = await Promise.all([
    import('../../testing/machineRegistry.ts'),
    import('../../testing/machineLogic.ts'),
  ]);
  return machineReplayOptions(log.header.machine, machineRegistry);
}

function actorStates(log: EventLog, replay: ComparingReplayer<AnyStateMachine>) {
  if (log.header.machine) {
    const snapshot = replay.actor.getSnapshot() as { value?: unknown; context?: unknown };
    return [
      `${log.header.machine.name}: ${JSON.stringify(snapshot.value)}\n  ${JSON.stringify(snapshot.context)}`,
    ];
  }
  const children = replay.actor.getSnapshot().children as Record<
    string,
    { getSnapshot(): { value?: unknown; context?: unknown } } | undefined
  >;
  return Object.entries(children).map(([id, child]) => {
    const snapshot = child?.getSnapshot();
    return `${id}: ${JSON.stringify(snapshot?.value)}\n  ${JSON.stringify(snapshot?.context)}`;
  });
}

function outcomeLines(log: EventLog, report: ComparingReport): { lines: string[]; code: number } {
  const lines: string[] = [];
  if (report.notComparable) {
    const { from, checkpoints } = report.notComparable;
    lines.push(
      `redacted log: checkpoints after record #${Math.max(0, from - 1)} are not comparable (${checkpoints} passed unverified: redaction changed what the replay goes through)`,
    );
  }
  const d = report.divergence;
  if (d) {
    lines.push(
      `DIVERGED at record #${d.seq} (${d.kind}): ${d.reason}${d.expected ? ` (expected ${d.expected}, got ${d.actual})` : ''}`,
    );
    const record = log.records.find((candidate) => candidate.seq === d.seq);
    if (record) lines.push(`  ${line(record)}`);
    if (d.verifiedUpTo !== undefined)
      lines.push(
        `  the state was verified up to record #${d.verifiedUpTo}: the cause is in records #${d.verifiedUpTo + 1} to #${d.seq}`,
      );
    lines.push(
      `replayed ${report.applied} records, ${report.checkpoints} checkpoints verified before it`,
    );
    return { lines, code: 1 };
  }
  lines.push(`replayed ${report.applied} records, ${report.checkpoints} checkpoints verified: OK`);
  return { lines, code: 0 };
}

/**
 * The command with its arguments (without `node` and the script), as `replay.ts` runs it: prints
 * on the console and returns the exit code. Tests call it in-process; one spawns the command.
 */
export async function main(argv: string[]): Promise<number> {
  // Asking for help is not a usage error: usage on stdout, exit 0 (CLI conventions).
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const unknown = argv.find(
    (arg) => arg.startsWith('-') && !['--at', '--timeline', '--builds', '--with'].includes(arg),
  );
  if (unknown !== undefined) {
    console.error(`unknown option ${unknown}\n${USAGE}`);
    return 2;
  }
  const atIndex = argv.indexOf('--at');
  const buildsIndex = argv.indexOf('--builds');
  const withIndex = argv.indexOf('--with');
  const values = new Set([atIndex, buildsIndex, withIndex].filter((i) => i >= 0).map((i) => i + 1));
  const file = argv.find((arg, index) => !arg.startsWith('--') && !values.has(index));
  const at = atIndex >= 0 ? Number(argv[atIndex + 1]) : null;
  const builds = buildsIndex >= 0 ? argv[buildsIndex + 1] : null;
  const chosen = withIndex >= 0 ? argv[withIndex + 1] : null;
  if (
    !file ||
    (at !== null && !Number.isInteger(at)) ||
    builds === undefined ||
    chosen === undefined ||
    (chosen !== null && builds === null)
  ) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  let log: EventLog;
  try {
    text = readFileSync(file, 'utf8');
    log = decodeLog(text);
  } catch (error) {
    console.error(
      `${file}: ${error instanceof LogDecodeError || error instanceof Error ? error.message : String(error)}`,
    );
    return 2;
  }
  console.log(
    `${log.header.format} v${log.header.version}, app ${log.header.appVersion}, started ${log.header.startedAt}, ${log.header.url}`,
  );
  for (const summary of summaryLines(log, Buffer.byteLength(text), redactionMarks(text)))
    console.log(summary);
  if (argv.includes('--timeline')) for (const record of log.records) console.log(line(record));

  let options: ReplayOptions<AnyStateMachine>;
  let api: ReplayApi = replayApi;
  try {
    if (builds !== null && !log.header.machine) {
      const version = chosen ?? log.header.appVersion;
      const build = await loadBuildReplayer(builds, version);
      if (build.found) {
        api = build.api;
        // That build's own decoder: the records as its machines expect them.
        log = api.decodeLog(text);
        console.log(`replayer   build ${api.version} (${build.path})`);
      } else
        console.log(
          `replayer   this checkout's machines: ${builds} holds no replayer of app ${version} (it holds ${build.held.join(', ') || 'none'})`,
        );
    }
    options = await replayOptionsFor(log, api);
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const replay: ComparingReplayer<AnyStateMachine> = new api.ComparingReplayer(log, options);
  if (at !== null) {
    const index = log.records.findIndex((record) => record.seq >= at);
    replay.stepTo(index < 0 ? log.records.length : index + 1);
    console.log(`state after record #${at}:`);
    for (const state of actorStates(log, replay)) console.log(state);
  }
  const report = replay.runToEnd();
  if (log.header.machine) {
    // A model path's log: the state it ends in is what the failed assertion was about.
    console.log(`final state:`);
    for (const state of actorStates(log, replay)) console.log(state);
  }
  const { lines, code } = outcomeLines(log, report);
  for (const out of lines) (code === 0 ? console.log : console.error)(out);
  return code;
}
