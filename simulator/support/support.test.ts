import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLog, encodeLog } from '../../src/engine/log/jsonl.ts';
import type { EventLog } from '../../src/engine/log/records.ts';
import { buildReport } from '../../src/engine/report/buildReport.ts';
import type { ReportEnvelope } from '../../src/engine/report/envelope.ts';
import {
  playReportSession,
  startReportSession,
} from '../../src/engine/report/testing/appSession.ts';
import { REPORT_ID_PATTERN } from '../../services/support/reportUpload.ts';
import type { RunningSimulator } from '../server.ts';
import { cookieFrom, loginAs, startTestSimulator, tempDir } from '../testing.ts';
import { DEMO_SUPPORT_PASSWORD } from '../config.ts';
import { containsSecret } from './secrets.ts';
import { testLogHeader } from '../../src/engine/testing/logHeader.ts';

let sim: RunningSimulator;
const data = tempDir();
let staffToken: string;

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  const response = await fetch(`${sim.appUrl}/support/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'support', password: DEMO_SUPPORT_PASSWORD }),
  });
  staffToken = ((await response.json()) as { token: string }).token;
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

async function redactedReport(description = 'The messenger froze') {
  const session = await startReportSession();
  await playReportSession(session);
  const report = buildReport(session.engine, { includeMessages: false });
  session.engine.stop();
  const envelope: ReportEnvelope = {
    description,
    language: 'de',
    appVersion: 'test',
    pageUrl: 'http://127.0.0.1/en/',
    includeMessages: false,
    summary: report.summary,
    redaction: report.manifest,
  };
  return { report, envelope };
}

function send(body: string, type = 'application/x-ndjson') {
  return fetch(`${sim.appUrl}/support/reports`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
}

const asStaff = (path: string) =>
  fetch(`${sim.appUrl}${path}`, { headers: { authorization: `Bearer ${staffToken}` } });

function minimalLog(url = '/en/'): EventLog {
  return {
    header: testLogHeader({ url }),
    records: [{ seq: 0, t: 0, kind: 'input', to: 'shell', event: { type: 'ui.menusClosed' } }],
  };
}

describe('the support inbox', () => {
  it('takes a redacted report and gives support its list entry, log and envelope', async () => {
    const { report, envelope } = await redactedReport();
    const response = await send(`${JSON.stringify({ envelope })}\n${report.jsonl}`);
    expect(response.status).toBe(201);
    const { reportId } = (await response.json()) as { reportId: string };
    expect(reportId).toMatch(REPORT_ID_PATTERN);

    const list = (await (await asStaff('/support/api/reports')).json()) as {
      reports: Record<string, unknown>[];
    };
    expect(list.reports[0]).toMatchObject({
      id: reportId,
      guestPseudonym: report.summary.guest,
      language: 'de',
      appVersion: 'test',
      bytes: Buffer.byteLength(report.jsonl),
      records: report.log.records.length,
      description: 'The messenger froze',
      includeMessages: false,
      notComparableFrom: null,
    });
    expect(Date.parse(String(list.reports[0]?.receivedAt))).not.toBeNaN();

    const log = await asStaff(`/support/api/reports/${reportId}`);
    expect(log.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const text = await log.text();
    expect(text).toBe(report.jsonl);
    expect(decodeLog(text).records).toHaveLength(report.log.records.length);

    const meta = (await (await asStaff(`/support/api/reports/${reportId}/envelope`)).json()) as {
      envelope: ReportEnvelope;
    };
    expect(meta.envelope.redaction.resealed.length).toBeGreaterThan(0);
    expect((await asStaff('/support/api/reports/R-0000-00')).status).toBe(404);
  });

  it('takes a JSON body and a bare log too', async () => {
    const log = encodeLog(minimalLog());
    const json = await send(JSON.stringify({ log }), 'application/json');
    expect(json.status).toBe(201);
    expect((await send(log)).status).toBe(201);
  });

  it('refuses what is not a log, naming the bad line', async () => {
    const bad = await send(`${encodeLog(minimalLog())}{"seq":5}\n`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_log', message: /line 3/ });
    expect((await send('')).status).toBe(400);
    const envelope = await send(`{"envelope":{"language":"xx"}}\n${encodeLog(minimalLog())}`);
    expect(envelope.status).toBe(400);
    expect(await envelope.json()).toMatchObject({ error: 'invalid_envelope' });
  });

  it('refuses a log that holds a session token of the store, in any form', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    for (const hidden of [
      accessToken,
      encodeURIComponent(accessToken),
      Buffer.from(accessToken).toString('base64'),
    ]) {
      const response = await send(encodeLog(minimalLog(`/en/?x=${hidden}`)));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: 'unredacted_secret' });
    }
  });

  it('refuses a report over 16 MB', async () => {
    const response = await send('x'.repeat(16 * 1024 * 1024 + 10));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'log_too_large' });
  });
});

describe('the support API', () => {
  it('answers 401 without a login and 403 to a guest, by cookie or token', async () => {
    expect((await fetch(`${sim.appUrl}/support/api/reports`)).status).toBe(401);
    const { cookie, accessToken } = await loginAs(sim, 'demo');
    const byCookie = await fetch(`${sim.appUrl}/support/api/reports`, { headers: { cookie } });
    expect(byCookie.status).toBe(403);
    const byToken = await fetch(`${sim.appUrl}/support/api/reports`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(byToken.status).toBe(403);
  });

  it('logs scripts in by password only: a bare login or a wrong password gets no token', async () => {
    const post = (body: unknown) =>
      fetch(`${sim.appUrl}/support/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bare = await post({ login: 'support' });
    expect(bare.status).toBe(400);
    const wrong = await post({ login: 'support', password: 'support' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'wrong_credentials',
      message: 'wrong login or password',
    });
    expect(cookieFrom(wrong, 'support_sid')).toBeUndefined();
    expect(staffToken).toMatch(/^[\w-]{43}$/);
  });

  it('logs support staff in by the one-step login, and out again', async () => {
    const login = await fetch(`${sim.appUrl}/support/login?as=support&next=/en/`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/en/');
    const cookie = cookieFrom(login, 'support_sid')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^support_sid=/);
    const list = await fetch(`${sim.appUrl}/support/api/reports`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const logout = await fetch(`${sim.appUrl}/support/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${sim.appUrl}/support/api/reports`, { headers: { cookie } })).status).toBe(
      401,
    );
    expect(
      (await fetch(`${sim.appUrl}/support/login?as=demo`, { redirect: 'manual' })).status,
    ).toBe(404);
  });
});

describe('containsSecret', () => {
  it('finds a token raw, encoded or in base64, inside longer text, and nothing else', () => {
    const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';
    expect(containsSecret(`{"url":"/x?access_token=${token}&y=1"}`, [token])).toBe(true);
    expect(containsSecret(`blob:${Buffer.from(token).toString('base64')}`, [token])).toBe(true);
    expect(containsSecret(`redacted-secret-1 ${token.slice(1)}`, [token])).toBe(false);
  });
});
