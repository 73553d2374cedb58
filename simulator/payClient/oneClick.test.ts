import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import {
  connectGuest,
  devCall,
  quietMessenger,
  type FrameClient,
  type GuestSocket,
} from '../realtime/test-client.ts';

let sim: RunningSimulator;
let data: { path: string; remove(): void };
const clients: FrameClient[] = [];

beforeEach(async () => {
  data = tempDir();
  sim = await startTestSimulator({ dataDir: data.path });
  await quietMessenger(sim);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await sim.close();
  data.remove();
});

async function guest(login: string): Promise<GuestSocket> {
  const socket = await connectGuest(sim, login);
  clients.push(socket.client);
  return socket;
}

describe('chargeOneClick', () => {
  it('charges the stored card for an offered amount and pushes the balance', async () => {
    // demo: 125,50 €, one-click for 10, 25 and 50 €, a saved card.
    const demo = await guest('demo');
    demo.client.send(demo.frame({ type: 'chargeOneClick', amount: 25, channelId: 2102 }));
    const balance = await demo.client.next('guestBalance');
    expect(balance).toMatchObject({ balance: 150.5, isPayment: true });
    expect(await demo.client.next('chargeOneClickResult')).toEqual({
      type: 'chargeOneClickResult',
      success: true,
      amount: 25,
      channelId: 2102,
      balance: 150.5,
    });
  });

  it('names why a charge fails and leaves the balance alone', async () => {
    const demo = await guest('demo');
    demo.client.send(demo.frame({ type: 'chargeOneClick', amount: 30, channelId: 0 }));
    expect(await demo.client.next('chargeOneClickResult')).toMatchObject({
      success: false,
      errorCode: 'amountNotOffered',
      balance: 125.5,
    });

    // newbie has one-click off.
    const newbie = await guest('newbie');
    newbie.client.send(newbie.frame({ type: 'chargeOneClick', amount: 10, channelId: 0 }));
    expect(await newbie.client.next('chargeOneClickResult')).toMatchObject({
      success: false,
      errorCode: 'notEnabled',
    });

    // A copy of demo keeps its one-click settings but has no stored card until a dev call.
    const copy = await devCall(sim, 'POST', '/dev/account/copy?from=demo');
    const login = String(copy.json['login']);
    const twin = await guest(login);
    twin.client.send(twin.frame({ type: 'chargeOneClick', amount: 10, channelId: 0 }));
    expect(await twin.client.next('chargeOneClickResult')).toMatchObject({
      success: false,
      errorCode: 'noStoredMethod',
    });
    await devCall(sim, 'POST', `/dev/payClient/storedCard?as=${login}&declined=1`);
    twin.client.send(twin.frame({ type: 'chargeOneClick', amount: 10, channelId: 0 }));
    expect(await twin.client.next('chargeOneClickResult')).toMatchObject({
      success: false,
      errorCode: 'declined',
    });
    await devCall(sim, 'POST', `/dev/payClient/storedCard?as=${login}`);
    twin.client.send(twin.frame({ type: 'chargeOneClick', amount: 10, channelId: 0 }));
    expect(await twin.client.next('chargeOneClickResult')).toMatchObject({
      success: true,
      balance: 135.5,
    });
  });
});
