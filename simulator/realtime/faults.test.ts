import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import { MALFORMED_KINDS, malformedFrame } from './faults.ts';
import {
  FrameClient,
  UpgradeRefused,
  connectGuest,
  devCall,
  quietMessenger,
  realtimeUrl,
  type GuestSocket,
} from './test-client.ts';

let sim: RunningSimulator;
const data = tempDir();
const clients: FrameClient[] = [];

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  await quietMessenger(sim);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await devCall(sim, 'POST', '/dev/realtime/reset');
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

async function guest(login: string): Promise<GuestSocket> {
  const socket = await connectGuest(sim, login);
  clients.push(socket.client);
  return socket;
}

function fault(body: unknown, login = 'demo') {
  return devCall(sim, 'POST', `/dev/realtime/faults?as=${login}`, body);
}

async function stats(login = 'demo') {
  return (await devCall(sim, 'GET', `/dev/realtime/stats?as=${login}&detail=0`)).json as {
    framesIn: number;
    framesOut: number;
  };
}

/** Resolves once the server has read `count` more frames of a guest (the hub counts each). */
function framesRead(count: number): Promise<void> {
  const countFrameIn = sim.hub.countFrameIn.bind(sim.hub);
  let read = 0;
  return new Promise((resolve) => {
    vi.spyOn(sim.hub, 'countFrameIn').mockImplementation((accountId) => {
      countFrameIn(accountId);
      if ((read += 1) === count) resolve();
    });
  });
}

describe('fault controls', () => {
  it('drop: cuts the sockets without a close frame', async () => {
    const demo = await guest('demo');
    const response = await fault({ action: 'drop' });
    expect(response).toMatchObject({ status: 200, json: { action: 'drop', sockets: 1 } });
    // 1006: the connection ended without a close frame.
    expect((await demo.client.closed).code).toBe(1006);
  });

  it.each([1002, 4000, 4401, 1011, 3000])(
    'close: the code %i arrives with its reason',
    async (code) => {
      const demo = await guest('demo');
      expect((await fault({ action: 'close', code, reason: `fault ${code}` })).status).toBe(200);
      expect(await demo.client.closed).toEqual({ code, reason: `fault ${code}` });
    },
  );

  it('answers 409 without a socket and 400 for a bad body', async () => {
    for (const body of [
      { action: 'drop' },
      { action: 'close', code: 4000 },
      { action: 'malformed', kind: 'binary' },
      { action: 'expireSession' },
    ]) {
      expect((await fault(body, 'vip')).status).toBe(409);
    }
    expect((await fault({ action: 'close', code: 1005 })).status).toBe(400);
    expect((await fault({ action: 'explode' })).status).toBe(400);
    expect((await fault({ action: 'delay', ms: -1 })).status).toBe(400);
    expect((await fault({ action: 'drop' }, 'nobody')).status).toBe(404);
  });

  it('silencePongs: pings go unanswered until it is switched off', async () => {
    const demo = await guest('demo');
    expect((await fault({ action: 'silencePongs', on: true })).status).toBe(200);
    demo.client.send(demo.frame({ type: 'ping' }));
    demo.client.send(demo.frame({ type: 'requestNavbarNotifications', newest: 1 }));
    // Answers keep their order, so a pong would have come before this.
    await demo.client.next('navbarNotifications');
    expect(demo.client.count('pong')).toBe(0);

    await fault({ action: 'silencePongs', on: false });
    demo.client.send(demo.frame({ type: 'ping' }));
    await demo.client.next('pong');
  });

  it.each(MALFORMED_KINDS)(
    'malformed %s: the bad frame arrives as sent, the socket stays',
    async (kind) => {
      const demo = await guest('demo');
      const response = await fault({ action: 'malformed', kind });
      expect(response.status).toBe(200);
      const expected = malformedFrame(kind);
      const bytes = typeof expected.data === 'string' ? Buffer.from(expected.data) : expected.data;
      const arrived = await demo.client.take((frame) => frame.data.equals(bytes));
      expect(arrived.binary).toBe(expected.binary);
      expect(response.json.bytes).toBe(bytes.length);
      if (kind === 'oversize') expect(bytes.length).toBeGreaterThan(64 * 1024);
      demo.client.send(demo.frame({ type: 'ping' }));
      await demo.client.next('pong');
    },
  );

  it('delay: holds every outgoing frame, in order, until set back to 0', async () => {
    const demo = await guest('demo');
    await fault({ action: 'delay', ms: 1500 });
    const before = await stats();
    // The hub's clock stands still, so the delayed answers cannot be due before it is moved on.
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = framesRead(2);
    demo.client.send(demo.frame({ type: 'ping' }));
    demo.client.send(demo.frame({ type: 'canOneClick' }));
    // Once the server has read both frames, the answers are written only after the delay.
    await read;
    const held = await stats();
    expect(held.framesIn).toBe(before.framesIn + 2);
    expect(held.framesOut).toBe(before.framesOut);
    expect(demo.client.count('pong')).toBe(0);
    vi.setSystemTime(Date.now() + 1500);
    await demo.client.next('canOneClickResult', 5000);
    expect(demo.client.frames().map((frame) => frame.type)).toEqual([
      'ackSession',
      'pong',
      'canOneClickResult',
    ]);

    await fault({ action: 'delay', ms: 0 });
    demo.client.send(demo.frame({ type: 'ping' }));
    await demo.client.next('pong', 1000);
  });

  it('expireSession: pushes sessionExpired', async () => {
    const demo = await guest('demo');
    expect((await fault({ action: 'expireSession' })).status).toBe(200);
    expect(await demo.client.next('sessionExpired')).toEqual({ type: 'sessionExpired' });
  });

  it('restart: closes every socket with 1012, refuses upgrades while down, then accepts', async () => {
    const demo = await guest('demo');
    const vip = await guest('vip');
    const waiting = await FrameClient.open(realtimeUrl(sim));
    clients.push(waiting);
    // The hub's clock is the test's: the window ends when the test moves it, not after a sleep.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const response = await devCall(sim, 'POST', '/dev/realtime/faults', {
      action: 'restart',
      downMs: 800,
    });
    expect(response).toMatchObject({ status: 200, json: { sockets: 3 } });
    for (const client of [demo.client, vip.client, waiting])
      expect((await client.closed).code).toBe(1012);

    await expect(FrameClient.open(realtimeUrl(sim))).rejects.toEqual(new UpgradeRefused(503));
    vi.setSystemTime(start + 799);
    await expect(FrameClient.open(realtimeUrl(sim))).rejects.toEqual(new UpgradeRefused(503));
    vi.setSystemTime(start + 800);
    const back = await guest('demo');
    expect(back.client.count('ackSession')).toBe(1);
  });
});
