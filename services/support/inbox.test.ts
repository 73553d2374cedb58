import { describe, expect, it } from 'vitest';
import { createSupportInbox } from './inbox.ts';

const report = {
  id: 'R-7K3M-9Q',
  receivedAt: '2026-11-22T10:00:00.000Z',
  guestPseudonym: 'Guest 7f3a',
  language: 'de',
  appVersion: '0.1.0',
  bytes: 2048,
  records: 120,
  description: 'The menu did not open',
  includeMessages: false,
};

function fakeFetch(status: number, body: unknown, type = 'application/json'): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
    );
}

const inboxOf = (fetchFn: typeof fetch) => createSupportInbox(fetchFn, '/support/api', '/login');

describe('the support inbox service', () => {
  it('reads the list the simulator answers, keeping unknown fields out of the way', async () => {
    const answer = await inboxOf(fakeFetch(200, { reports: [report] })).list();
    expect(answer).toEqual({ ok: true, value: [report] });
  });

  it('shows a visitor’s report (no pseudonym) with an empty guest', async () => {
    const answer = await inboxOf(
      fakeFetch(200, { reports: [{ ...report, guestPseudonym: null }] }),
    ).list();
    expect(answer.ok && answer.value[0]?.guestPseudonym).toBe('');
  });

  it('names the first field of a reply of the wrong shape', async () => {
    const answer = await inboxOf(
      fakeFetch(200, { reports: [report, { ...report, bytes: '2 KB' }] }),
    ).list();
    expect(answer).toMatchObject({ ok: false, status: 200, error: 'invalid_reply' });
    expect(!answer.ok && answer.detail).toMatch(/^reports\.1\.bytes: /);
    expect(await inboxOf(fakeFetch(200, 'not json')).list()).toEqual({
      ok: false,
      status: 200,
      error: 'invalid_reply',
      detail: 'the report list is not JSON',
    });
  });

  it('passes refusals on with their status and the server’s reason', async () => {
    expect(await inboxOf(fakeFetch(401, { error: 'unauthorized' })).list()).toEqual({
      ok: false,
      status: 401,
      error: 'http',
      detail: 'unauthorized',
    });
    expect(await inboxOf(fakeFetch(502, '<html>bad gateway</html>', 'text/html')).list()).toEqual({
      ok: false,
      status: 502,
      error: 'http',
      detail: '',
    });
    const offline = (() => {
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    expect(await inboxOf(offline).list()).toEqual({
      ok: false,
      status: 0,
      error: 'network',
      detail: 'Failed to fetch',
    });
  });

  it('downloads one log as text from its own URL, with the staff cookie', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const fetchFn = ((url: string, init?: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(
        new Response('{"format":"x"}\n', {
          headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
        }),
      );
    }) as unknown as typeof fetch;
    expect(await inboxOf(fetchFn).fetchLog('a b')).toEqual({ ok: true, value: '{"format":"x"}\n' });
    expect(seen.map(({ url }) => url)).toEqual(['/support/api/reports/a%20b']);
    expect(seen[0]?.init?.credentials).toBe('same-origin');
  });

  it('refuses a log that is not one: an HTML page, or nothing', async () => {
    expect(await inboxOf(fakeFetch(200, '<html></html>', 'text/html')).fetchLog('x')).toEqual({
      ok: false,
      status: 200,
      error: 'invalid_reply',
      detail: 'not a log: text/html',
    });
    expect(await inboxOf(fakeFetch(200, '\n', 'application/x-ndjson')).fetchLog('x')).toMatchObject(
      {
        error: 'invalid_reply',
        detail: 'the report is empty',
      },
    );
    expect(await inboxOf(fakeFetch(404, { error: 'not_found' })).fetchLog('x')).toMatchObject({
      status: 404,
      detail: 'not_found',
    });
  });

  it('lists the kept builds (issue 53), and says when the reply is not that list', async () => {
    const kept = {
      current: '0.1.0+bbbbbbbbbb',
      versions: ['0.1.0+bbbbbbbbbb', '0.1.0+aaaaaaaaaa'],
    };
    expect(await inboxOf(fakeFetch(200, kept)).replayers()).toEqual({ ok: true, value: kept });
    expect(await inboxOf(fakeFetch(200, { current: 3 })).replayers()).toMatchObject({
      ok: false,
      error: 'invalid_reply',
    });
    expect(await inboxOf(fakeFetch(401, { error: 'unauthorized' })).replayers()).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
