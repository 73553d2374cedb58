import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVoiceCallApi } from '../../services/voiceCall/voiceCallApi.ts';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import {
  connectGuest,
  devCall,
  quietMessenger,
  type FrameClient,
} from '../realtime/test-client.ts';

let sim: RunningSimulator;
let data: { path: string; remove(): void };
const clients: FrameClient[] = [];
const api = createVoiceCallApi(fetch);

// One simulator for the file: each test calls as a guest of its own (a call or a balance one test
// leaves behind is no other test's).
beforeAll(async () => {
  data = tempDir();
  sim = await startTestSimulator({
    dataDir: data.path,
    env: { SIM_FEED_CROWD_MS: '0', SIM_VOICECALL_CONNECT_MS: '10' },
  });
  await quietMessenger(sim);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

const requestOf = (accessToken: string | null): ServiceRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  queryServiceUrl: sim.config.queryServiceUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken,
});

async function voiceActor(): Promise<number> {
  const { status, json } = await devCall(sim, 'GET', '/dev/voicecall/actor');
  expect(status).toBe(200);
  return Number(json['id']);
}

describe('startAnonymousVoicecallChat', () => {
  it('starts on 2000 with the session token, then connects and stops by push with the id hash', async () => {
    const vip = await connectGuest(sim, 'vip');
    clients.push(vip.client);
    const actorId = await voiceActor();
    const reply = await api.start({ request: requestOf(vip.accessToken), actorId });
    expect(reply.resultCode).toBe(2000);
    expect(reply.voicecallIdHash).toMatch(/^[0-9a-f]{16}$/);
    expect(reply.dialIn?.pin).toMatch(/^\d{4}$/);
    expect(await vip.client.next('voicecallStart')).toEqual({
      type: 'voicecallStart',
      voicecallIdHash: reply.voicecallIdHash,
      forceReload: false,
    });
    // The guest state carries the running call (a reload shows it active).
    expect((await devCall(sim, 'GET', '/dev/voicecall?as=vip')).json).toEqual({
      actorId,
      idHash: reply.voicecallIdHash,
    });
    // A second call while one runs is refused.
    expect((await api.start({ request: requestOf(vip.accessToken), actorId })).resultCode).toBe(
      4009,
    );
    expect((await devCall(sim, 'POST', '/dev/voicecall/stop?as=vip')).status).toBe(200);
    expect(await vip.client.next('voicecallStop')).toEqual({
      type: 'voicecallStop',
      voicecallIdHash: reply.voicecallIdHash,
    });
    expect((await devCall(sim, 'POST', '/dev/voicecall/stop?as=vip')).status).toBe(404);
  });

  it('answers the codes of decision 0015, and any code the dev control names once', async () => {
    const demo = await connectGuest(sim, 'demo');
    clients.push(demo.client);
    const actorId = await voiceActor();
    const start = (token: string | null, id = actorId) =>
      api.start({ request: requestOf(token), actorId: id });
    // An unknown session: 4001 (the service refuses to send without any token at all).
    expect((await start('not-a-token')).resultCode).toBe(4001);
    await expect(start(null)).rejects.toMatchObject({ code: 'no_session' });
    // An actor who is not there: 4003.
    expect((await start(demo.accessToken, 999_999)).resultCode).toBe(4003);
    // The dev control: the next start answers 4711, once, with nothing pushed.
    expect((await devCall(sim, 'POST', '/dev/voicecall/nextCode?as=demo&code=4711')).status).toBe(
      200,
    );
    expect(await start(demo.accessToken)).toEqual({
      resultCode: 4711,
      voicecallIdHash: null,
      dialIn: null,
    });
    expect((await start(demo.accessToken)).resultCode).toBe(2000);
    expect((await start(demo.accessToken)).resultCode).toBe(4009);
    expect((await devCall(sim, 'POST', '/dev/voicecall/stop?as=demo')).status).toBe(200);
    // A balance under the 0,50 € minimum: 4002 (the pay tour's voice flow tops it up).
    expect((await devCall(sim, 'POST', '/dev/account/balance?as=demo&balance=0.2')).status).toBe(
      200,
    );
    expect((await start(demo.accessToken)).resultCode).toBe(4002);
    expect((await devCall(sim, 'POST', '/dev/voicecall/nextCode?as=demo&code=x')).status).toBe(400);
    expect((await devCall(sim, 'POST', '/dev/voicecall/nextCode?as=nobody&code=1')).status).toBe(
      404,
    );
  });
});
