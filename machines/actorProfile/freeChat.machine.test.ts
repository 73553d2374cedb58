import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { flushMacrotasks as settle } from '../../src/testing/flush.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { actorProfileMachine } from './actorProfile.machine.ts';
import { FREE_CHAT, freeChatMachine, type FreeChatCall } from './freeChat.machine.ts';
import { selectFreeChatSeconds, selectFreeChatView } from './freeChat.selectors.ts';

const request = {
  ...demoSessionFacts().request,
  queryServiceUrl: 'http://127.0.0.1/graphql/query',
};
const ACTOR = 7;
/** The guest's clock, fixed: 20:00 UTC on 26 November 2026, plus what a test moves it on by. */
const NOW = Date.UTC(2026, 10, 26, 20);

function startFreeChat(
  load: (call: FreeChatCall) => Promise<number>,
  readClock: () => Promise<number> = () => Promise.resolve(NOW),
) {
  const actor = createActor(
    freeChatMachine.provide({
      actors: {
        loadDuration: fromPromise(({ input }) => load(input)),
        readClock: fromPromise(readClock),
      },
    }),
    { input: { request, actorId: ACTOR } },
  );
  actor.start();
  return actor;
}

/** The profile with a free-chat actor, its free-chat duration loaded by `load`. */
async function profileFor(loggedIn: boolean, load: () => Promise<number>) {
  const demo = await demoActorProfileServices().loadActorProfile(
    { request: demoSessionFacts().request, actorName: 'lana', loggedIn },
    new AbortController().signal,
  );
  const bundle = {
    ...demo,
    actor: { ...demo.actor, chatButtons: { ...demo.actor.chatButtons, freeChat: true } },
  };
  const actor = createActor(
    actorProfileMachine.provide({
      actors: {
        loadProfile: fromPromise(() => Promise.resolve(bundle)),
        freeChat: freeChatMachine.provide({
          actors: { loadDuration: fromPromise(load) },
        }),
      },
    }),
    { input: demoDomainInput('actorProfile', { isLoggedIn: loggedIn }) },
  );
  actor.start();
  actor.send({ type: 'actorProfile.open', actorName: 'lana' });
  await settle();
  return actor;
}

describe('freeChat machine', () => {
  it('is never asked for by a visitor', async () => {
    const load = vi.fn(() => Promise.resolve(180));
    const profile = await profileFor(false, load);
    expect(profile.getSnapshot().matches({ shown: { available: { freeChat: 'none' } } })).toBe(
      true,
    );
    expect(profile.system.get(FREE_CHAT)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('is loaded for a logged-in guest with her actor id', async () => {
    const load = vi.fn(() => Promise.resolve(180));
    const profile = await profileFor(true, load);
    expect(load).toHaveBeenCalledTimes(1);
    const child = profile.system.get(FREE_CHAT) as ActorRefFrom<typeof freeChatMachine> | undefined;
    expect(child && selectFreeChatSeconds(child.getSnapshot())).toBe(180);
  });

  it('takes the push for its actor only, and shows a failed load with a retry', async () => {
    let fail = true;
    const actor = startFreeChat(({ actorId }) => {
      if (fail) return Promise.reject(Object.assign(new Error('down'), { code: 'http_503' }));
      return Promise.resolve(actorId * 10);
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
      endsAt: null,
    });
  });

  it('keeps the end of her live free chat from the clock read as it starts, and is spent at 0', async () => {
    vi.useFakeTimers();
    try {
      let clock = NOW;
      const actor = startFreeChat(
        () => Promise.resolve(3),
        () => Promise.resolve(clock),
      );
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'freeChat.chatLive', actorId: ACTOR });
      await vi.advanceTimersByTimeAsync(0);
      // The view counts down to the end: 3 s after the clock read; no tick changes the figure.
      expect(selectFreeChatView(actor.getSnapshot())).toEqual({
        status: 'known',
        seconds: 3,
        counting: true,
        endsAt: NOW + 3000,
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(3);
      expect(actor.getSnapshot().matches({ known: 'counting' })).toBe(true);
      // A push a second in corrects the figure: the end and the timer start again from it.
      clock = NOW + 1000;
      actor.send({ type: 'push.freeChatDurationChanged', actorId: ACTOR, seconds: 4 });
      await vi.advanceTimersByTimeAsync(0);
      expect(selectFreeChatView(actor.getSnapshot())).toMatchObject({
        seconds: 4,
        endsAt: NOW + 5000,
      });
      await vi.advanceTimersByTimeAsync(3999);
      expect(actor.getSnapshot().matches({ known: 'counting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectFreeChatView(actor.getSnapshot())).toEqual({
        status: 'known',
        seconds: 0,
        counting: false,
        endsAt: null,
      });
      expect(actor.getSnapshot().matches({ known: 'spent' })).toBe(true);
      actor.send({ type: 'freeChat.chatOver' });
      expect(actor.getSnapshot().matches({ known: 'resting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the timer of a free chat she leaves early, and ends one without a clock read on time', async () => {
    vi.useFakeTimers();
    try {
      const actor = startFreeChat(
        () => Promise.resolve(60),
        () => {
          return Promise.reject(new Error('no clock'));
        },
      );
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'freeChat.chatLive', actorId: ACTOR });
      await vi.advanceTimersByTimeAsync(0);
      // No clock: the figure stands in the view, the timer still ends the free time.
      expect(actor.getSnapshot().matches({ known: { counting: 'unclocked' } })).toBe(true);
      expect(selectFreeChatView(actor.getSnapshot())).toMatchObject({ seconds: 60, endsAt: null });
      await vi.advanceTimersByTimeAsync(10_000);
      actor.send({ type: 'freeChat.chatOver' });
      expect(actor.getSnapshot().matches({ known: 'resting' })).toBe(true);
      // Her time left as the server says it next; no timer of the ended chat fires.
      actor.send({ type: 'push.freeChatDurationChanged', actorId: ACTOR, seconds: 50 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(actor.getSnapshot().matches({ known: 'resting' })).toBe(true);
      expect(selectFreeChatSeconds(actor.getSnapshot())).toBe(50);
      actor.send({ type: 'freeChat.chatLive', actorId: ACTOR });
      await vi.advanceTimersByTimeAsync(50_000);
      expect(actor.getSnapshot().matches({ known: 'spent' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
