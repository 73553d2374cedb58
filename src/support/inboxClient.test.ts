import { describe, expect, it } from 'vitest';
import { createInboxClient } from './inboxClient.ts';

const report = {
  id: 'r1',
  receivedAt: '2026-11-22T10:00:00Z',
  guestPseudonym: 'guest-7f3a',
  language: 'de',
  appVersion: '0.1.0',
  bytes: 2048,
  records: 120,
  description: 'The menu did not open',
};

function fakeFetch(status: number, body: unknown): typeof fetch {
  return (async (url: string | URL | Request) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'x-url': String(url) },
    })) as typeof fetch;
}

describe('the support inbox client', () => {
  it('reads the list bare or wrapped in { reports }', async () => {
    const bare = await createInboxClient(fakeFetch(200, [report])).list();
    const wrapped = await createInboxClient(fakeFetch(200, { reports: [report] })).list();
    expect(bare).toEqual({ ok: true, value: [report] });
    expect(wrapped).toEqual(bare);
  });

  it('fills what a report leaves out, and takes numeric ids', async () => {
    const answer = await createInboxClient(fakeFetch(200, [{ id: 4 }])).list();
    expect(answer).toEqual({
      ok: true,
      value: [
        {
          id: '4',
          receivedAt: '',
          guestPseudonym: '',
          language: '',
          appVersion: '',
          bytes: 0,
          records: 0,
          description: '',
        },
      ],
    });
  });

  it('passes refusals on by status, and a broken body as 502', async () => {
    expect(await createInboxClient(fakeFetch(401, {})).list()).toEqual({ ok: false, status: 401 });
    expect(await createInboxClient(fakeFetch(200, 'not json')).list()).toEqual({
      ok: false,
      status: 502,
    });
    const offline = (async () => {
      throw new TypeError('failed');
    }) as unknown as typeof fetch;
    expect(await createInboxClient(offline).list()).toEqual({ ok: false, status: 0 });
  });

  it('downloads one log as text from its own URL', async () => {
    const seen: string[] = [];
    const fetchFn = (async (url: string | URL | Request) => {
      seen.push(String(url));
      return new Response('{"format":"x"}\n');
    }) as typeof fetch;
    expect(await createInboxClient(fetchFn).fetchLog('a b')).toEqual({
      ok: true,
      value: '{"format":"x"}\n',
    });
    expect(seen).toEqual(['/support/api/reports/a%20b']);
  });
});
