import { describe, expect, it } from 'vitest';
import { createFreeChatApi } from '../../services/actorProfile/freeChatApi.ts';
import { connectGuest, devCall } from '../realtime/test-client.ts';
import { liveChatTestSimulator, simulatorRequest } from './liveChat.testing.ts';
import { DEFAULT_FREE_CHAT_SECONDS } from './freeChat.ts';

const live = liveChatTestSimulator();
const { clients } = live;
const api = createFreeChatApi(fetch);

const requestOf = (accessToken: string | null) => simulatorRequest(live.sim, accessToken);

describe('free-chat duration', () => {
  it('is the guest’s own per actor, set by the dev control with a push, spent by a FREECHAT', async () => {
    const copy = await devCall(live.sim, 'POST', '/dev/account/copy?from=demo');
    const login = String(copy.json.login);
    const guest = await connectGuest(live.sim, login);
    clients.push(guest.client);
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=freeChat');
    const actorId = Number(actor.json.id);
    const request = requestOf(guest.accessToken);
    expect(await api.loadDuration({ request, actorId })).toBe(DEFAULT_FREE_CHAT_SECONDS);

    const set = await devCall(
      live.sim,
      'POST',
      `/dev/freeChat/duration?as=${login}&actorId=${actorId}&seconds=90`,
    );
    expect(set.status).toBe(200);
    expect(await guest.client.next('freeChatDurationChanged')).toEqual({
      type: 'freeChatDurationChanged',
      actorId,
      seconds: 90,
    });
    expect(await api.loadDuration({ request, actorId })).toBe(90);
    // Another actor's figure is untouched.
    expect(await api.loadDuration({ request, actorId: actorId + 1 })).toBe(
      DEFAULT_FREE_CHAT_SECONDS,
    );

    // A free chat the client ends at 0 (301) has spent it all; a new one is refused (903).
    guest.client.send(
      guest.frame({ type: 'startLiveChat', clientChatId: 'c1', actorId, chatType: 'FREECHAT' }),
    );
    const started = await guest.client.next('liveChatStarted');
    guest.client.send(guest.frame({ type: 'stopLiveChat', chatId: started.chatId, exitCode: 301 }));
    expect(await guest.client.next('freeChatDurationChanged')).toMatchObject({ seconds: 0 });
    expect(await api.loadDuration({ request, actorId })).toBe(0);
    guest.client.send(
      guest.frame({ type: 'startLiveChat', clientChatId: 'c2', actorId, chatType: 'FREECHAT' }),
    );
    // The first chat's end (its own 301), then the refusal of the second.
    expect(await guest.client.next('chatEnd')).toMatchObject({
      chatId: started.chatId,
      exitCode: 301,
    });
    expect(await guest.client.next('chatEnd')).toMatchObject({ exitCode: 903 });
  });

  it('is refused to a visitor and checked', async () => {
    await expect(api.loadDuration({ request: requestOf(null), actorId: 1 })).rejects.toThrow();
    const bad = await devCall(
      live.sim,
      'POST',
      '/dev/freeChat/duration?as=nobody&actorId=1&seconds=5',
    );
    expect(bad.status).toBe(404);
    const wrong = await devCall(
      live.sim,
      'POST',
      '/dev/freeChat/duration?as=demo&actorId=x&seconds=5',
    );
    expect(wrong.status).toBe(400);
  });
});
