import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { demoConfig } from '../../src/engine/testing/demoGuestStates.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { consentMachine } from './consent.machine.ts';
import { trackingMachine } from './tracking.machine.ts';
import { selectCookieBanner, selectFunctionalConsent } from './consent.selectors.ts';
import type {
  AnalyticsConsentEvent,
  ConsentChoice,
  FunctionalConsentEvent,
} from './consent.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';

const track = { type: 'tracking.track', eventContext: 'feed', eventAction: 'like' } as const;

/**
 * The consent in a tiny root, as the app's starts it: from the first frame, and the tracker with
 * the session once there is one (`session`: at once, else on `startSession`).
 */
function start(stored: ConsentChoice | null, { session = true } = {}) {
  const sent: unknown[] = [];
  const storedChoices: ConsentChoice[] = [];
  const consent = consentMachine().provide({
    actors: {
      loadConsent: fromPromise(() => Promise.resolve(stored)),
      storeConsent: fromPromise(({ input }: { input: ConsentChoice }) => {
        storedChoices.push(input);
        return Promise.resolve();
      }),
    },
  });
  const tracking = trackingMachine().provide({
    actions: {
      track: (_, params) => sent.push(params),
      trackProfileVisit: (_, params) => sent.push(params),
    },
  });
  const root = createActor(
    setup({ actors: { consent, tracking } }).createMachine({
      invoke: { id: 'consent', systemId: 'consent', src: 'consent' },
      on: {
        'test.session': {
          actions: spawnChild('tracking', {
            id: 'tracking',
            systemId: 'tracking',
            input: demoDomainInput('tracking'),
          }),
        },
      },
    }),
  ).start();
  const startSession = () => root.send({ type: 'test.session' });
  if (session) startSession();
  const actor = root.system.get('consent') as ActorRefFrom<ReturnType<typeof consentMachine>>;
  return { actor, sent, storedChoices, startSession };
}

describe('consent machine', () => {
  it('asks until the guest decides; before, nothing is tracked', async () => {
    const { actor, sent, storedChoices } = start(null);
    await flushMacrotasks();
    expect(selectCookieBanner(actor.getSnapshot())).toEqual({ step: 'summary' });
    actor.send(track);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.withheld).toBe(1);
    actor.send({ type: 'ui.consentAcceptAll' });
    await flushMacrotasks();
    expect(storedChoices).toEqual([{ functional: true, analytics: true }]);
    expect(selectCookieBanner(actor.getSnapshot())).toBeNull();
    actor.send(track);
    actor.send({ type: 'tracking.profileVisit', actorName: 'Lana' });
    // The tracker sends them with the session the root started it with.
    expect(sent).toEqual([
      { tracking: expect.objectContaining({ webToken: 't' }) as unknown, event: track },
      {
        tracking: expect.objectContaining({
          queryServiceUrl: demoConfig.queryServiceUrl,
        }) as unknown,
        actorName: 'Lana',
      },
    ]);
  });

  it('remembers a stored choice: no banner, and functional only allows no tracking', async () => {
    const { actor, sent } = start({ functional: true, analytics: false });
    await flushMacrotasks();
    expect(selectCookieBanner(actor.getSnapshot())).toBeNull();
    expect(selectFunctionalConsent(actor.getSnapshot())).toBe(true);
    actor.send(track);
    expect(sent).toEqual([]);
  });

  it('tracks nothing before there is a session (the tracker runs), even with consent', async () => {
    const { actor, sent, startSession } = start(
      { functional: false, analytics: true },
      { session: false },
    );
    await flushMacrotasks();
    actor.send(track);
    expect(sent).toEqual([]);
    startSession();
    actor.send(track);
    expect(sent).toEqual([
      { tracking: expect.objectContaining({ webToken: 't' }) as unknown, event: track },
    ]);
  });

  it('reopens on the categories with the current choice, and a new choice replaces it', async () => {
    const { actor, sent } = start({ functional: false, analytics: true });
    await flushMacrotasks();
    actor.send({ type: 'ui.consentReopen' });
    expect(selectCookieBanner(actor.getSnapshot())).toEqual({
      step: 'details',
      choice: { functional: false, analytics: true },
    });
    actor.send({ type: 'ui.consentSave', functional: true, analytics: false });
    await flushMacrotasks();
    actor.send(track);
    expect(sent).toEqual([]);
  });
});

/**
 * The consent beside a search and a pay tour that record what they are told (the real search
 * keeps its history so, the real tour tells the payment client whether to track).
 */
function withListeners(stored: ConsentChoice | null) {
  const told: boolean[] = [];
  const analytics: boolean[] = [];
  const search = setup({ types: { events: {} as FunctionalConsentEvent } }).createMachine({
    on: {
      'consent.functionalChanged': {
        actions: ({ event }) => told.push(event.functional),
      },
    },
  });
  const payTour = setup({ types: { events: {} as AnalyticsConsentEvent } }).createMachine({
    on: { 'consent.analyticsChanged': { actions: ({ event }) => analytics.push(event.analytics) } },
  });
  const consent = consentMachine().provide({
    actors: {
      loadConsent: fromPromise(() => Promise.resolve(stored)),
      storeConsent: fromPromise(() => Promise.resolve()),
    },
  });
  const root = createActor(
    setup({ actors: { consent, search, payTour } }).createMachine({
      invoke: [
        { id: 'consent', systemId: 'consent', src: 'consent' },
        { id: 'search', systemId: 'search', src: 'search' },
        { id: 'payTour', systemId: 'payTour', src: 'payTour' },
      ],
    }),
  ).start();
  const consentActor = root.system.get('consent') as ActorRefFrom<
    ReturnType<typeof consentMachine>
  >;
  return { consentActor, told, analytics };
}

describe('consent: the functional consent handed to the search', () => {
  it('answers a search that asks, and tells it each new choice, withdrawal included', async () => {
    const { consentActor, told } = withListeners(null);
    await flushMacrotasks();
    consentActor.send({ type: 'consent.ask' });
    expect(told).toEqual([false]);
    consentActor.send({ type: 'ui.consentAcceptAll' });
    await flushMacrotasks();
    expect(told).toEqual([false, true]);
    consentActor.send({ type: 'ui.consentReopen' });
    consentActor.send({ type: 'ui.consentSave', functional: false, analytics: true });
    await flushMacrotasks();
    expect(told).toEqual([false, true, false]);
  });

  it('tells the search a stored choice as it is read', async () => {
    const { told } = withListeners({ functional: true, analytics: false });
    await flushMacrotasks();
    expect(told).toEqual([true]);
  });
});

describe('consent: the analytics consent handed to the pay tour (enableTracking, decision 0032)', () => {
  it('answers a pay tour that asks, and tells it a stored choice and each new one', async () => {
    const { consentActor, analytics } = withListeners({ functional: true, analytics: false });
    await flushMacrotasks();
    expect(analytics).toEqual([false]);
    consentActor.send({ type: 'consent.ask' });
    expect(analytics).toEqual([false, false]);
    consentActor.send({ type: 'ui.consentReopen' });
    consentActor.send({ type: 'ui.consentSave', functional: true, analytics: true });
    await flushMacrotasks();
    expect(analytics).toEqual([false, false, true]);
  });
});
