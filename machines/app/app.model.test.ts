import { expect } from 'vitest';
import { demoConfig, demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { appMachine, type AppEvent } from './app.machine.ts';

/**
 * Model-based test of the root: when the page reloads (session expired, token rejected, after a
 * pending payment's feedback), when the logged-in guest's lazy domains (her realtime connection
 * among them) are asked for. Paths from its statechart drive the real
 * app system (its children run, their services unprovided and failing harmlessly).
 */
const input = { path: '/en/', search: '' };
const request = {
  restBaseUrl: demoConfig.restBaseUrl,
  ver: 'test',
  language: 'en' as const,
  accessToken: 'tok',
};
const events: AppEvent[] = [
  {
    type: 'bootstrap.guestReady',
    config: demoConfig,
    session: { accessToken: 'tok', guestId: 7, expiresIn: 60 },
    guest: demoGuest,
    request,
  },
  { type: 'realtime.sessionExpired' },
  { type: 'bootstrap.sessionEnded' },
  { type: 'realtime.tokenRejected' },
  { type: 'payTour.paymentStarted' },
  { type: 'payTour.paymentFeedback' },
  { type: 'guest.locked' },
  // Without a failure first a retry changes nothing (the graph sends the error's wildcard).
  { type: 'app.domainRetry', domain: 'avs' },
  // A domain whose code did not load is failed until the guest retries (the engine asks again).
  { type: 'app.domainLoadFailed', domain: 'contests' },
  { type: 'app.domainRetry', domain: 'contests' },
  // The history moved: the root wants the route's domain (and tells it once it runs).
  { type: 'ui.routeChanged', path: '/en/cams/', search: '' },
];

/**
 * Each path runs in a recording engine, the domains as child machines whose calls are recorded
 * (and left pending: each domain has its own model test); a failing path leaves its log in
 * reports/model-failures (`npm run replay -- <file>`).
 */
let reloads = 0;

// The traversal sends the error handler's descriptor itself ('xstate.error.actor.*'), which
// names no actor, so no retry after it finds a failed domain; real failures and their
// retries run in app.failures.test.ts.
const why = 'needs a named failed actor: app.failures.test.ts';
const exceptions = {
  'app —app.domainRetry[isFailedLazyDomain]→ (stay)': why,
  'app.page.running —app.domainRetry[isFailedBootDomain]→ app.page.reloading': why,
};

defineModelSuite(appMachine(), {
  input,
  events,
  stand: {
    // The traversal's transitions share one system, where a second spawn's id would clash.
    startSessionDomains: () => {},
    endRealtime: () => {},
  },
  runner: { actions: { reloadPage: () => void reloads++ } },
  exceptions,
  beforePath: () => {
    reloads = 0;
  },
  invariants: (snapshot, { route, path }) => {
    expect(reloads, route).toBe(snapshot.matches({ page: 'reloading' }) ? 1 : 0);
    const started = path.steps.some((step) => step.event.type === 'bootstrap.guestReady');
    const locks = path.steps.filter(
      (step, at) =>
        step.event.type === 'guest.locked' &&
        path.steps.slice(0, at).some((before) => before.event.type === 'bootstrap.guestReady'),
    ).length;
    // The logged-in guest's connection is asked for with her session (a lazy domain, issue 50
    // §5: its start is the engine's record, none here), and a lock before it runs waits for it
    // there; a page without a session asks for none (issue 52 §3).
    expect(snapshot.children.realtime, route).toBeUndefined();
    expect(
      snapshot.context.pending.realtime?.map((event) => event.type),
      route,
    ).toEqual(started ? Array.from({ length: locks }, () => 'session.ended') : undefined);
    // The guest and her age check run from bootstrap's facts on (issue 52 §3), once.
    expect(Boolean(snapshot.children.guest) && Boolean(snapshot.children.avs), route).toBe(started);
    // The logged-in guest's messenger and notifications are asked for once she is known.
    const asked = ['messenger', 'notifications'].filter((id) => id in snapshot.context.pending);
    expect(asked, route).toEqual(started ? ['messenger', 'notifications'] : []);
    // The route the root tells the domains of is the shell's, and its domain is wanted.
    const routed = path.steps.some((step) => step.event.type === 'ui.routeChanged');
    expect(snapshot.context.route.path, route).toBe(routed ? '/en/cams/' : '/en/');
    expect('cams' in snapshot.context.pending, route).toBe(routed);
  },
});
