import { describe, expect, it } from 'vitest';
import { decodeLog, encodeLog } from '../engine/log/jsonl.ts';
import type { EventLog, LogRecord } from '../engine/log/records.ts';
import { buildReport } from '../engine/report/buildReport.ts';
import { playReportSession, startReportSession } from '../engine/report/testing/appSession.ts';
import { validatePushes } from './pushes.ts';

/** A real report: a guest's session with pushes of the socket, redacted as it leaves. */
async function reportLog(): Promise<EventLog> {
  const session = await startReportSession({ checkpoints: { every: 10 } });
  await playReportSession(session);
  const report = buildReport(session.engine, { includeMessages: false });
  session.engine.stop();
  return decodeLog(report.jsonl);
}

const log = await reportLog();
const pushIndex = log.records.findIndex(
  (record) => record.kind === 'push' && record.event.type === 'push.incomingMessage',
);

/** The report with its first incoming message's push replaced by `event` (same seq and time). */
function doctored(event: Record<string, unknown>, source?: string): EventLog {
  const records = log.records.map((record, index): LogRecord =>
    index === pushIndex && record.kind === 'push'
      ? { ...record, ...(source ? { source } : {}), event: event as { type: string } }
      : record,
  );
  // Through the text, as support gets it: a decodable log whose push is hostile.
  return decodeLog(encodeLog({ header: log.header, records }));
}

describe('validatePushes: a report’s pushes checked again before replay (issue 23 §3)', () => {
  it('lets a real redacted report through, its pushes as the live services emitted them', () => {
    expect(pushIndex).toBeGreaterThan(0);
    expect(log.records.filter((record) => record.kind === 'push').length).toBeGreaterThan(3);
    expect(validatePushes(log)).toBeNull();
  });

  const original = log.records[pushIndex]!;
  const message = original.kind === 'push' ? original.event : { type: '' };

  it.each([
    ['a message that is not an object', { ...message, message: 'boom' }, /message/],
    ['a field of the wrong type', { ...message, channelId: 'two' }, /channelId/],
    ['an unknown frame type', { type: 'push.takeOver', anything: 1 }, /unknown type/],
    ['a field the contract does not have', { ...message, isAdmin: true }, /isAdmin|key/i],
    [
      'a frame over the live size limit',
      {
        ...message,
        message: { ...(message['message'] as object), data: { text: 'x'.repeat(70_000) } },
      },
      /over .* bytes/,
    ],
    [
      'a socket close with a text code',
      { type: 'socket.closed', code: 'x', reason: '', jitter: 0 },
      /code/,
    ],
  ])('refuses %s, naming its line', (_what, event, reason) => {
    const refusal = validatePushes(doctored(event));
    expect(refusal).toMatchObject({
      line: pushIndex + 2,
      seq: original.seq,
      source: 'realtime.socket',
      type: event.type,
    });
    expect(refusal?.reason).toMatch(reason);
  });

  it('refuses a push of a source the app has no stream for, and a prototype key', () => {
    expect(validatePushes(doctored(message, 'evil.stream'))).toMatchObject({
      line: pushIndex + 2,
      reason: "unknown push source 'evil.stream'",
    });
    const polluted = decodeLog(
      encodeLog(doctored(message)).replace(
        '"type":"push.incomingMessage"',
        '"type":"push.incomingMessage","__proto__":{"polluted":true}',
      ),
    );
    // The log's decoder drops the key, or the frame's strict schema refuses it: either way no
    // push with it reaches the replay, and no prototype gains a key.
    const record = polluted.records[pushIndex]!;
    const event = record.kind === 'push' ? record.event : {};
    if (Object.hasOwn(event, '__proto__'))
      expect(validatePushes(polluted)?.line).toBe(pushIndex + 2);
    else expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('checks the pay bridge, checkout and feed subscriptions with their live decoders', () => {
    const one = (source: string, event: Record<string, unknown>) =>
      validatePushes(doctored(event, source))?.reason ?? null;
    expect(
      one('payTour.bridge', { type: 'pay.hook', hook: 'paid', data: { hook: 'paid' } }),
    ).toBeNull();
    expect(one('payTour.bridge', { type: 'pay.hook', hook: '', data: {} })).toMatch(
      /hook-without-name/,
    );
    expect(one('payTour.bridge', { type: 'pay.scrollTo', top: '12' })).toMatch(/top/);
    expect(one('payTour.bridge', { type: 'pay.admin' })).toBe('not a fact of the pay bridge');
    expect(
      one('payTour.checkout', { type: 'checkout.link', id: 'co_1', url: 'https://pay.test/x' }),
    ).toBeNull();
    expect(
      one('payTour.checkout', { type: 'checkout.rejected', id: 'co_1', message: 'x', origin: '' }),
    ).not.toBeNull();
    const counters = { postId: 'p1', likes: 3, commentsTotal: 1, tipsSum: 0, tipsProgress: null };
    expect(one('feed.live', { type: 'push.postUpdated', ...counters })).toBeNull();
    expect(one('feed.live', { type: 'push.postUpdated', ...counters, likes: -1 })).toMatch(/likes/);
    expect(one('feed.live', { type: 'push.postUpdated', ...counters, html: '<b>' })).toBe(
      'unknown field html',
    );
    expect(one('feed.news', { type: 'push.feedNews.connecting', retry: false })).toBeNull();
  });
});
