import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, setup, type AnyActorRef } from 'xstate';
import { createLiveEngine } from '../engine.ts';
import { decodeLog } from '../log/jsonl.ts';
import type { EventLog } from '../log/records.ts';
import { ComparingReplayer } from '../redaction/comparingReplayer.ts';
import { hmacSha256Hex } from '../redaction/hmac.ts';
import { manifestOf } from '../redaction/manifest.ts';
import { NOT_COMPARABLE } from '../redaction/reseal.ts';
import { Replayer, type ReplayOptions } from '../replay.ts';
import { ManualTime } from '../testing/manualTime.ts';
import type { Wiring } from '../wiring.ts';
import { appReplayOptions } from './appReplay.ts';
import { buildReport, buildReportFromLog } from './buildReport.ts';
import {
  MESSAGE_RECEIVED,
  MESSAGE_SENT,
  playReportSession,
  SESSION_TOKEN,
  startReportSession,
} from './testing/appSession.ts';
import { durableHash } from '../durableHash.ts';

/** The state of an actor of a live or replayed engine, compared across the two. */
const valueOf = (ref: AnyActorRef | undefined): unknown =>
  (ref?.getSnapshot() as { value: unknown } | undefined)?.value;

const forms = (value: string) => [value, encodeURIComponent(value), btoa(value)];

async function exportedSession(options: Parameters<typeof startReportSession>[0] = {}) {
  const session = await startReportSession(options);
  await playReportSession(session);
  const log = session.engine.exportLog();
  return { session, log };
}

describe('a report of a real session', () => {
  it('carries no token, name, e-mail or message text of the guest', async () => {
    const { session, log } = await exportedSession();
    const original = JSON.stringify(log);
    for (const secret of [SESSION_TOKEN, 'DemoDan', 'demo@example.com', MESSAGE_SENT])
      expect(original).toContain(secret);

    const report = buildReport(session.engine, { includeMessages: false });
    for (const secret of [SESSION_TOKEN, 'DemoDan', 'demo@example.com'])
      for (const form of forms(secret)) expect(report.jsonl).not.toContain(form);
    expect(report.jsonl).not.toContain(MESSAGE_SENT);
    expect(report.jsonl).not.toContain(MESSAGE_RECEIVED);
    expect(report.summary.guest).toMatch(/^Guest [0-9a-f]{4}$/);
    expect(report.manifest.counts.messageText).toBeGreaterThan(0);

    const withTexts = buildReport(session.engine, { includeMessages: true });
    expect(withTexts.jsonl).toContain(MESSAGE_SENT);
    expect(withTexts.jsonl).not.toContain(SESSION_TOKEN);
    session.engine.stop();
  });

  it('replays to the end with every checkpoint verified, through the states the guest saw', async () => {
    const { session, log } = await exportedSession();
    const manifestKey = new Uint8Array(32).fill(7);
    const report = buildReportFromLog(log, { includeMessages: false, manifestKey });
    expect(report.manifest.sourceDivergence).toBeNull();
    expect(report.manifest.notComparableFrom).toBeNull();
    expect(report.manifest.resealed.length).toBeGreaterThan(0);
    // The guest's own hashes are kept beside the resealed ones, keyed with the report's key: no
    // one holding the redacted log can test guesses of a redacted value against them.
    const original = new Map(
      log.records.flatMap((r) => (r.kind === 'checkpoint' ? [[r.seq, r.hash]] : [])),
    );
    const manifestText = JSON.stringify(report.manifest);
    for (const { seq, original: hash } of report.manifest.resealed) {
      expect(hash).toBe(hmacSha256Hex(manifestKey, original.get(seq)!));
      expect(manifestText).not.toContain(original.get(seq));
    }
    // The manifest travels in the envelope; a header with a place for it would carry it too.
    expect(manifestOf(report.log.header)).toBeNull();
    expect(manifestOf({ ...report.log.header, redaction: report.manifest })).toEqual(
      report.manifest,
    );

    const redacted = decodeLog(report.jsonl);
    const replay = new Replayer(redacted, appReplayOptions);
    const outcome = replay.runToEnd();
    expect(outcome.divergence).toBeNull();
    expect(outcome.checkpoints).toBe(report.summary.checkpoints);
    for (const id of ['bootstrap', 'shell', 'realtime', 'report'])
      expect(valueOf(replay.get(id))).toEqual(valueOf(session.engine.get(id)));
    const guest = (
      replay.get('bootstrap')?.getSnapshot() as { context: { guest: { name: string } } }
    ).context.guest;
    expect(guest.name).toBe(report.summary.guest);
    session.engine.stop();
  });

  it('replays from an anchor when the ring dropped the start of the session', async () => {
    const { session, log } = await exportedSession({
      ring: { segmentRecords: 10, maxRecords: 25 },
      checkpoints: { every: 5 },
    });
    expect(log.header.anchor).not.toBeNull();
    expect(JSON.stringify(log.header.anchor)).toContain(SESSION_TOKEN);
    const manifestKey = new Uint8Array(32).fill(3);
    const report = buildReportFromLog(log, { includeMessages: false, manifestKey });
    expect(report.jsonl).not.toContain(SESSION_TOKEN);
    expect(report.jsonl).not.toContain('DemoDan');
    // The anchor's own hash, keyed like every original in the manifest.
    expect(report.manifest.anchorOriginal).toBe(
      hmacSha256Hex(manifestKey, log.header.anchor?.hash ?? ''),
    );
    expect(
      new Replayer(decodeLog(report.jsonl), appReplayOptions).runToEnd().divergence,
    ).toBeNull();
    session.engine.stop();
  });

  it('keeps a real divergence where the guest’s log had it', async () => {
    const { session, log } = await exportedSession();
    // A service answer changed after the fact: the original no longer replays to its checkpoints.
    const tampered: EventLog = {
      ...log,
      records: log.records.map((record) =>
        record.kind === 'io' && record.source === 'session.load' && record.outcome.ok
          ? {
              ...record,
              outcome: {
                ok: true as const,
                output: { accessToken: 'other-token-xyz', guestId: 1001, expiresIn: 3600 },
              },
            }
          : record,
      ),
    };
    const source = new Replayer(tampered, appReplayOptions).runToEnd().divergence;
    expect(source).not.toBeNull();
    const report = buildReportFromLog(tampered, { includeMessages: false });
    expect(report.manifest.sourceDivergence?.seq).toBe(source?.seq);
    const replayed = new ComparingReplayer(decodeLog(report.jsonl), appReplayOptions).runToEnd();
    expect(replayed.divergence?.seq).toBe(source?.seq);
    session.engine.stop();
  });
});

describe('a report of a page opened with credentials in its URL', () => {
  it('carries none of them, and the pay tour still opens the same flow in replay', async () => {
    const secrets = {
      pwdresetKey: 'k9',
      pwdresetUserName: 'Anna Bee',
      externalToken: 'ext-7731',
      tt: 'q1',
      redirect_token: 'rt-55',
      signupName: 'Annabee',
      signupEmail: 'anna@example.org',
    };
    const query = Object.entries(secrets)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    const session = await startReportSession({ search: `?pwdresetUserId=3&${query}` });
    await playReportSession(session, 1);
    const { engine } = session;
    const log = engine.exportLog();
    const flow = () => engine.get('payTour')?.getSnapshot() as { context: { flow: unknown } };
    expect(JSON.stringify(flow().context)).toContain('pwdreset');
    expect(JSON.stringify(log)).toContain('pwdresetKey=k9');

    const report = buildReport(engine, { includeMessages: false });
    for (const [key, value] of Object.entries(secrets)) {
      expect(report.jsonl).not.toMatch(new RegExp(`${key}=${encodeURIComponent(value)}(?!\\w)`));
      if (value.length >= 6) expect(report.jsonl).not.toContain(value);
    }
    expect(report.jsonl).not.toContain('"pwdresetKey":"k9"');
    expect(report.log.header.url).toMatch(/pwdresetKey=redacted-secret-\d+/);
    expect(report.manifest.notComparableFrom).toBeNull();
    const replay = new ComparingReplayer(decodeLog(report.jsonl), appReplayOptions);
    expect(replay.runToEnd().divergence).toBeNull();
    expect(valueOf(replay.get('payTour'))).toEqual(valueOf(engine.get('payTour')));
    engine.stop();
  });
});

describe('a log that starts a domain whose code is not here', () => {
  it('is refused, naming the domain, instead of resealed to states it never had', async () => {
    const { session, log } = await exportedSession();
    session.engine.stop();
    const last = log.records.at(-1);
    if (!last) throw new Error('the session recorded nothing');
    const startsBlog: EventLog = {
      ...log,
      records: [
        ...log.records,
        {
          kind: 'input' as const,
          seq: last.seq + 1,
          t: last.t,
          to: 'app',
          event: { type: 'app.domainStart', domain: 'blog' },
        },
      ],
    };
    expect(() => buildReportFromLog(startsBlog, { includeMessages: false })).toThrow(
      /lazy domains whose code is not loaded \(blog\): await loadDomainsOfLog/,
    );
  });
});

describe('reports of random sessions', () => {
  type Step =
    | { kind: 'send' | 'receive'; text: string }
    | { kind: 'menu' | 'resize' | 'drop' | 'report' }
    | { kind: 'wait'; ms: number };
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('mail me: dan@example.org', 'call +49 170 1234567', 'card 4111 1111 1111 1111'),
  );
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constantFrom('send' as const, 'receive' as const), text }),
    fc.record({
      kind: fc.constantFrom('menu' as const, 'resize' as const, 'drop' as const, 'report' as const),
    }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(500, 5_000, 51_000) }),
  );

  it('replay with every checkpoint verified and leak nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), fc.boolean(), async (steps, include) => {
        const session = await startReportSession({ checkpoints: { every: 7 } });
        const { engine, time, push, flush } = session;
        for (const [index, s] of steps.entries()) {
          if (s.kind === 'send')
            engine.send('realtime', {
              type: 'realtime.send',
              frame: {
                type: 'sendMessage',
                clientMessageId: `c${index}`,
                channelId: 2,
                data: { text: s.text },
              },
            });
          if (s.kind === 'receive')
            push({
              type: 'push.incomingMessage',
              channelId: 2,
              message: { id: index, data: { text: s.text } },
            });
          if (s.kind === 'menu') engine.send('shell', { type: 'ui.menuToggled', menu: 'myArea' });
          if (s.kind === 'resize')
            engine.env('shell', { type: 'env.viewportResized', width: 300 + index * 50 });
          if (s.kind === 'drop')
            push({ type: 'socket.closed', code: 1006, reason: '', jitter: 0.5 });
          if (s.kind === 'report') engine.send('report', { type: 'ui.reportOpened' });
          if (s.kind === 'wait') time.advance(s.ms);
          await flush();
        }
        const report = buildReport(engine, { includeMessages: include });
        expect(report.manifest.sourceDivergence).toBeNull();
        expect(report.manifest.notComparableFrom).toBeNull();
        const replay = new ComparingReplayer(decodeLog(report.jsonl), appReplayOptions).runToEnd();
        expect(replay.divergence).toBeNull();
        expect(replay.notComparable).toBeNull();
        for (const secret of [
          SESSION_TOKEN,
          'DemoDan',
          'demo@example.com',
          'dan@example.org',
          '4111 1111',
        ])
          expect(report.jsonl).not.toContain(secret);
        engine.stop();
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('a redaction that changes what happens', () => {
  // A machine that branches on the exact address: pseudonyms must not look like verification.
  const verifier = setup({
    types: { events: {} as { type: 'ui.verify'; email: string }, context: {} as { tries: number } },
    actions: { count: assign({ tries: ({ context }) => context.tries + 1 }) },
  }).createMachine({
    id: 'verifier',
    context: { tries: 0 },
    initial: 'waiting',
    states: {
      waiting: {
        on: {
          'ui.verify': [
            { guard: ({ event }) => event.email === 'vip@example.com', target: 'verified' },
            { actions: 'count' },
          ],
        },
      },
      verified: { on: { 'ui.verify': { actions: 'count' } } },
    },
  });
  const options: ReplayOptions<typeof verifier> = {
    createLogic: (_wiring: Wiring) => verifier,
    inputFromHeader: () => undefined,
  };

  it('marks the checkpoints from there on as not comparable, and replay says so', () => {
    const engine = createLiveEngine({
      hash: durableHash,
      ...options,
      time: new ManualTime(),
      header: { appVersion: 'test', language: 'en', url: '/en/' },
      checkpoints: { every: 1 },
    }).start();
    engine.send('app', { type: 'ui.verify', email: 'other@example.com' });
    engine.send('app', { type: 'ui.verify', email: 'vip@example.com' });
    engine.send('app', { type: 'ui.verify', email: 'vip@example.com' });
    const log = engine.exportLog();
    const report = buildReportFromLog(log, { includeMessages: false, replay: options as never });
    const first = report.manifest.notComparableFrom;
    expect(first).toBe(3);
    const checkpoints = report.log.records.filter((r) => r.kind === 'checkpoint');
    expect(checkpoints.filter((r) => r.seq < first!).every((r) => r.hash !== NOT_COMPARABLE)).toBe(
      true,
    );
    expect(checkpoints.filter((r) => r.seq >= first!).every((r) => r.hash === NOT_COMPARABLE)).toBe(
      true,
    );

    const replay = new ComparingReplayer(decodeLog(report.jsonl), options);
    const outcome = replay.runToEnd();
    expect(outcome.ok).toBe(true);
    expect(outcome.notComparable).toEqual({ from: 3, checkpoints: 3 });
    expect(outcome.checkpoints).toBe(1);
    expect(replay.cursor).toBe(report.log.records.length);
    engine.stop();
  });
});
