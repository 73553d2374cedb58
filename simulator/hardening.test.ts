import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from './server.ts';
import { startDemoAndProduction } from './testing.ts';

// Issue 51's attack scenarios against SIMULATOR_MODE=production (docs/threat-model.md), each
// with its demo-mode counterpart where demo mode differs on purpose.

const STAFF_PASSWORD = 'a production secret 42';
let demo: RunningSimulator;
let production: RunningSimulator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ demo, production, close } = await startDemoAndProduction(STAFF_PASSWORD));
});
afterAll(() => close());

/** A payment-client page's frame key, as any visitor gets one (`data-key` of `#vxpay`). */
async function frameKey(sim: RunningSimulator): Promise<string> {
  const page = await (await fetch(`${sim.payUrl}/VXPAY-V3/?flow=login`)).text();
  return /data-key="(PK_[\w-]+)"/.exec(page)?.[1] ?? '';
}

async function pay(sim: RunningSimulator, op: string, body: Record<string, unknown>) {
  const response = await fetch(`${sim.payUrl}/VXPAY-V3/api/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('1. no account takeover through pwdlost', () => {
  it('production: no reset key in the reply, the same answer for a known and an unknown name', async () => {
    const key = await frameKey(production);
    const known = await pay(production, 'pwdlost', { frameKey: key, login: 'demo' });
    const unknown = await pay(production, 'pwdlost', { frameKey: key, login: 'no-such-user-x' });
    expect(known).toEqual({ status: 200, body: { ok: true, guest: null } });
    expect(unknown).toEqual(known);
    // The takeover's third step: a guessed key changes nothing.
    const reset = await pay(production, 'pwdreset', {
      frameKey: key,
      userId: 1001,
      key: 'guessed-key',
      password: 'Attacker-123',
    });
    expect(reset).toMatchObject({ status: 403, body: { error: 'reset_key_invalid' } });
    const password = production.startPasswords.find(({ login }) => login === 'demo')?.password;
    const login = await pay(production, 'login', { frameKey: key, login: 'demo', password });
    expect(login).toMatchObject({ status: 200, body: { guest: { id: 1001 } } });
  });

  it('demo: the reset mail lands in /dev/mailbox (and the frame gets the key)', async () => {
    const key = await frameKey(demo);
    const lost = await pay(demo, 'pwdlost', { frameKey: key, login: 'newbie' });
    expect(lost.body).toMatchObject({ resetKey: expect.any(String) as unknown, userId: 1002 });
    const box = (await (await fetch(`${demo.appUrl}/dev/mailbox?to=newbie`)).json()) as {
      mails: { to: string; resetKey: string; link: string }[];
    };
    expect(box.mails[0]).toMatchObject({
      to: 'newbie@example.com',
      resetKey: lost.body['resetKey'],
      link: expect.stringContaining(`pwdresetKey=${String(lost.body['resetKey'])}`) as unknown,
    });
    expect((await fetch(`${production.appUrl}/dev/mailbox`)).status).toBe(404);
  });

  it('an unknown login costs the same scrypt as a wrong password (no timing oracle)', async () => {
    const key = await frameKey(demo);
    const median = async (login: string) => {
      const times: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        const started = performance.now();
        expect((await pay(demo, 'login', { frameKey: key, login, password: 'wrong' })).status).toBe(
          401,
        );
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[4] ?? 0;
    };
    const known = await median('vip');
    const unknown = await median('no-such-user-y');
    // Without the dummy check an unknown name answers in a fraction of a millisecond.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('2. production mode is not the demo', () => {
  it('has no published passwords or promo codes: random passwords, shown once', async () => {
    expect(production.startPasswords.map(({ login }) => login)).toContain('vip');
    for (const { password } of production.startPasswords) expect(password).toMatch(/^.{16}$/);
    const key = await frameKey(production);
    const published = await pay(production, 'login', {
      frameKey: key,
      login: 'vip',
      password: 'vip12345',
    });
    expect(published.status).toBe(401);
    const vip = production.startPasswords.find(({ login }) => login === 'vip')?.password;
    expect(
      (await pay(production, 'login', { frameKey: key, login: 'vip', password: vip })).status,
    ).toBe(200);
    const code = await pay(production, 'redeem', {
      frameKey: key,
      code: 'WELCOME10',
      kind: 'promocode',
    });
    expect(code.body).toMatchObject({ error: 'unknown_code' });
    expect(demo.startPasswords).toEqual([]);
  });

  it('serves no source maps in production', async () => {
    expect((await fetch(`${production.appUrl}/main.js`)).status).toBe(200);
    expect((await fetch(`${production.appUrl}/main.js.map`)).status).toBe(404);
    expect((await fetch(`${demo.appUrl}/main.js.map`)).status).toBe(200);
  });
});
