import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { incentivesMachine } from './incentives.machine.ts';
import { selectIsCountingDown, selectIsLoadingIncentives } from './incentives.selectors.ts';
import { testInput, testOffer } from './incentives.testing.ts';

/** Model-based test: every transition of the incentives statechart, run on the real machine. */
const receivedAt = Date.parse('2026-01-01T12:00:00Z');
const events = [
  { type: 'incentives.routeChanged', routeName: 'home', routeArgs: {} },
  { type: 'incentives.routeChanged', routeName: 'messenger', routeArgs: {} },
  { type: 'incentives.reload' },
  { type: 'payTour.result', flow: 'moneycharge', success: true },
  // Handed on to the survey (machines/survey has its own model).
  { type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 },
  // A live preview's end asks its incentives by name; a refused start asks nothing.
  { type: 'incentives.chatEnded', chatId: 'c2', exitCode: 501 },
  { type: 'incentives.chatEnded', chatId: 'c3', exitCode: 904 },
  { type: 'xstate.done.actor.readBlockCookie', output: [] },
  { type: 'xstate.error.actor.readBlockCookie', error: { message: 'x' } },
  {
    type: 'xstate.done.actor.loadPageLoad',
    output: {
      incentives: [testOffer({ countdown: 60 })],
      vxpayConfig: {},
      trackingData: {},
      receivedAt,
    },
  },
  { type: 'xstate.error.actor.loadPageLoad', error: { message: 'x' } },
  { type: 'xstate.done.actor.loadTeasers', output: { teasers: [], banners: [] } },
  { type: 'xstate.error.actor.loadTeasers', error: { message: 'x' } },
  { type: 'ui.incentiveClosed', id: 'a', result: 'blocked' },
  { type: 'ui.incentiveAccepted', id: 'a' },
  { type: 'xstate.done.actor.closeIncentive', output: { success: true } },
  { type: 'xstate.done.actor.closeIncentive', output: { success: false } },
  { type: 'xstate.error.actor.closeIncentive', error: { message: 'x' } },
  { type: 'ui.refillWindowHidden', incentiveType: 'refill', interval: 7 },
  { type: 'xstate.done.actor.setRefillHidden', output: { success: true } },
  { type: 'xstate.done.actor.setRefillHidden', output: { success: false } },
  { type: 'xstate.error.actor.setRefillHidden', error: { message: 'x' } },
  { type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 3 },
  { type: 'xstate.done.actor.loadEventIncentives', output: { incentives: [], receivedAt } },
  // An album's offer ending before the page's: the timer moves to its end.
  {
    type: 'xstate.done.actor.loadEventIncentives',
    output: {
      incentives: [testOffer({ id: 'e', event: 'buyImageAlbum', uniqueGroup: null, countdown: 1 })],
      receivedAt,
    },
  },
  { type: 'xstate.error.actor.loadEventIncentives', error: { message: 'x' } },
  { type: 'ui.alreadySignedUp', id: 'a' },
  { type: 'xstate.done.actor.setGuestInfo', output: { success: true } },
  { type: 'xstate.error.actor.setGuestInfo', error: { message: 'x' } },
  // The offer's end: its one timer fires.
  { type: 'xstate.after.untilExpiry.incentives.ready.expiry.waiting' },
];

/** The regions of `ready` that differ between two state values (`stay` when none does). */
function moved(beforeValue: unknown, afterValue: unknown): string {
  const inner = (v: unknown) => (v as { ready?: unknown } | undefined)?.ready ?? v;
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

defineModelSuite(incentivesMachine(), {
  // A visitor (the messenger's page is skipped for them) and a logged-in guest.
  inputs: [testInput(false), testInput(true)],
  events,
  // The onboarding, the survey and the promo offers are children the model does not run.
  stand: { forwardChatEnd: () => {}, recheckPromo: () => {} },
  // The graph also sends `incentives.closeNext` bare from outside (an own event the list lacks),
  // which reaches `posting` with nothing queued: whether a close waits tells those states apart
  // from the real ones, whose paths are the only ones run (`skip`).
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context as { closeQueue: unknown[] }).closeQueue.length > 0,
    ]),
  // Raised by the machine itself with the queue's head (`postNextClose`), never sent from outside.
  skip: (event) => event.type === 'incentives.closeNext',
  // The parallel regions move independently: one path per (event, regions it moves) takes the
  // same transitions as the paths that differ only in regions that rest.
  paths: (all) => {
    const seen = new Set<string>();
    return all.filter((path) => {
      const last = path.steps.at(-1)!;
      const before = last.state as AnyMachineSnapshot;
      const after = path.state as AnyMachineSnapshot;
      const output = JSON.stringify((last.event as { output?: unknown }).output ?? null);
      const key = `${last.event.type}|${output}|${moved(before.value, after.value)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },
  invariants: (snapshot, { route }) => {
    const { context } = snapshot;
    // The onboarding and the survey run from the start: the guest is known.
    expect(Object.keys(snapshot.children).sort(), route).toEqual(
      expect.arrayContaining(['onboarding', 'survey']),
    );
    // One timer for the next end while an offer counts down; none without one.
    const counting = snapshot.matches({ ready: { expiry: 'waiting' } });
    expect(selectIsCountingDown(snapshot), route).toBe(counting);
    expect(
      context.incentives.some((each) => each.endsAt !== null),
      route,
    ).toBe(counting);
    if (counting) expect(context.expiry, route).not.toBeNull();
    if (snapshot.matches({ ready: { pageLoad: 'loading' } }))
      expect(selectIsLoadingIncentives(snapshot), route).toBe(true);
    if (snapshot.matches({ ready: { pageLoad: 'skipped' } }))
      expect(
        context.incentives.filter((each) => each.event === 'pageLoad'),
        route,
      ).toEqual([]);
    if (snapshot.matches({ ready: { closing: 'posting' } }))
      expect(context.closeQueue.length, route).toBeGreaterThan(0);
  },
});
