import { describe, expect, it } from 'vitest';
import {
  createActor,
  setup,
  SimulatedClock,
  type ActorRef,
  type AnyActorRef,
  type EventObject,
  type Snapshot,
} from 'xstate';
import { appMachine, PAYMENT_FEEDBACK_WAIT_MS } from './app.machine.ts';
import { demoGuestReady } from '../shared/sessionFacts.testing.ts';

/** A domain with a bug: its action throws on `x.boom`, which stops it with an error. */
const buggyDomain = setup({
  types: { input: {} as { owner: string } },
  actions: {
    boom: () => {
      throw new Error('boom');
    },
  },
}).createMachine({ on: { 'x.boom': { actions: 'boom' } } });

function startApp() {
  let reloads = 0;
  const logged: string[] = [];
  const app = createActor(
    appMachine().provide({
      // The root only spawns and watches its domains: any machine can stand in for one.
      actors: { avs: buggyDomain as never, contests: buggyDomain as never },
      actions: {
        reloadPage: () => void reloads++,
        reportFailure: ({ event }) => void logged.push(event.type),
      },
    }),
    { input: { path: '/en/', search: '' } },
  ).start();
  return { app, logged, reloads: () => reloads };
}

const get = (app: AnyActorRef, id: string) =>
  app.system.get(id) as ActorRef<Snapshot<unknown>, EventObject> | undefined;

describe('app: a failing domain actor (issue 23, item 4)', () => {
  it('keeps the root and every other domain running, notes and logs the failure', () => {
    const { app, logged } = startApp();
    // The age check runs once bootstrap is done (the root spawns it with the session).
    app.send(demoGuestReady());
    get(app, 'avs')!.send({ type: 'x.boom' });
    expect(app.getSnapshot().status).toBe('active');
    expect(app.getSnapshot().context.failed).toEqual(['avs']);
    expect(logged).toEqual(['xstate.error.actor.avs']);
    expect(get(app, 'shell')!.getSnapshot().status).toBe('active');
    expect(get(app, 'modals')!.getSnapshot().status).toBe('active');
    expect(get(app, 'guest')!.getSnapshot().status).toBe('active');
    app.stop();
  });

  it('retries a failed boot-time domain by reloading the page; a running one is no reason', () => {
    const { app, reloads } = startApp();
    app.send(demoGuestReady());
    app.send({ type: 'app.domainRetry', domain: 'avs' });
    expect(reloads()).toBe(0);
    get(app, 'avs')!.send({ type: 'x.boom' });
    app.send({ type: 'app.domainRetry', domain: 'avs' });
    expect(app.getSnapshot().matches({ page: 'reloading' })).toBe(true);
    expect(reloads()).toBe(1);
    app.stop();
  });

  it('starts a failed lazy domain again under its system id, with the facts it had', () => {
    const { app } = startApp();
    app.send(demoGuestReady());
    app.send({ type: 'app.domainStart', domain: 'contests' });
    const first = get(app, 'contests')!;
    first.send({ type: 'x.boom' });
    expect(app.getSnapshot().context.failed).toEqual(['contests']);
    app.send({ type: 'app.domainRetry', domain: 'contests' });
    const second = get(app, 'contests');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(second!.getSnapshot().status).toBe('active');
    expect(app.getSnapshot().context.failed).toEqual([]);
    expect(app.getSnapshot().matches({ page: 'running' })).toBe(true);
    // It can fail and be retried again.
    second!.send({ type: 'x.boom' });
    expect(app.getSnapshot().context.failed).toEqual(['contests']);
    app.stop();
  });

  it('fails a domain whose code did not load, and asks for it again on retry', () => {
    const { app } = startApp();
    app.send({ type: 'app.domainWanted', domain: 'contests' });
    app.send({ type: 'app.domainLoadFailed', domain: 'contests' });
    expect(app.getSnapshot().context.failed).toEqual(['contests']);
    // What waits for it stays kept; the page shows the error view, its retry asks again.
    expect(Object.keys(app.getSnapshot().context.pending)).toContain('contests');
    app.send({ type: 'app.domainRetry', domain: 'contests' });
    expect(app.getSnapshot().context.failed).toEqual([]);
    expect(Object.keys(app.getSnapshot().context.pending)).toContain('contests');
    expect(app.getSnapshot().matches({ page: 'running' })).toBe(true);
    app.stop();
  });
});

describe('the session expired while a payment waits for its feedback (issue 51, item 8)', () => {
  /** A payment under way, then the session ends: by the realtime push, or its expiry stamp passed. */
  function expiredDuringPayment(
    ended: 'realtime.sessionExpired' | 'bootstrap.sessionEnded' = 'realtime.sessionExpired',
  ) {
    const clock = new SimulatedClock();
    let reloads = 0;
    const app = createActor(
      appMachine().provide({ actions: { reloadPage: () => void reloads++ } }),
      {
        input: { path: '/en/', search: '' },
        clock,
      },
    ).start();
    app.send({ type: 'payTour.paymentStarted' });
    app.send({ type: ended });
    return { app, clock, reloads: () => reloads };
  }

  it('reloads once the feedback comes', () => {
    const { app, reloads } = expiredDuringPayment();
    expect(app.getSnapshot().matches({ page: 'expiredAfterPayment' })).toBe(true);
    app.send({ type: 'payTour.paymentFeedback' });
    expect(reloads()).toBe(1);
    app.stop();
  });

  it('reloads all the same when no feedback comes in PAYMENT_FEEDBACK_WAIT_MS', () => {
    const { app, clock, reloads } = expiredDuringPayment();
    clock.increment(PAYMENT_FEEDBACK_WAIT_MS - 1);
    expect(reloads()).toBe(0);
    clock.increment(1);
    expect(app.getSnapshot().matches({ page: 'reloading' })).toBe(true);
    expect(reloads()).toBe(1);
    app.stop();
  });

  it("treats the session's passed expiry stamp (bootstrap.sessionEnded) as the push: a reload, after a waiting payment", () => {
    const { app, reloads } = expiredDuringPayment('bootstrap.sessionEnded');
    expect(app.getSnapshot().matches({ page: 'expiredAfterPayment' })).toBe(true);
    expect(reloads()).toBe(0);
    app.send({ type: 'payTour.paymentFeedback' });
    expect(reloads()).toBe(1);
    app.stop();
    // With no payment waiting, the reload comes at once.
    let idleReloads = 0;
    const idle = createActor(
      appMachine().provide({ actions: { reloadPage: () => void idleReloads++ } }),
      { input: { path: '/en/', search: '' } },
    ).start();
    idle.send({ type: 'bootstrap.sessionEnded' });
    expect(idle.getSnapshot().matches({ page: 'reloading' })).toBe(true);
    expect(idleReloads).toBe(1);
    idle.stop();
  });
});
