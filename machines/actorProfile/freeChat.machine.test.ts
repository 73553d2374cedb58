import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { flushMacrotasks as settle } from '../../src/testing/flush.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { actorProfileMachine } from './actorProfile.machine.ts';
import { FREE_CHAT, freeChatMachine, type FreeChatCall } from './freeChat.machine.ts';
import { selectFreeChatSeconds, selectFreeChatView } from './freeChat.selectors.ts';

const request = { ...readyWith().request, queryServiceUrl: 'http://127.0.0.1/graphql/query' };
const ACTOR = 7;

function startFreeChat(load: (call: FreeChatCall) => Promise<number>) {
  const actor = createActor(
    freeChatMachine.provide({
      actors: { loadDuration: fromPromise(({ input }) => load(input)) },
    }),
    { input: { request, actorId: ACTOR } },
  );
  actor.start();
  return actor;
}

/** The profile with a free-chat actor, its free-chat duration loaded by `load`. */
async function profileFor(loggedIn: boolean, load: () => Promise<number>) {
  const demo = await demoActorProfileServices().loadActorProfile(
    { request: readyWith().request, actorName: 'lana', loggedIn },
    new AbortController().signal,
  );
  const bundle = {
    ...demo,
    actor: { ...demo.actor, chatButtons: { ...demo.actor.chatButtons, freeChat: true } },
  };
  const actor = createActor(
    actorProfileMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => bundle),
        freeChat: freeChatMachine.provide({
          actors: { loadDuration: fromPromise(load) },
        }),
      },
    }),
  );
  actor.start();
  actor.send(readyWith({ isLoggedIn: loggedIn }));
  actor.send({ type: 'actorProfile.open', actorName: 'lana' });
  await settle();
  return actor;
}

describe('freeChat machine', () => {
  it('is never asked for by a visitor', async () => {
    const load = vi.fn(async () => 180);
    const profile = await profileFor(false, load);
    expect(profile.getSnapshot().matches({ shown: { available: { freeChat: 'none' } } })).toBe(
      true,
    );
    expect(profile.system.get(FREE_CHAT)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('is loaded for a logged-in guest with her actor id', async () => {
    const load = vi.fn(async () => 180);
    const profile = await profileFor(true, load);
    expect(load).toHaveBeenCalledTimes(1);
    const child = profile.system.get(FREE_CHAT);
    expect(child && selectFreeChatSeconds(child.getSnapshot())).toBe(180);
  });

  it('takes the push for its actor only, and shows a failed load with a retry', async () => {
    let fail = true;
    const actor = startFreeChat(async ({ actorId }) => {
      if (fail) throw Object.assign(new Error('down'), { code: 'http_503' });
      return actorId * 10;
    });
    await settle();
    expect(selectFreeChatView(actor.getSnapshot())).toEqual({
      status: 'failed',
      error: 'http_503',
    });
    fail = false;
    actor.send({ type: 'ui.freeChatRetry' });
    await settle();
    expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(70);
    actor.send({ type: 'push.freeChatDurationChanged', actorId: 8, seconds: 5 });
    expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(70);
    actor.send({ type: 'push.freeChatDurationChanged', actorId: ACTOR, seconds: 5 });
    expect(selectFreeChatView(actor.getSnapshot())).toEqual({
      status: 'known',
      seconds: 5,
      counting: false,
    });
  });

  it('counts down while her free chat is live and tells the live chat at 0', async () => {
    vi.useFakeTimers();
    try {
      const actor = startFreeChat(async () => 3);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'freeChat.chatLive', actorId: ACTOR });
      expect(selectFreeChatView(actor.getSnapshot())).toMatchObject({ counting: true });
      await vi.advanceTimersByTimeAsync(1000);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(2);
      // A push corrects the figure; the countdown goes on from it.
      actor.send({ type: 'push.freeChatDurationChanged', actorId: ACTOR, seconds: 2 });
      await vi.advanceTimersByTimeAsync(2000);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(0);
      expect(actor.getSnapshot().matches({ known: 'spent' })).toBe(true);
      actor.send({ type: 'freeChat.chatOver' });
      expect(actor.getSnapshot().matches({ known: 'resting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
