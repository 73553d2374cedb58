import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { coveringPaths } from '../../src/testing/coverage.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  ACTION_POLL_MS,
  ACTION_TIMEOUT_MS,
  MAX_FRAME_RETRIES,
  paymentBridgeMachine,
} from './paymentBridge.machine.ts';
import type { BridgeInbound, BridgeVia, PaymentBridgeEvent } from './paymentBridge.messages.ts';
import type { BridgeOpen } from './payTour.types.ts';

/**
 * Model-based test of the payment bridge: every transition of its statechart, on the real
 * machine, in three walks (the iframe with its actions, the tab, the relay of facts), each from
 * the start, so the regions' product is not explored.
 */
const open = (target: BridgeVia): BridgeOpen => ({
  type: 'bridge.open',
  target,
  fullHeight: false,
  url: {
    environment: 'lp',
    flow: 'moneycharge',
    language: 'en',
    params: {},
    enableTab: target === 'tab',
    display: {},
  },
  messages: [{ type: 'modalbox-change-route', route: '/payment' }],
  initToken: null,
});
const heard = (via: BridgeVia, message: BridgeInbound): PaymentBridgeEvent => ({
  type: 'bridge.received',
  via,
  message,
});

const frame: PaymentBridgeEvent[] = [
  open('iframe'),
  { type: 'bridge.ask', action: 'getbalance' },
  heard('iframe', { type: 'pay.contentLoaded' }),
  heard('iframe', { type: 'pay.transferToken', token: 'TT_1' }),
  heard('iframe', { type: 'pay.transferToken', token: 'TT_2' }),
  { type: 'xstate.done.actor.claimFrame', output: 'claimed' },
  { type: 'xstate.done.actor.claimFrame', output: 'refused' },
  { type: 'xstate.error.actor.claimFrame', error: { message: 'offline' } },
  { type: 'bridge.show' },
  { type: 'bridge.maximise' },
  { type: 'bridge.hide' },
  { type: 'bridge.recreate' },
  heard('iframe', { type: 'pay.response', action: 'getbalance', data: { balance: 3 } }),
  { type: 'bridge.actionExpired', action: 'getbalance', ask: 1 },
  { type: 'bridge.actionPoll', action: 'getbalance', ask: 1 },
  { type: 'frame.documentLoaded' },
  { type: 'xstate.after.frameRetry.paymentBridge.frame.present.content.loading.silent' } as never,
];
const tab: PaymentBridgeEvent[] = [
  open('tab'),
  { type: 'tab.opened' },
  { type: 'tab.blocked' },
  heard('tab', { type: 'pay.contentLoaded' }),
  heard('tab', { type: 'pay.transferToken', token: 'TT_T' }),
  heard('tab', { type: 'pay.transferToken', token: 'TT_T2' }),
  { type: 'xstate.done.actor.claimTab', output: 'claimed' },
  { type: 'xstate.done.actor.claimTab', output: 'refused' },
  { type: 'xstate.error.actor.claimTab', error: { message: 'offline' } },
  { type: 'bridge.show' },
  { type: 'bridge.recreate' },
];
const relay: PaymentBridgeEvent[] = [
  heard('iframe', { type: 'pay.viewReady' }),
  heard('iframe', { type: 'pay.response', action: 'logout', data: null }),
  { type: 'bridge.rejected', kind: 'not-json', detail: 'x' },
];

/** The value, and the facts the flush and the retries turn on. */
const serializeState = (snapshot: ReturnType<typeof paymentBridgeMachine.resolveState>) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.channels.iframe.queue.length > 0,
    snapshot.context.channels.tab.queue.length > 0,
    snapshot.context.claimRetries,
    snapshot.context.frameRetries,
    Object.keys(snapshot.context.asked),
    Object.keys(snapshot.context.rejected),
  ]);

const ofType = (steps: readonly { event: EventObject }[], type: string) =>
  steps.filter((step) => step.event.type === type);

defineModelSuite(paymentBridgeMachine, {
  input: { claims: true },
  events: [],
  phases: { frame, tab, relay },
  serializeState: serializeState,
  // The shortest paths that take every transition and end in every state the model tells apart.
  paths: (all, { graph, serializeState: serialize, input }) =>
    coveringPaths(graph, all, serialize, { input }),
  runner: {
    srcOf: { claimFrame: 'claim', claimTab: 'claim' },
    // The expiry and the poll are the action's own timers: time passes by 10 s and 500 ms.
    drive: (event, runtime) => {
      if (event.type === 'bridge.actionPoll') runtime.advance(ACTION_POLL_MS);
      else if (event.type === 'bridge.actionExpired') runtime.advance(ACTION_TIMEOUT_MS);
      else return false;
      return true;
    },
  },
  exceptions: {
    // This model claims every token; bridge.test.ts covers a backend without claims.
    'paymentBridge.frame.present.token —bridge.received[isTokenToTake]#2→ paymentBridge.frame.present.token.claimed':
      'the model runs with claims (bridge.test.ts: a backend without them)',
    'paymentBridge.tab.open.token —bridge.received[isTokenToTake]#2→ paymentBridge.tab.open.token.claimed':
      'the model runs with claims (bridge.test.ts: a backend without them)',
  },
  invariants: (snapshot, { route, path, inFlight }) => {
    const { context } = snapshot;
    // Nothing waits in the queue of a window that can take it: loaded and its token claimed.
    if (snapshot.matches({ frame: { present: { content: 'loaded', token: 'claimed' } } }))
      expect(context.channels.iframe.queue, route).toEqual([]);
    if (snapshot.matches({ tab: { open: { content: 'loaded', token: 'claimed' } } }))
      expect(context.channels.tab.queue, route).toEqual([]);
    // A window without an answered claim hears nothing: its queue holds the open, if any.
    // A claim is out exactly while a window's token is being claimed.
    const claiming =
      snapshot.matches({ frame: { present: { token: 'claiming' } } }) ||
      snapshot.matches({ tab: { open: { token: 'claiming' } } });
    expect(inFlight().includes('claim'), route).toBe(claiming);
    // A refused token goes into no later URL; the iframe starts over at most once.
    if (
      snapshot.matches({ frame: { present: { token: 'refused' } } }) ||
      snapshot.matches({ tab: { open: { token: 'refused' } } })
    )
      expect(context.latestToken, route).toBeNull();
    expect(context.claimRetries, route).toBeLessThanOrEqual(1);
    // A silent iframe is made anew at most twice; each time it loads from the start.
    expect(context.frameRetries, route).toBeLessThanOrEqual(MAX_FRAME_RETRIES);
    // An action waiting for its answer is in the iframe's queue at most once.
    for (const { message } of Object.values(context.asked))
      expect(
        context.channels.iframe.queue.filter((m) => m.type === message.type).length,
        route,
      ).toBeLessThanOrEqual(1);
    // The tab is open only once the window said so.
    if (snapshot.hasTag('tabOpen'))
      expect(ofType(path.steps, 'tab.opened').length, route).toBeGreaterThan(0);
    // Each rejected kind is counted (and was reported on its first).
    const rejected = ofType(path.steps, 'bridge.rejected').length;
    expect(context.rejected['not-json'] ?? 0, route).toBe(rejected);
  },
});
