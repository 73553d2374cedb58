import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { demoGuest, visitorGuest } from '../../fixtures/guestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { DEFERRED_FACTS, guestMachine, type GuestEvent } from './guest.machine.ts';
import {
  selectDataProtectionDialog,
  selectGuestSummary,
  selectIsLocked,
} from './guest.selectors.ts';

/** Model-based test: every transition of the guest statechart, run on the real machine. */
const request = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};
const events = [
  { type: 'guest.loaded', guest: demoGuest, request },
  { type: 'guest.loaded', guest: visitorGuest, request },
  {
    type: 'push.guestBalance',
    balance: 7,
    balanceFormatted: '7,00 €',
    isPayingCustomer: true,
    isPayment: false,
  },
  {
    type: 'realtime.balanceResynced',
    reply: { balance: 8, balanceFormatted: '8,00 €', isPayingCustomer: true },
  },
  { type: 'push.loyaltyPointsChanged', points: 5 },
  { type: 'push.vouchers', vouchers: [] },
  { type: 'push.giftsUpdate', boughtGifts: {} },
  { type: 'push.guestEmailVerified' },
  { type: 'push.pageReload' },
  { type: 'push.guestLocked' },
  { type: 'push.dataProtection', show: true },
  { type: 'push.dataProtection', show: false },
  { type: 'ui.dataProtectionAnswered', accepted: true },
  { type: 'xstate.done.actor.closeDataProtection' },
  { type: 'xstate.error.actor.closeDataProtection', error: { message: 'down' } },
  { type: 'xstate.done.actor.logout' },
  ...DEFERRED_FACTS.map((type) => ({ type })),
];
const graph = modelMachine(guestMachine, { announceLocked: () => {} });
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const model = createTestModel(graph, { events: events as never, serializeState });
// The logout's failure leads where its success does; the call is not scripted separately here.
const paths = transitionPaths(
  model,
  createActor(graph).getSnapshot(),
  serializeState,
  (e) => e.type === 'xstate.error.actor.logout',
);
const exceptions = {
  'guest.locked —xstate.error.actor.logout→ guest.lockedOut':
    'same target as the success; covered by the unit test of the lock',
};

/** Runs a path on the real machine, settling its calls as the path says. */
async function run(events: readonly EventObject[]) {
  const settle: Record<string, { resolve: () => void; reject: (e: unknown) => void }> = {};
  const call = (id: string) =>
    fromPromise(() => new Promise<void>((resolve, reject) => (settle[id] = { resolve, reject })));
  const actor = createActor(
    guestMachine.provide({
      actors: { logout: call('logout'), closeDataProtection: call('closeDataProtection') } as never,
      actions: { announceLocked: () => {} },
    }),
  ).start();
  for (const event of events) {
    const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (done) {
      const pending = settle[done[2]!];
      if (done[1] === 'done') pending?.resolve();
      else pending?.reject((event as { error?: unknown }).error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } else actor.send(event as GuestEvent);
  }
  return actor.getSnapshot();
}

describe('guest model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      if (snapshot.hasTag('loggedIn'))
        expect(selectGuestSummary(snapshot)?.name, route).toBe('DemoDan');
      if (snapshot.hasTag('locked'))
        expect(selectIsLocked(snapshot) && selectGuestSummary(snapshot) === null, route).toBe(true);
      if (snapshot.matches({ loggedIn: { dataProtection: 'asking' } }))
        expect(selectDataProtectionDialog(snapshot)).toBe('asking');
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('guest', graph, paths, { exceptions }))).toEqual([]);
  });
});
