import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLog } from '../src/engine/log/jsonl.ts';
import { testLogHeader } from '../src/engine/testing/logHeader.ts';
import { DEMO_SUPPORT_PASSWORD } from './config.ts';
import { errorKey } from './payClient/frame/texts.ts';
import { REPO_DIR, type RunningSimulator } from './server.ts';
import { cookieFrom, restUrl, startDemoAndProduction } from './testing.ts';

// SIMULATOR_MODE=production (docs/threat-model.md): no developer controls, no one-step logins, no
// introspection, Secure cookies behind https, limits on logins and reports.

const STAFF_PASSWORD = 'a production secret 42';
let demo: RunningSimulator;
let production: RunningSimulator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ demo, production, close } = await startDemoAndProduction(STAFF_PASSWORD));
});
afterAll(() => close());

/** Every `/dev…` path literal in the simulator's sources: the developer controls features add. */
function devPathsInSources(): string[] {
  const dir = join(REPO_DIR, 'simulator');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('frame/'),
  );
  const paths = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, path] of source.matchAll(/'(\/dev(?:\/[^'\s?]*)?)'/g)) {
      if (path) paths.add(path.replace(/:[A-Za-z]+/g, 'x'));
    }
  }
  return [...paths].sort();
}

describe('production mode', () => {
  it('has no developer controls: every /dev path answers 404, under any prefix and method', async () => {
    const paths = devPathsInSources();
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      for (const url of [path, `/rest/v1${path}`]) {
        for (const method of ['GET', 'POST']) {
          const response = await fetch(`${production.appUrl}${url}?as=demo`, {
            method,
            ...(method === 'POST'
              ? { headers: { 'content-type': 'application/json' }, body: '{}' }
              : {}),
            redirect: 'manual',
          });
          expect({ method, url, status: response.status }).toEqual({ method, url, status: 404 });
          expect(response.headers.getSetCookie()).toEqual([]);
        }
      }
    }
    // Demo mode keeps them.
    expect((await fetch(`${demo.appUrl}/dev/`)).status).toBe(200);
    expect((await fetch(`${demo.appUrl}/dev/login?as=demo`, { redirect: 'manual' })).status).toBe(
      302,
    );
    const scenarios = await fetch(`${demo.appUrl}/dev/scenarios`);
    expect(scenarios.status).toBe(200);
    expect(production.mode).toBe('production');
  });

  it('refuses GraphQL introspection', async () => {
    const ask = (sim: RunningSimulator) =>
      fetch(`${sim.appUrl}/graphql/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const refused = (await ask(production)) as {
      errors: { message: string; extensions: unknown }[];
    };
    expect(refused.errors[0]).toMatchObject({
      extensions: { code: 'validation_failed' },
      message: expect.stringMatching(/introspection has been disabled/) as unknown,
    });
    expect(await ask(demo)).toMatchObject({
      data: { __schema: { types: expect.any(Array) as unknown } },
    });
  });

  it('sets Secure cookies behind https only when the proxy is trusted', async () => {
    const session = (sim: RunningSimulator, proto?: string) =>
      fetch(restUrl(sim, 'auth/session', { access_token: '' }), {
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
    expect(cookieFrom(await session(production, 'https'), 'sid')).toMatch(/; Secure/);
    expect(cookieFrom(await session(production), 'sid')).not.toMatch(/; Secure/);
    // Without TRUST_PROXY a forwarded header is not believed.
    expect(cookieFrom(await session(demo, 'https'), 'sid')).not.toMatch(/; Secure/);
  });

  it('logs support staff in by password only: no one-step login, a form for people', async () => {
    // The viewer's one-step link shows the password form, and logs nobody in.
    const form = await fetch(`${production.appUrl}/support/login?as=support&next=/support/`, {
      redirect: 'manual',
    });
    expect(form.status).toBe(200);
    expect(cookieFrom(form, 'support_sid')).toBeUndefined();
    const html = await form.text();
    expect(html).toMatch(/<input name="login"[\s\S]*type="password"/);
    expect(html).toContain('name="next" value="/support/"');

    const post = (password: string) =>
      fetch(`${production.appUrl}/support/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-proto': 'https',
        },
        body: new URLSearchParams({ login: 'support', password, next: '/support/' }).toString(),
        redirect: 'manual',
      });
    const wrong = await post(DEMO_SUPPORT_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong login or password.');
    const right = await post(STAFF_PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/support/');
    const cookie = cookieFrom(right, 'support_sid') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    // Scoped to the console and its API, not sent with the guest app's requests.
    expect(cookie).toMatch(/; Path=\/support(;|$)/);
    const list = await fetch(`${production.appUrl}/support/api/reports`, {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(list.status).toBe(200);
  });

  it('limits reports: size, reports per page session, reports per address', async () => {
    const send = (body: string) =>
      fetch(`${production.appUrl}/support/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson' },
        body,
      });
    const log = (startedAt: string) =>
      encodeLog({
        header: testLogHeader({ startedAt }),
        records: [{ seq: 0, t: 0, kind: 'input', to: 'shell', event: { type: 'ui.menusClosed' } }],
      });
    const same = log('2026-11-25T10:00:00.000Z');
    for (let i = 0; i < 3; i += 1) expect((await send(same)).status).toBe(201);
    const fourth = await send(same);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: 'too_many_reports' });

    const large = await send('x'.repeat(4 * 1024 * 1024 + 10));
    expect(large.status).toBe(413);

    for (let i = 0; i < 5; i += 1)
      expect((await send(log(`2026-11-25T11:0${i}:00.000Z`))).status).toBe(201);
    const flood = await send(log('2026-11-25T12:00:00.000Z'));
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits wrong guest passwords in the payment client, per login', async () => {
    const page = await (await fetch(`${production.payUrl}/VXPAY-V3/?flow=login`)).text();
    const frameKey = /data-key="(PK_[\w-]+)"/.exec(page)?.[1] ?? '';
    const login = (password: string) =>
      fetch(`${production.payUrl}/VXPAY-V3/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frameKey, login: 'newbie', password }),
      });
    for (let i = 0; i < 10; i += 1) expect((await login('wrong-password')).status).toBe(401);
    const locked = await login('newbie1234');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ ok: false, error: 'too_many_attempts' });
    // The frame says why, not 'Something went wrong'.
    expect(errorKey('too_many_attempts')).toBe('error.too_many_attempts');
  });

  it('locks a support login after five wrong passwords, with a clear 429', async () => {
    const post = (password: string) =>
      fetch(`${production.appUrl}/support/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'support', password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await post('guess')).status).toBe(401);
    const locked = await post(STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      error: 'too_many_attempts',
      message: 'Too many wrong passwords for this login. Try again in 15 minutes.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});
