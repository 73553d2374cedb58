import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoEventsList, rewardsInputFor } from './fixtures.testing.ts';
import { rewardsMachine } from './rewards.machine.ts';
import { eventsOfToday, selectEventsMenu } from './rewards.selectors.ts';
import type { EventsList, RewardsRequest } from './rewards.types.ts';

/**
 * The rewards root with `loadEvents` answering from `answers` in turn (an Error rejects) and the
 * clock reading `clock.now` (a test moves it on).
 */
function start(answers: (EventsList | Error)[], guest = demoGuest) {
  const calls: RewardsRequest[] = [];
  const clock = { now: Date.parse('2026-11-23T12:00:00Z') };
  const machine = rewardsMachine.provide({
    actors: {
      readClock: fromPromise<number, void>(() => Promise.resolve(clock.now)),
      loadEvents: fromPromise<EventsList, RewardsRequest>(({ input }) => {
        calls.push(input);
        const answer = answers[calls.length - 1];
        if (!answer || answer instanceof Error)
          return Promise.reject(answer ?? new Error('no answer'));
        return Promise.resolve(answer);
      }),
    },
  });
  const actor = createActor(machine, { input: rewardsInputFor(guest) }).start();
  const send = async (event: { type: 'ui.menuOpened' | 'ui.retry' }) => {
    actor.send(event);
    await flushMacrotasks();
  };
  return { actor, calls, clock, send, menu: () => selectEventsMenu(actor.getSnapshot()) };
}

describe('rewards: the Rewards menu events list', () => {
  it('loads the list when the menu is first opened, with the request, and keeps it', async () => {
    const { calls, send, menu } = start([demoEventsList]);
    expect(menu()).toEqual({ status: 'idle' });
    expect(calls).toEqual([]);
    await send({ type: 'ui.menuOpened' });
    expect(menu()).toEqual({ status: 'loaded', list: demoEventsList });
    expect(calls).toEqual([
      {
        restBaseUrl: 'http://x/rest/v1',
        queryServiceUrl: 'http://x/graphql/query',
        ver: 't',
        language: 'en',
        accessToken: 'tok',
      },
    ]);
    await send({ type: 'ui.menuOpened' });
    expect(calls).toHaveLength(1);
  });

  it('loads the list again when the menu opens on a later Berlin day than the last load', async () => {
    const nextDay = { ...demoEventsList, today: '2026-11-24' };
    const { calls, clock, send, menu } = start([demoEventsList, nextDay]);
    // 23:30 in Berlin (UTC+1 in November): still the day of the first load.
    clock.now = Date.parse('2026-11-23T22:30:00Z');
    await send({ type: 'ui.menuOpened' });
    clock.now = Date.parse('2026-11-23T22:59:59Z');
    await send({ type: 'ui.menuOpened' });
    expect(calls).toHaveLength(1);
    expect(menu()).toEqual({ status: 'loaded', list: demoEventsList });
    // Midnight in Berlin: the next opening asks the platform for the new day's list.
    clock.now = Date.parse('2026-11-23T23:00:01Z');
    await send({ type: 'ui.menuOpened' });
    expect(calls).toHaveLength(2);
    expect(menu()).toEqual({ status: 'loaded', list: nextDay });
    await send({ type: 'ui.menuOpened' });
    expect(calls).toHaveLength(2);
  });

  it('keeps showing the list while it checks the day, and keeps it when the clock fails', async () => {
    let fail = false;
    const machine = rewardsMachine.provide({
      actors: {
        readClock: fromPromise<number, void>(() => {
          if (fail) return Promise.reject(new Error('no clock'));
          return Promise.resolve(Date.parse('2026-11-23T12:00:00Z'));
        }),
        loadEvents: fromPromise<EventsList, RewardsRequest>(() => Promise.resolve(demoEventsList)),
      },
    });
    const actor = createActor(machine, { input: rewardsInputFor(demoGuest) }).start();
    actor.send({ type: 'ui.menuOpened' });
    await flushMacrotasks();
    fail = true;
    actor.send({ type: 'ui.menuOpened' });
    expect(actor.getSnapshot().matches({ ready: { events: 'checkingDay' } })).toBe(true);
    expect(selectEventsMenu(actor.getSnapshot())).toEqual({
      status: 'loaded',
      list: demoEventsList,
    });
    await flushMacrotasks();
    expect(actor.getSnapshot().matches({ ready: { events: 'loaded' } })).toBe(true);
  });

  it('shows a failure with its reason, and loads again on a retry or a new opening', async () => {
    const down = Object.assign(new Error('http_503'), { code: 'http_503' });
    const { actor, calls, send, menu } = start([down, down, demoEventsList]);
    await send({ type: 'ui.menuOpened' });
    expect(menu()).toEqual({ status: 'failed', error: 'http_503' });
    expect(actor.getSnapshot().context.error).toEqual({ message: 'http_503', code: 'http_503' });
    await send({ type: 'ui.menuOpened' });
    expect(menu()).toEqual({ status: 'failed', error: 'http_503' });
    actor.send({ type: 'ui.retry' });
    expect(menu()).toEqual({ status: 'loading' });
    await flushMacrotasks();
    expect(menu()).toEqual({ status: 'loaded', list: demoEventsList });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('asks nothing for a visitor or a locked guest, who have no Rewards menu', async () => {
    for (const guest of [visitorGuest, { ...demoGuest, isLocked: true }]) {
      const { calls, send, menu } = start([demoEventsList], guest);
      await send({ type: 'ui.menuOpened' });
      expect(menu()).toEqual({ status: 'none' });
      expect(calls).toEqual([]);
    }
  });
});

describe('rewards: the events of today', () => {
  it('keeps running events in the platform order and coming ones by start, leaving out ended ones', () => {
    const { running, upcoming } = eventsOfToday(demoEventsList);
    expect(running.map((e) => e.name)).toEqual(['Halloween', 'Easter egg hunt']);
    expect(upcoming.map((e) => [e.name, e.start])).toEqual([
      ['Winter wonderland', '2026-11-28'],
      ['New Year countdown', '2026-12-23'],
    ]);
  });

  it('counts an event as running on its first and its last day', () => {
    const day = { id: 1, type: 'x', name: 'x', rewardClaimEnd: '2026-11-30' };
    const list = (start: string, end: string) => ({
      today: '2026-11-23',
      events: [{ ...day, start, end }],
    });
    expect(eventsOfToday(list('2026-11-23', '2026-11-25')).running).toHaveLength(1);
    expect(eventsOfToday(list('2026-11-20', '2026-11-23')).running).toHaveLength(1);
    expect(eventsOfToday(list('2026-11-20', '2026-11-22'))).toEqual({ running: [], upcoming: [] });
    expect(eventsOfToday(list('2026-11-24', '2026-11-25')).upcoming).toHaveLength(1);
  });
});
