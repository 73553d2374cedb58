import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLog } from '../log/jsonl.ts';
import type { EventLog } from '../log/records.ts';
import { NOT_COMPARABLE } from '../redaction/reseal.ts';
import { buildReportFromLog } from '../report/buildReport.ts';
import { playReportSession, startReportSession } from '../report/testing/appSession.ts';
import { runReplay } from './testing/runReplay.ts';

/**
 * The command line as a guest's support ticket meets it, on generated logs: run in-process
 * (runReplay), and spawned once, for the exit code of the process.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
let log: EventLog;

function write(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** `npm run replay -- <name> …args` on a log file holding `content` (none: `args` alone). */
function replay(name: string, content: string | null, ...args: string[]) {
  return runReplay(content === null ? args : [write(name, content), ...args]);
}

beforeAll(async () => {
  const session = await startReportSession({ checkpoints: { every: 10 } });
  await playReportSession(session);
  log = session.engine.exportLog();
  session.engine.stop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run replay', () => {
  it('replays a good log: summary, every checkpoint verified, exit 0', async () => {
    const { code, out } = await replay('ok.jsonl', encodeLog(log));
    expect(code).toBe(0);
    const checkpoints = log.records.filter((r) => r.kind === 'checkpoint').length;
    expect(out).toContain(`records    ${log.records.length} (#0–#${log.records.length - 1})`);
    // Each kind with its count, in the order the log first has it.
    const kinds = /kinds {6}(.*)/.exec(out)?.[1] ?? '';
    for (const kind of ['io', 'input', 'push', 'checkpoint'])
      expect(kinds).toMatch(new RegExp(`(^|, )${kind} \\d+(,|$)`));
    expect(out).toContain('redacted   no');
    expect(out).toContain('guest      DemoDan');
    expect(out).toContain(
      `replayed ${log.records.length} records, ${checkpoints} checkpoints verified: OK`,
    );
  }, 120_000);

  it('names the diverging record of a tampered log, exit 1 (the command, spawned)', () => {
    const index = log.records.findIndex((r) => r.kind === 'checkpoint' && r.seq > 20);
    const tampered = {
      ...log,
      records: log.records.map((r, i) => (i === index ? { ...r, hash: '00000000000000' } : r)),
    };
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'src/engine/cli/replay.ts'), write('tampered.jsonl', encodeLog(tampered))],
      { encoding: 'utf8', cwd: root },
    );
    // The exit code is the process's: replay.ts hands main's on.
    expect(result.status).toBe(1);
    const err = result.stderr;
    const seq = log.records[index]!.seq;
    expect(err).toContain(`DIVERGED at record #${seq} (checkpoint): checkpoint hash differs`);
    expect(err).toMatch(new RegExp(`#\\s+${seq}\\s.*checkpoint\\s+00000000000000`));
    // The records the cause lies in: from the checkpoint verified before it.
    const before = log.records.findLast((r) => r.kind === 'checkpoint' && r.seq < seq)!.seq;
    expect(err).toContain(
      `the state was verified up to record #${before}: the cause is in records #${before + 1} to #${seq}`,
    );
  }, 120_000);

  it('prints its usage for --help and -h on stdout, exit 0; a wrong command line exits 2', async () => {
    for (const flag of ['--help', '-h']) {
      const result = await replay('', null, flag);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/^usage: npm run replay -- <log\.jsonl>/);
      expect(result.out).toContain('--timeline');
    }
    const { code, err } = await replay('ok.jsonl', encodeLog(log), '--verbose');
    expect(code).toBe(2);
    expect(err).toContain('unknown option --verbose');
  }, 120_000);

  it('names the bad line of a log it cannot read, exit 2', async () => {
    const lines = encodeLog(log).split('\n');
    lines[3] = '{"seq": "three"';
    const { code, err } = await replay('garbage.jsonl', lines.join('\n'));
    expect(code).toBe(2);
    expect(err).toContain('event log line 4: not valid JSON');
    expect((await replay('empty.jsonl', '')).code).toBe(2);
  }, 120_000);

  it('replays a redacted report and says it is redacted', async () => {
    const report = buildReportFromLog(log, { includeMessages: false });
    const { code, out } = await replay('report.jsonl', report.jsonl);
    expect(code).toBe(0);
    expect(out).toMatch(/redacted {3}yes: [1-9]\d* secrets/);
    expect(out).toMatch(/guest {6}Guest [0-9a-f]{4}/);
    expect(out).toContain('verified: OK');
  }, 120_000);

  it('reports checkpoints a redaction made not comparable, without failing', async () => {
    const report = buildReportFromLog(log, { includeMessages: false });
    const from = report.log.records.findIndex((r) => r.kind === 'checkpoint' && r.seq > 30);
    const marked = {
      ...report.log,
      records: report.log.records.map((r, i) =>
        i >= from && r.kind === 'checkpoint' ? { ...r, hash: NOT_COMPARABLE } : r,
      ),
    };
    const { code, out } = await replay('marked.jsonl', encodeLog(marked), '--at', '5');
    expect(code).toBe(0);
    const seq = report.log.records[from]!.seq;
    expect(out).toContain(`redacted log: checkpoints after record #${seq - 1} are not comparable`);
    expect(out).toContain('state after record #5:');
    expect(out).toMatch(/^bootstrap: /m);
  }, 120_000);

  it('replays with the replayer of the build that recorded the log, from --builds', async () => {
    // A folder of replayers as a build writes it (dist/replayers/<version>/node/replay.mjs); this
    // one is the checkout's own API under another version, so that the line names which ran.
    const builds = join(dir, 'builds');
    const version = '0.1.0+feedc0ffee';
    mkdirSync(join(builds, version, 'node'), { recursive: true });
    writeFileSync(
      join(builds, version, 'node/replay.mjs'),
      `import { replayApi as checkout } from ${JSON.stringify(join(root, 'src/engine/cli/replayApi.ts'))};\n` +
        `export const replayApi = { ...checkout, version: 'the kept build' };\n`,
    );
    const recorded = { ...log, header: { ...log.header, appVersion: version } };
    const found = await replay('kept.jsonl', encodeLog(recorded), '--builds', builds);
    expect(found.code).toBe(0);
    expect(found.out).toContain(`replayer   build the kept build (${join(builds, version)}`);
    expect(found.out).toContain('verified: OK');

    // A version the folder does not hold, or one that is not a folder's name: the checkout's.
    for (const appVersion of ['0.0.9+0123456789', '../builds/0.1.0+feedc0ffee']) {
      const other = { ...log, header: { ...log.header, appVersion } };
      const missing = await replay('other.jsonl', encodeLog(other), '--builds', builds);
      expect(missing.code).toBe(0);
      expect(missing.out).toContain(
        `replayer   this checkout's machines: ${builds} holds no replayer of app ${appVersion} (it holds ${version})`,
      );
    }
    expect((await replay('kept.jsonl', encodeLog(recorded), '--builds')).code).toBe(2);
    // Another build's replayer, asked for by name (the e2e test replayerBuilds shows a divergence).
    const asked = await replay(
      'other.jsonl',
      encodeLog(log),
      '--builds',
      builds,
      '--with',
      version,
    );
    expect(asked.out).toContain('replayer   build the kept build');
    expect((await replay('other.jsonl', encodeLog(log), '--with', version)).code).toBe(2);
  }, 120_000);
});
