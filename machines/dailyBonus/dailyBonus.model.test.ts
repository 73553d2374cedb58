import { describe, expect, it } from 'vitest';
import { fromPromise, createActor } from 'xstate';
import type { DailyBonusClaimResult, DailyBonusData } from '../rewards/rewards.types.ts';
import {
  demoDailyBonus,
  childInput,
  streakDailyBonus,
  topUpClaimed,
  todayOffer,
  VISITOR,
  visitorInput,
} from '../rewards/fixtures.testing.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { boxesOpened } from '../rewards/modelKit.testing.ts';
import { dailyBonusMachine, type DailyBonusEvent } from './dailyBonus.machine.ts';
import { selectDayEnd, selectDailyBonusView } from './dailyBonus.selectors.ts';

// 23:59:57 Berlin on 22 November 2026 (UTC+1): two seconds to the day's end (23:59:59).
const lateNow = Date.UTC(2026, 10, 22, 22, 59, 57);
const dayEnd = 'xstate.after.dayEnd.dailyBonus.page.open.ready.countdown.running';
defineModelSuite(dailyBonusMachine, {
  input: childInput,
  exceptions: {
    'dailyBonus.fiveDays.off': VISITOR,
    'dailyBonus.page.visitor': VISITOR,
    'dailyBonus.fiveDays.starting —always#2→ dailyBonus.fiveDays.off': VISITOR,
    'dailyBonus.page.starting —always#2→ dailyBonus.page.visitor': VISITOR,
  },
  events: [
    { type: 'ui.open' },
    { type: 'ui.close' },
    { type: 'ui.retry' },
    { type: 'ui.claim', offerId: todayOffer.id },
    { type: 'payTour.result', flow: 'moneycharge', success: true },
    { type: 'payTour.result', flow: 'moneycharge', success: false },
    { type: 'xstate.done.actor.readClock', output: lateNow },
    { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
    { type: 'xstate.done.actor.loadDailyBonus', output: demoDailyBonus },
    { type: 'xstate.error.actor.loadDailyBonus', error: { message: 'down' } },
    {
      type: 'xstate.done.actor.claimOffer',
      output: { success: true, errorCode: null, offer: { ...todayOffer, purchased: true } },
    },
    {
      type: 'xstate.done.actor.claimOffer',
      output: { success: false, errorCode: 'insufficient_funds', offer: todayOffer },
    },
    {
      type: 'xstate.done.actor.claimOffer',
      output: { success: false, errorCode: 'offer_expired', offer: null },
    },
    { type: 'xstate.error.actor.claimOffer', error: { message: 'offline' } },
    { type: dayEnd },
    { type: 'xstate.done.actor.visitClock', output: lateNow },
    { type: 'xstate.error.actor.visitClock', error: { message: 'no clock' } },
    { type: 'xstate.done.actor.visitDailyBonus', output: streakDailyBonus },
    { type: 'xstate.done.actor.visitDailyBonus', output: demoDailyBonus },
    { type: 'xstate.error.actor.visitDailyBonus', error: { message: 'down' } },
    { type: 'xstate.done.actor.markBoxSeen', output: { first: true } },
    { type: 'xstate.done.actor.markBoxSeen', output: { first: false } },
    { type: 'xstate.error.actor.markBoxSeen', error: { message: 'offline' } },
  ],
  // The day's end as the clock read puts it: 23:59:59 Berlin, two seconds after `lateNow`.
  delays: { dayEnd: 2000 },
  invariants: (snapshot, { route }) => {
    const view = selectDailyBonusView(snapshot);
    if (snapshot.matches({ page: { open: { ready: { offer: 'claimed' } } } }) && 'data' in view)
      expect(view.data.today?.purchased, route).toBe(true);
    if (
      snapshot.matches({ page: { open: { ready: { offer: 'toppingUp' } } } }) &&
      'errorCode' in view
    )
      expect(view.errorCode, route).toBe('insufficient_funds');
    // Marking the five-days box: the visit found a streak (3 days up to 22 November).
    if (snapshot.matches({ fiveDays: 'marking' })) expect(snapshot.context.streak, route).toBe(3);
    if (snapshot.matches({ fiveDays: 'off' })) expect(view.status, route).toBe('visitor');
  },
  tests: ({ run }) => {
    it('shows the end of the day, 23:59:59 Berlin time, and loads the new day then', async () => {
      const open = [
        { type: 'ui.open' },
        { type: 'xstate.done.actor.readClock', output: lateNow },
        { type: 'xstate.done.actor.loadDailyBonus', output: demoDailyBonus },
      ];
      const ready = await run(open);
      expect(selectDayEnd(ready as never)).toBe(lateNow + 2000);
      expect(ready.context.dayLeftMs).toBe(2000);
      const over = await run([...open, { type: dayEnd }]);
      expect(over.value).toMatchObject({ page: { open: 'readingClock' } });
    });
  },
});

/**
 * Runs the machine beside a stand-in modal manager (system id `modals`) with the given answers
 * and returns the boxes asked for after `events`.
 */
async function visitBoxes(answers: {
  now: number;
  data: DailyBonusData;
  first: boolean;
  claim?: DailyBonusClaimResult;
  events?: DailyBonusEvent[];
}) {
  const machine = dailyBonusMachine.provide({
    actors: {
      readClock: fromPromise(() => Promise.resolve(answers.now)),
      loadDailyBonus: fromPromise(() => Promise.resolve(answers.data)),
      visitClock: fromPromise(() => Promise.resolve(answers.now)),
      visitDailyBonus: fromPromise(() => Promise.resolve(answers.data)),
      claimOffer: fromPromise(() => Promise.resolve(answers.claim ?? topUpClaimed)),
      markBoxSeen: fromPromise(() => Promise.resolve({ first: answers.first })),
    },
  });
  return boxesOpened(machine, 'dailyBonus', childInput, answers.events ?? []);
}

const noon = Date.UTC(2026, 10, 22, 11);
const claimedOn = (dates: string[]): DailyBonusData => ({
  ...demoDailyBonus,
  consumedOffers: dates.map((date) => ({ ...todayOffer, date, purchased: true })),
});

describe('dailyBonus boxes', () => {
  it('opens the five-days box on the first visit of a day with a streak: day n of 5', async () => {
    const boxes = await visitBoxes({ now: noon, data: streakDailyBonus, first: true });
    expect(boxes).toEqual([
      {
        type: 'modals.open',
        id: 'five-days-bonus',
        props: {
          day: 3,
          of: 5,
          collected: false,
          detail: { key: 'rewards.boxes.fiveDaysDay', values: { day: 3, of: 5 } },
        },
      },
    ]);
  });

  it('says the bonus is collected on day 5', async () => {
    const data = claimedOn(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17']);
    const boxes = await visitBoxes({ now: noon, data, first: true });
    expect(boxes[0]?.props?.detail).toEqual({
      key: 'rewards.boxes.fiveDaysCollected',
      values: { of: 5 },
    });
  });

  it('stays shut on a later visit of the day, and without a streak', async () => {
    expect(await visitBoxes({ now: noon, data: streakDailyBonus, first: false })).toEqual([]);
    const broken = claimedOn(['2026-11-20', '2026-11-19']);
    expect(await visitBoxes({ now: noon, data: broken, first: true })).toEqual([]);
  });

  it('opens specialTopUp with the bonus in words when a top-up offer is claimed', async () => {
    const data = { ...demoDailyBonus, today: { ...todayOffer, offer: 'TopUpPercent' as const } };
    const boxes = await visitBoxes({
      now: noon,
      data,
      first: false,
      events: [{ type: 'ui.open' }, { type: 'ui.claim', offerId: todayOffer.id }],
    });
    expect(boxes.map((box) => [box.id, box.props?.detail])).toEqual([
      ['specialTopUp', { key: 'rewards.boxes.topUpPercent', values: { value: 20 } }],
    ]);
  });

  it('opens no box for a claimed offer that is not a top-up', async () => {
    const boxes = await visitBoxes({
      now: noon,
      data: demoDailyBonus,
      first: false,
      claim: { success: true, errorCode: null, offer: { ...todayOffer, purchased: true } },
      events: [{ type: 'ui.open' }, { type: 'ui.claim', offerId: todayOffer.id }],
    });
    expect(boxes).toEqual([]);
  });
});

it('claims the offer the guest chose, and today’s again after a top-up that paid', async () => {
  const claims: unknown[] = [];
  const answers: DailyBonusClaimResult[] = [
    { success: false, errorCode: 'insufficient_funds', offer: todayOffer },
    { success: true, errorCode: null, offer: { ...todayOffer, purchased: true } },
  ];
  const machine = dailyBonusMachine.provide({
    actors: {
      readClock: fromPromise(() => Promise.resolve(noon)),
      loadDailyBonus: fromPromise(() => Promise.resolve(demoDailyBonus)),
      visitClock: fromPromise(() => Promise.resolve(noon)),
      visitDailyBonus: fromPromise(() => Promise.resolve(demoDailyBonus)),
      markBoxSeen: fromPromise(() => Promise.resolve<{ first: boolean }>({ first: false })),
      claimOffer: fromPromise(({ input }) => {
        claims.push(input);
        const answer = answers.shift();
        return answer ? Promise.resolve(answer) : Promise.reject(new Error('no more'));
      }),
    },
  });
  const actor = createActor(machine, { input: childInput }).start();
  actor.send({ type: 'ui.open' });
  await flushMacrotasks();
  actor.send({ type: 'ui.claim', offerId: todayOffer.id });
  await flushMacrotasks();
  expect(actor.getSnapshot().matches({ page: { open: { ready: { offer: 'toppingUp' } } } })).toBe(
    true,
  );
  actor.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
  await flushMacrotasks();
  const claim = { request: childInput.request, offerId: todayOffer.id };
  expect(claims).toEqual([claim, claim]);
  expect(actor.getSnapshot().matches({ page: { open: { ready: { offer: 'claimed' } } } })).toBe(
    true,
  );
  actor.stop();
});

it('starts a visitor as one, who is asked to log in', () => {
  const actor = createActor(dailyBonusMachine, { input: visitorInput }).start();
  expect(selectDailyBonusView(actor.getSnapshot()).status).toBe('visitor');
  actor.stop();
});
