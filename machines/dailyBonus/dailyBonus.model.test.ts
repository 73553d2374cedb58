import { describe, expect, it } from 'vitest';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import {
  demoDailyBonus,
  readyEvent,
  todayOffer,
  visitorReady,
} from '../rewards/fixtures.testing.ts';
import { rewardsModel } from '../rewards/modelKit.testing.ts';
import { DAILY_BONUS_TICK_MS, dailyBonusMachine } from './dailyBonus.machine.ts';
import { selectCountdown, selectDailyBonusView } from './dailyBonus.selectors.ts';

// 23:59:57 Berlin on 22 November 2026 (UTC+1): three seconds to the day's end.
const lateNow = Date.UTC(2026, 10, 22, 22, 59, 57);
const tick = 'xstate.after.tick.dailyBonus.open.ready.countdown.ticking';
const { graph, paths, run } = rewardsModel(
  dailyBonusMachine,
  [
    readyEvent,
    visitorReady,
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
    { type: tick },
  ],
  { tick: DAILY_BONUS_TICK_MS },
);

describe('dailyBonus model', () => {
  it(
    `runs all ${paths.length} transition paths, each state meaning what it says`,
    { timeout: 120_000 },
    async () => {
      for (const path of paths) {
        const snapshot = await run(path.steps.map((s) => s.event));
        const route = path.steps.map((s) => s.event.type).join(' → ');
        expect(snapshot.value, route).toEqual(path.state.value);
        const view = selectDailyBonusView(snapshot as never);
        if (snapshot.matches({ open: { ready: { offer: 'claimed' } } }) && 'data' in view)
          expect(view.data.today?.purchased, route).toBe(true);
        if (snapshot.matches({ open: { ready: { offer: 'toppingUp' } } }) && 'errorCode' in view)
          expect(view.errorCode, route).toBe('insufficient_funds');
      }
    },
  );

  it('counts down each second and loads the new day at 23:59:59 Berlin time', async () => {
    const open = [
      readyEvent,
      { type: 'ui.open' },
      { type: 'xstate.done.actor.readClock', output: lateNow },
      { type: 'xstate.done.actor.loadDailyBonus', output: demoDailyBonus },
    ];
    expect(selectCountdown((await run(open)) as never)).toBe('00:00:02');
    expect(selectCountdown((await run([...open, { type: tick }])) as never)).toBe('00:00:01');
    const over = await run([...open, { type: tick }, { type: tick }]);
    expect(over.value).toEqual({ open: 'readingClock' });
  });

  it('covers the machine at the gate', () => {
    const exceptions = {
      'dailyBonus.open.ready.countdown.ticking —xstate.after.tick.dailyBonus.open.ready.countdown.ticking[dayOver]→ dailyBonus.open.readingClock':
        'the day ends only after enough ticks (context, which the graph does not follow); covered by the countdown test above',
    };
    expect(gateFailures(measureModelCoverage('dailyBonus', graph, paths, { exceptions }))).toEqual(
      [],
    );
  });
});
