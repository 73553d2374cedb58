import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  activityDone,
  adventPage,
  doorOpened,
  easterPage,
  eggCollected,
  eggRefused,
  levelPage,
  childInput,
  VISITOR,
  visitorInput,
} from '../rewards/fixtures.testing.ts';
import { boxesOpened } from '../rewards/modelKit.testing.ts';
import type { EventActionResult, EventPage } from '../rewards/rewards.types.ts';
import { specialEventsMachine, type SpecialEventsEvent } from './specialEvents.machine.ts';
import { selectEventPage } from './specialEvents.selectors.ts';

defineModelSuite(specialEventsMachine, {
  input: childInput,
  exceptions: {
    'specialEvents.visitor': VISITOR,
    'specialEvents.starting —always#2→ specialEvents.visitor': VISITOR,
    'specialEvents.visitor —ui.open[isGiftCalendar]→ (stay)': VISITOR,
  },
  events: [
    { type: 'ui.open', page: { kind: 'easter', qmdate: null } },
    { type: 'ui.open', page: { kind: 'giftCalendar', actorName: 'LunaLove', qmdate: null } },
    { type: 'ui.close' },
    { type: 'ui.retry' },
    { type: 'ui.act', action: { kind: 'collectEgg', verificationToken: 'egg-1', qmdate: null } },
    { type: 'level.check' },
    { type: 'xstate.done.actor.loadEventPage', output: easterPage },
    { type: 'xstate.done.actor.loadEventPage', output: levelPage },
    { type: 'xstate.error.actor.loadEventPage', error: { message: 'down' } },
    { type: 'xstate.done.actor.runEventAction', output: eggCollected },
    { type: 'xstate.done.actor.runEventAction', output: activityDone },
    { type: 'xstate.done.actor.runEventAction', output: eggRefused },
    { type: 'xstate.error.actor.runEventAction', error: { message: 'offline' } },
    { type: 'xstate.done.actor.markBoxSeen', output: { first: true } },
    { type: 'xstate.done.actor.markBoxSeen', output: { first: false } },
    { type: 'xstate.error.actor.markBoxSeen', error: { message: 'offline' } },
  ],
  invariants: (snapshot, { route }) => {
    const view = selectEventPage(snapshot);
    if (snapshot.matches({ open: { showing: { action: 'rewarded' } } }) && 'page' in view)
      expect(
        view.page.kind === 'easter' ? view.page.event.collectedEggs : view.page.kind,
        route,
      ).toBe(view.page.kind === 'easter' ? 1 : 'event');
    if (snapshot.matches({ open: { showing: { action: 'refused' } } }) && 'result' in view)
      expect(view.result?.reason, route).toBe('invalid_token');
    // Marking the level's box means the platform is being asked whether it was shown.
    if (snapshot.matches({ open: { showing: { level: 'marking' } } }))
      expect(snapshot.children.markBoxSeen, route).toBeDefined();
    if (snapshot.matches({ open: { showing: { level: 'settled' } } }))
      expect(snapshot.children.markBoxSeen, route).toBeUndefined();
  },
});

/**
 * Runs the machine beside a stand-in modal manager (system id `modals`) with the given answers,
 * sends `events` after the page loaded, and returns the boxes asked for.
 */
async function pageBoxes(answers: {
  page: EventPage;
  act?: EventActionResult;
  first: boolean;
  events?: SpecialEventsEvent[];
}) {
  const machine = specialEventsMachine.provide({
    actors: {
      loadEventPage: fromPromise(() => Promise.resolve(answers.page)),
      runEventAction: fromPromise(() => Promise.resolve(answers.act ?? doorOpened)),
      markBoxSeen: fromPromise(() => Promise.resolve({ first: answers.first })),
    },
  });
  return boxesOpened<SpecialEventsEvent>(machine, 'specialEvents', childInput, [
    { type: 'ui.open', page: { kind: 'event', eventId: 22, qmdate: null } },
    ...(answers.events ?? []),
  ]);
}

describe('specialEvents boxes', () => {
  it("opens the actor's gift calendar box for a visitor on the calendar, and no other box", async () => {
    const machine = specialEventsMachine.provide({
      actors: { loadEventPage: fromPromise(() => Promise.resolve(easterPage)) },
    });
    const boxes = await boxesOpened<SpecialEventsEvent>(machine, 'specialEvents', visitorInput, [
      { type: 'ui.open', page: { kind: 'easter', qmdate: null } },
      { type: 'ui.open', page: { kind: 'giftCalendar', actorName: 'LunaLove', qmdate: null } },
    ]);
    expect(boxes).toEqual([
      {
        type: 'modals.open',
        id: 'actor-gift-calendar',
        props: {
          actorName: 'LunaLove',
          detail: { key: 'rewards.boxes.giftCalendar', values: { actor: 'LunaLove' } },
        },
      },
    ]);
  });

  it('opens no gift calendar box for a logged-in guest, who sees the calendar', async () => {
    const machine = specialEventsMachine.provide({
      actors: { loadEventPage: fromPromise(() => Promise.resolve(easterPage)) },
    });
    const boxes = await boxesOpened<SpecialEventsEvent>(machine, 'specialEvents', childInput, [
      { type: 'ui.open', page: { kind: 'giftCalendar', actorName: 'LunaLove', qmdate: null } },
    ]);
    expect(boxes).toEqual([]);
  });

  it('opens the box of the level reached the first time only', async () => {
    const first = await pageBoxes({ page: levelPage, first: true });
    expect(first.map((box) => box.id)).toEqual(['tag-reward-pro']);
    expect(first[0]?.props?.detail).toEqual({
      key: 'rewards.boxes.tagReward',
      values: { value: 1, type: 'videoVoucher', points: 50 },
    });
    expect(await pageBoxes({ page: levelPage, first: false })).toEqual([]);
  });

  it("opens the calendar edition's box when a door is claimed, with what it gave", async () => {
    const boxes = await pageBoxes({
      page: adventPage,
      first: true,
      events: [{ type: 'ui.act', action: { kind: 'openDoor', day: 5, qmdate: '2023-12-05' } }],
    });
    expect(boxes.map((box) => box.id)).toEqual(['calendar-2023']);
    expect(boxes[0]?.props?.detail).toEqual({
      key: 'rewards.boxes.door',
      values: { day: 5, value: 2, type: 'messengerGift', year: 2023 },
    });
  });
});

describe('specialEvents calls', () => {
  it('asks for the page opened, again on a retry, and runs the action the guest took', async () => {
    const pages: unknown[] = [];
    const actions: unknown[] = [];
    let failures = 1;
    const machine = specialEventsMachine.provide({
      actors: {
        loadEventPage: fromPromise(({ input }) => {
          pages.push(input);
          return failures-- > 0 ? Promise.reject(new Error('down')) : Promise.resolve(easterPage);
        }),
        runEventAction: fromPromise(({ input }) => {
          actions.push(input);
          return Promise.resolve(eggCollected);
        }),
      },
    });
    const actor = createActor(machine, { input: childInput }).start();
    const page = { kind: 'easter', qmdate: null } as const;
    actor.send({ type: 'ui.open', page });
    await flushMacrotasks();
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
    actor.send({ type: 'ui.retry' });
    await flushMacrotasks();
    expect(pages).toEqual([
      { request: childInput.request, page },
      { request: childInput.request, page },
    ]);
    const action = { kind: 'collectEgg', verificationToken: 'egg-1', qmdate: null } as const;
    actor.send({ type: 'ui.act', action });
    await flushMacrotasks();
    expect(actions).toEqual([{ request: childInput.request, action }]);
    expect(actor.getSnapshot().matches({ open: { showing: { action: 'rewarded' } } })).toBe(true);
  });
});
