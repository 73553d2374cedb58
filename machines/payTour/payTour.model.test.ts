import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { payTourMachine } from './payTour.machine.ts';
import {
  selectCanOpen,
  selectFlowCoversPage,
  selectOpenFlow,
  selectPayOverlay,
} from './payTour.selectors.ts';
import { payTourInput, testPage } from './payTour.testing.ts';

/** Model-based test: every transition of the pay-tour statechart, run on the real machine. */
const page = testPage();
const events = [
  { type: 'xstate.done.actor.readPage', output: page },
  {
    type: 'xstate.done.actor.readPage',
    output: testPage({ loginAction: { type: 'getVip', params: {} } }),
  },
  { type: 'xstate.error.actor.readPage', error: { message: 'no page' } },
  { type: 'payTour.open', flow: 'moneycharge', replyTo: 'incentives' },
  { type: 'payTour.open', flow: 'login' },
  { type: 'ui.getVipRequested' },
  { type: 'ui.loginRequested' },
  { type: 'ui.signupRequested' },
  { type: 'ui.topUpRequested' },
  { type: 'ui.payFlowRequested', flow: 'autorecharge' },
  { type: 'payTour.takeAct', replyTo: 'modals' as never, target: 'video:12' },
  { type: 'pay.contentLoaded', via: 'iframe' },
  { type: 'pay.contentLoaded', via: 'tab' },
  { type: 'pay.iframeReady' },
  { type: 'pay.transferToken', token: 'TT_1' },
  { type: 'pay.viewReady' },
  { type: 'pay.success', data: { success: true } },
  { type: 'pay.closed', data: { success: false } },
  {
    type: 'pay.hook',
    hook: 'flowChanged',
    data: { hook: 'flowChanged', prevFlow: 'login', flow: 'moneycharge', success: true },
  },
  { type: 'pay.hook', hook: 'login', data: { hook: 'login' } },
  { type: 'pay.hook', hook: 'passwordChanged', data: { hook: 'passwordChanged' } },
  { type: 'pay.hook', hook: 'emailVerified', data: { hook: 'emailVerified' } },
  { type: 'pay.hook', hook: 'comfortSettingsChanged', data: { hook: 'comfortSettingsChanged' } },
  { type: 'pay.hook', hook: 'payment', data: { hook: 'payment' } },
  { type: 'pay.hook', hook: 'mystery', data: { hook: 'mystery' } },
  { type: 'pay.scrollTo', top: 40 },
  { type: 'pay.redirect', url: 'http://localhost:8081/done' },
  { type: 'pay.loggedOut', data: null },
  { type: 'pay.signup' },
  { type: 'pay.popupBlocked' },
  { type: 'ui.closeRequested' },
  { type: 'ui.retryRequested' },
  { type: 'ui.reloadRequested' },
  { type: 'payTour.action', action: 'getbalance' },
  { type: 'xstate.done.actor.runAction', output: { action: 'getbalance', data: { balance: 1 } } },
  { type: 'xstate.error.actor.runAction', error: { message: 'pay_action_timeout' } },
  { type: 'payTour.checkout', flow: 'vipabo' },
  {
    type: 'checkout.rejected',
    id: 'co_1',
    message: 'Invalid message response',
    origin: 'http://evil.test',
  },
  { type: 'checkout.link', id: 'co_1', url: 'http://localhost:8081/checkout/1' },
  { type: 'checkout.invalidLink', id: 'co_1' },
  { type: 'xstate.done.actor.loginSuccess', output: { url: 'http://127.0.0.1:8080/en/?in=1' } },
  { type: 'xstate.done.actor.loginSuccess', output: { url: null } },
  { type: 'xstate.error.actor.loginSuccess', error: { message: 'down' } },
  { type: 'xstate.after.payLoadTimeout.payTour.ready.tour.open.loading' },
  { type: 'xstate.after.callbackDelay.payTour.ready.tour.callbacks' },
  { type: 'xstate.after.redirectDelay.payTour.ready.tour.leaving' },
  { type: 'xstate.after.checkoutTimeout.payTour.ready.checkout.waiting' },
];
/**
 * The state, and the facts its guards read: which flow, who the guest is, whether login is on.
 * (The stored login action is read once, in a transient state: its edges are taken on the way.)
 */
const serializeState = (s: AnyMachineSnapshot) => {
  // The checkout region is orthogonal to the tour: while it is not idle, one key per checkout
  // state, so its transitions are all taken without multiplying the tour's paths by four.
  const checkout = (s.value as { ready?: { checkout?: string } }).ready?.checkout;
  if (checkout !== undefined && checkout !== 'idle') return JSON.stringify(['checkout', checkout]);
  const context = s.context as ReturnType<typeof payTourMachine.getInitialSnapshot>['context'];
  return JSON.stringify([
    s.value,
    context.open?.flow ?? null,
    context.guest.isLoggedIn,
    context.config.loginEnabled,
  ]);
};
/**
 * A recorded stream fails only by a bug in its service (it has no error of its own to settle):
 * the runner cannot cause it. payTour.failures.test.ts gives the machine failing streams.
 */
const STREAM_FAILURES = new Set([
  'xstate.error.actor.bridge',
  'xstate.error.actor.checkoutListener',
]);
const streamFailure = 'a stream fails only by a bug: payTour.failures.test.ts';
const exceptions = {
  'payTour.bridgeFailed': streamFailure,
  'payTour.ready —xstate.error.actor.bridge→ payTour.bridgeFailed': streamFailure,
  'payTour.bridgeFailed —ui.retryRequested→ payTour.ready': streamFailure,
  'payTour.ready.checkout.waiting —xstate.error.actor.checkoutListener→ payTour.ready.checkout.failed':
    streamFailure,
};
/** What the page effects did in the last run: scroll lock held, checkout links opened. */
const seen = { locks: 0, opened: [] as string[] };
/**
 * The machine the runner records, with the two page effects observed: locking twice keeps one
 * saved overflow (as the page service does). Replay (by name, from the registry) runs the plain
 * machine, whose effects are no-ops: observing them changes no state.
 */
const observed = payTourMachine.provide({
  actions: {
    openCheckout: (_, params) => seen.opened.push(params.url),
    lockBodyScroll: () => (seen.locks = 1),
    restoreBodyScroll: () => (seen.locks = 0),
  },
});
defineModelSuite(observed, {
  // One walk per session the root may start the tour with: a guest, a visitor, login disabled.
  inputs: [
    payTourInput(demoGuest, demoConfig),
    payTourInput(visitorGuest, demoConfig),
    payTourInput(visitorGuest, { ...demoConfig, loginEnabled: false }),
  ],
  events,
  // The model is the plain machine's graph; the observed one is what the runner records.
  graphOf: payTourMachine,
  stand: { toBridge: () => {}, openBridge: () => {}, openCheckout: () => {} },
  serializeState,
  /**
   * The paths that end in an event their last state takes: an event a state does not handle
   * changes nothing and says nothing about the state (the recording engine makes each run dear).
   */
  paths: (all) =>
    all.filter((path) => {
      const last = path.steps.at(-1);
      if (path.steps.some((step) => STREAM_FAILURES.has(step.event.type))) return false;
      return last === undefined || (last.state as AnyMachineSnapshot).can(last.event);
    }),
  beforePath: () => {
    seen.locks = 0;
    seen.opened = [];
  },
  exceptions,
  invariants: (snapshot, { route, path }) => {
    const { locks, opened } = seen;
    const overlay = selectPayOverlay(snapshot);
    // Open: a flow is on screen and the page behind it does not scroll.
    if (snapshot.hasTag('open')) {
      expect(selectOpenFlow(snapshot), route).not.toBeNull();
      expect(locks, route).toBe(1);
    } else expect(locks, route).toBe(0);
    // The incentives' box hides exactly while a flow is on screen.
    expect(selectFlowCoversPage(snapshot), route).toBe(selectOpenFlow(snapshot) !== null);
    if (snapshot.hasTag('loading')) expect(overlay, route).toBe('loading');
    if (snapshot.hasTag('error')) expect(overlay, route).toBe('error');
    if (snapshot.hasTag('popupBlocked')) expect(overlay, route).toBe('popupBlocked');
    if (snapshot.hasTag('leaving')) expect(overlay, route).toBe('leaving');
    if (snapshot.hasTag('visible')) expect(overlay, route).toBe('none');
    // Checkout: waiting has its listener running; a link that came opens exactly once.
    if (snapshot.hasTag('checkoutWaiting'))
      expect(snapshot.children.checkoutListener, route).toBeDefined();
    const last = path.steps.at(-1)?.event.type;
    if (last === 'checkout.link' && snapshot.matches({ ready: { checkout: 'idle' } }))
      expect(opened, route).toEqual(['http://localhost:8081/checkout/1']);
    if (!path.steps.some((step) => step.event.type === 'checkout.link'))
      expect(opened, route).toEqual([]);
    // Idle: nothing over the page, a new flow may open.
    if (snapshot.matches({ ready: { tour: 'idle' } })) {
      expect(overlay, route).toBe('none');
      expect(selectCanOpen(snapshot), route).toBe(true);
    }
  },
});
