import { describe, expect, it } from 'vitest';
import { loginAs, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();

function post(body: unknown, params: Record<string, string> = {}, type = 'application/json') {
  return fetch(restUrl(sim, 'logger', params), {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function logs(query = ''): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${sim.appUrl}/dev/logs${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { logs: Record<string, unknown>[] }).logs;
}

describe('client logger', () => {
  it('stores entries of guests and anonymous visitors and lists them newest first', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const first = await post(
      { kind: 'websocketConnectionError', message: 'closed 1006', data: { attempt: 1 } },
      { access_token: accessToken },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ success: true });
    expect((await post({ kind: 'browserOnline' }, { access_token: '' })).status).toBe(200);
    // A beacon's text/plain body is read as JSON too.
    expect(
      (await post(JSON.stringify({ kind: 'vxmessengerError', message: 'x' }), {}, 'text/plain'))
        .status,
    ).toBe(200);

    const all = await logs();
    expect(all.map((entry) => entry.kind)).toEqual([
      'vxmessengerError',
      'browserOnline',
      'websocketConnectionError',
    ]);
    expect(all[2]).toMatchObject({
      login: 'demo',
      accountId: 1001,
      message: 'closed 1006',
      data: { attempt: 1 },
    });
    expect(Date.parse(String(all[2]?.time))).not.toBeNaN();
    expect(all[1]).toMatchObject({ login: null, accountId: null, message: null, data: null });

    expect((await logs('?kind=browserOnline')).map((entry) => entry.kind)).toEqual([
      'browserOnline',
    ]);
    expect((await logs('?as=demo')).map((entry) => entry.kind)).toEqual([
      'websocketConnectionError',
    ]);
    expect((await fetch(`${sim.appUrl}/dev/logs?kind=nope`)).status).toBe(400);
    expect((await fetch(`${sim.appUrl}/dev/logs?as=nobody`)).status).toBe(404);

    const cleared = await fetch(`${sim.appUrl}/dev/logs`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ removed: 3 });
    expect(await logs()).toEqual([]);
  });

  it.each([
    ['an unknown kind', { kind: 'other' }],
    ['no kind', { message: 'x' }],
    ['a non-object data', { kind: 'browserOnline', data: [1] }],
    ['an unknown field', { kind: 'browserOnline', level: 'warn' }],
    ['not JSON', '{kind'],
  ])('answers 400 JSON for %s', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'bad_request' });
  });
});
