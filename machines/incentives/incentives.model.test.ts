import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { incentivesMachine } from './incentives.machine.ts';
import { testOffer, testRequest, testSession } from './incentives.testing.ts';
import { selectIsCountingDown, selectIsLoadingIncentives } from './incentives.selectors.ts';

/** Model-based test: every transition of the incentives statechart, run on the real machine. */
const request = testRequest;
const session = testSession;
const offer = testOffer();
const events = [
  { type: 'app.ready', config: demoConfig, session, guest: visitorGuest, request },
  { type: 'app.ready', config: demoConfig, session, guest: demoGuest, request },
  { type: 'incentives.routeChanged', routeName: 'home', routeArgs: {} },
  { type: 'incentives.routeChanged', routeName: 'messenger', routeArgs: {} },
  { type: 'incentives.reload' },
  { type: 'payTour.result', flow: 'moneycharge', success: true },
  { type: 'xstate.done.actor.readBlockCookie', output: [] },
  { type: 'xstate.error.actor.readBlockCookie', error: { message: 'x' } },
  {
    type: 'xstate.done.actor.loadPageLoad',
    output: { incentives: [offer], vxpayConfig: {}, trackingData: {} },
  },
  { type: 'xstate.error.actor.loadPageLoad', error: { message: 'x' } },
  { type: 'xstate.done.actor.loadTeasers', output: { teasers: [], banners: [] } },
  { type: 'xstate.error.actor.loadTeasers', error: { message: 'x' } },
  { type: 'ui.incentiveClosed', id: 'a', result: 'blocked' },
  { type: 'xstate.done.actor.closeIncentive', output: { success: true } },
  { type: 'xstate.done.actor.closeIncentive', output: { success: false } },
  { type: 'xstate.error.actor.closeIncentive', error: { message: 'x' } },
  { type: 'ui.refillWindowHidden', incentiveType: 'refill', interval: 7 },
  { type: 'xstate.done.actor.setRefillHidden', output: { success: true } },
  { type: 'xstate.done.actor.setRefillHidden', output: { success: false } },
  { type: 'xstate.error.actor.setRefillHidden', error: { message: 'x' } },
  { type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 3 },
  { type: 'xstate.done.actor.loadEventIncentives', output: [] },
  { type: 'xstate.error.actor.loadEventIncentives', error: { message: 'x' } },
  { type: 'ui.alreadySignedUp', id: 'a' },
  { type: 'xstate.done.actor.setGuestInfo', output: { success: true } },
  { type: 'xstate.error.actor.setGuestInfo', error: { message: 'x' } },
  { type: 'xstate.after.second.incentives.ready.clock.counting' },
];
/** A guest who just signed up on the web: the onboarding and survey regions move for them. */
const newGuest = { ...demoGuest, signupOrigin: 'web', hasAvs: true };
const survey = { id: 's1', topic: 'chat' };
const triggerEvents = [
  { type: 'app.ready', config: demoConfig, session, guest: newGuest, request },
  // The forced age check comes first: no onboarding on this page.
  {
    type: 'app.ready',
    config: { ...demoConfig, forceAvs: true },
    session,
    guest: { ...newGuest, hasAvs: false },
    request,
  },
  { type: 'xstate.done.actor.readBlockCookie', output: [] },
  { type: 'xstate.done.actor.hasSeenOnboarding', output: true },
  { type: 'xstate.done.actor.hasSeenOnboarding', output: false },
  { type: 'xstate.error.actor.hasSeenOnboarding', error: { message: 'x' } },
  { type: 'xstate.done.actor.markOnboardingSeen', output: true },
  { type: 'xstate.error.actor.markOnboardingSeen', error: { message: 'x' } },
  { type: 'ui.startPageChosen', choice: 'videos' },
  { type: 'xstate.done.actor.saveStartPage', output: true },
  { type: 'xstate.error.actor.saveStartPage', error: { message: 'x' } },
  { type: 'modals.result', id: 'onboarding-choose', confirmed: false },
  { type: 'modals.result', id: 'survey', confirmed: false },
  { type: 'xstate.done.actor.loadSurveyDue', output: { ...survey, topic: 'platform' } },
  { type: 'xstate.done.actor.loadSurveyDue', output: null },
  { type: 'xstate.error.actor.loadSurveyDue', error: { message: 'x' } },
  { type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 },
  // The balance ran out: the top-up is the follow-up, no survey is asked for.
  { type: 'incentives.chatEnded', chatId: 'c2', exitCode: 107 },
  { type: 'xstate.done.actor.loadChatExitSurvey', output: survey },
  { type: 'xstate.done.actor.loadChatExitSurvey', output: null },
  { type: 'xstate.error.actor.loadChatExitSurvey', error: { message: 'x' } },
  { type: 'ui.surveyAnswered', rating: 'good' },
  { type: 'xstate.done.actor.sendFeedback', output: true },
  { type: 'xstate.error.actor.sendFeedback', error: { message: 'x' } },
];
const graph = modelMachine(incentivesMachine);
// The parallel regions move independently; a state is its region values, so the product stays
// what the events can reach from one guest's page.
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const start = createActor(graph).getSnapshot();
const model = createTestModel(graph, { events: events as never, serializeState });
// The triggers (onboarding, surveys) run as a second model over their own events: combined with
// the conversion calls' events the product of the regions would only repeat the same moves.
// Its states are the two trigger regions only (the graph offers every event type the machine
// knows, so the conversion events are listed too; what they move is the first model's business).
const triggerState = (s: AnyMachineSnapshot) => {
  const value = s.value as { ready?: { onboarding: unknown; survey: unknown } } | string;
  const { loggedIn, signedUp, ageCheckFirst } = s.context as {
    loggedIn: boolean;
    signedUp: boolean;
    ageCheckFirst: boolean;
  };
  const regions =
    typeof value === 'object' && value.ready ? [value.ready.onboarding, value.ready.survey] : value;
  return JSON.stringify([regions, loggedIn, signedUp, ageCheckFirst]);
};
const triggers = createTestModel(graph, {
  events: [...events, ...triggerEvents] as never,
  serializeState: triggerState,
});
const all = transitionPaths(model, start, serializeState);
/** One path per (event, regions it moves): paths that differ only in idle regions take the same transitions. */
const seen = new Set<string>();
const paths = [
  ...all.filter((path) => {
    const last = path.steps.at(-1)!;
    const before = last.state as AnyMachineSnapshot;
    const after = path.state as AnyMachineSnapshot;
    const key = `${last.event.type}|${JSON.stringify((last.event as { output?: unknown }).output ?? null)}|${moved(before.value, after.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }),
  ...transitionPaths(triggers, start, triggerState),
];

function moved(beforeValue: unknown, afterValue: unknown): string {
  const inner = (v: unknown) =>
    v && typeof v === 'object' && 'ready' in v ? (v as { ready: unknown }).ready : v;
  const before = inner(beforeValue);
  const after = inner(afterValue);
  if (typeof before !== 'object' || typeof after !== 'object' || !before || !after)
    return `${JSON.stringify(before)}>${JSON.stringify(after)}`;
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return (
    Object.keys({ ...a, ...b })
      .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      .map((key) => `${key}:${JSON.stringify(b[key])}>${JSON.stringify(a[key])}`)
      .join(',') || `stay:${JSON.stringify(Object.keys(b))}`
  );
}

/**
 * Runs a path on the real machine in a recording engine: each call settles when the path says,
 * a second passes when the clock's delay fires (exactly one tick), a failing path saves its log.
 */
const { run } = recordingRunner('incentives', incentivesMachine, {
  drive: (event, runtime) => {
    if (!event.type.startsWith('xstate.after.second.')) return false;
    runtime.advance(1000);
    return true;
  },
});

describe('incentives model', () => {
  it(`runs ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      if (snapshot.matches({ ready: { clock: 'counting' } }))
        expect(
          selectIsCountingDown(snapshot) && snapshot.context.incentives.length > 0,
          route,
        ).toBe(true);
      if (snapshot.matches({ ready: { pageLoad: 'loading' } }))
        expect(selectIsLoadingIncentives(snapshot), route).toBe(true);
      if (snapshot.matches({ ready: { pageLoad: 'skipped' } }))
        expect(
          snapshot.context.incentives.filter((each) => each.event === 'pageLoad'),
          route,
        ).toEqual([]);
      // The triggers: each state says what the guest sees and what the machine keeps.
      const context = snapshot.context;
      if (snapshot.matches({ ready: { onboarding: 'checking' } }))
        expect(context.signedUp && !context.ageCheckFirst, route).toBe(true);
      if (snapshot.matches({ ready: { onboarding: 'saving' } }))
        expect(snapshot.hasTag('savingStartChoice') && context.startChoice !== null, route).toBe(
          true,
        );
      if (snapshot.matches({ ready: { onboarding: 'saveFailed' } }))
        expect([context.startChoice, context.startChoiceError !== null], route).toEqual([
          'videos',
          true,
        ]);
      if (snapshot.hasTag('surveyShown')) expect(context.survey, route).not.toBeNull();
      if (snapshot.matches({ ready: { survey: 'sendFailed' } }))
        expect([context.surveyRating, context.surveyError !== null], route).toEqual(['good', true]);
      if (snapshot.matches({ ready: { survey: 'off' } }))
        expect(context.loggedIn, route).toBe(false);
      if (snapshot.matches({ ready: { closing: 'posting' } }))
        expect(snapshot.context.closeQueue.length, route).toBeGreaterThan(0);
    }
  }, 120_000);

  it('covers the machine at the gate', { timeout: 60_000 }, () => {
    expect(gateFailures(measureModelCoverage('incentives', graph, paths))).toEqual([]);
  });
});
