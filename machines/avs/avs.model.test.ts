import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { avsMachine } from './avs.machine.ts';
import {
  selectAvsAccepted,
  selectAvsBonus,
  selectAvsNotice,
  selectAvsStatus,
} from './avs.selectors.ts';
import { avsInput, visitorInput } from './avs.testing.ts';

/**
 * Model-based test: every transition of the age-verification statechart, on the real machine,
 * from each status the root may start it with (issue 52 §3), a visitor's included.
 */
const inputs = [
  avsInput({ avsStatus: 'unknown' }),
  avsInput({ avsStatus: 'pending' }),
  avsInput({ avsStatus: 'accepted' }),
  avsInput({ avsStatus: 'rejected', avsRejectMessage: 'blurred' }),
  { ...visitorInput, guest: { ...visitorInput.guest, avsStatus: 'accepted' as const } },
];
const events = [
  { type: 'guest.awaitUpdate', update: 'avs', replyTo: 'nobody' },
  { type: 'push.avsRevoked' },
  { type: 'push.avsSet' },
  { type: 'push.avsPending' },
  { type: 'push.avsRejected', message: 'blurred' },
  // While pending, each session acknowledgement re-reads the status, taken as its push would be.
  { type: 'push.ackSession' },
  ...(['accepted', 'rejected', 'unknown', 'pending'] as const).map((avsStatus) => ({
    type: 'xstate.done.actor.loadAvsStatus',
    output: { avsStatus, avsRejectMessage: avsStatus === 'rejected' ? 'blurred' : null },
  })),
  { type: 'xstate.error.actor.loadAvsStatus', error: { message: 'network' } },
  // Where a check may start: the box loads whether it earns a bonus, a check is requested.
  { type: 'avs.boxShown' },
  { type: 'avs.checkStarted' },
  { type: 'xstate.done.actor.loadAvsBonus', output: true },
  { type: 'xstate.error.actor.loadAvsBonus', error: { message: 'network' } },
  { type: 'xstate.done.actor.requestAvs', output: true },
];
const stand = { reloadPage: () => {}, answerWaiting: () => {} };
/** The page reloads in the last run (the runner observes `reloadPage`). */
let reloads = 0;
/** What the gate and the waiting domain were told in the last run, in order. */
let told: ('gate:accepted' | 'gate:unverified' | 'answer')[] = [];

defineModelSuite(avsMachine(), {
  inputs,
  events,
  stand,
  // Waiting for the callback is context, not a state: part of the key so both `avsSet` branches show.
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, (s.context as { waiting: string | null }).waiting !== null]),
  runner: {
    actions: {
      ...stand,
      reloadPage: () => void reloads++,
      tellGate: (_: unknown, params: { accepted: boolean }) =>
        void told.push(params.accepted ? 'gate:accepted' : 'gate:unverified'),
      answerWaiting: ({ context }: { context: { waiting: string | null } }) =>
        void (context.waiting !== null && told.push('answer')),
    },
  },
  beforePath: () => {
    reloads = 0;
    told = [];
  },
  invariants: (snapshot, { route, path }) => {
    const status = selectAvsStatus(snapshot);
    const last = path.steps.at(-1)?.event as EventObject | undefined;
    // Only an accepted check lets gated media load.
    expect(selectAvsAccepted(snapshot), route).toBe(status === 'accepted');
    if (status === 'pending') expect(selectAvsNotice(snapshot), route).toEqual({ kind: 'pending' });
    if (status === 'rejected') expect(selectAvsNotice(snapshot)?.kind, route).toBe('rejected');
    // A pushed rejection is the truth from any known status, an accepted one included.
    if (status !== null)
      expect(snapshot.can({ type: 'push.avsRejected', message: 'blurred' }), route).toBe(true);
    if (last?.type === 'push.avsRejected' && status !== null)
      expect(selectAvsNotice(snapshot), route).toEqual({ kind: 'rejected', message: 'blurred' });
    // A re-read is taken as the push of its status; a pending one or a failure stays pending.
    const read = last as { type: string; output?: { avsStatus: string } } | undefined;
    if (read?.type === 'xstate.done.actor.loadAvsStatus') {
      expect(status, route).toBe(read.output?.avsStatus);
      if (status === 'rejected')
        expect(selectAvsNotice(snapshot), route).toEqual({ kind: 'rejected', message: 'blurred' });
      if (status === 'accepted' && !path.steps.some((s) => s.event.type === 'guest.awaitUpdate'))
        expect(reloads, route).toBeGreaterThan(0);
    }
    if (last?.type === 'xstate.error.actor.loadAvsStatus') expect(status, route).toBe('pending');
    // The bonus is offered only as the guest service said, and never to a verified guest.
    const bonusSaid = path.steps.some((s) => s.event.type === 'xstate.done.actor.loadAvsBonus');
    if (selectAvsBonus(snapshot)) expect(bonusSaid && status !== 'accepted', route).toBe(true);
    // The guest service is called only where a check may start (not verified, not under way).
    if (
      snapshot.matches({ unverified: { unknown: 'requesting' } }) ||
      snapshot.matches({ unverified: { rejected: 'requesting' } })
    )
      expect(
        path.steps.some((s) => s.event.type === 'avs.checkStarted'),
        route,
      ).toBe(true);
    // A waiting domain is answered only once the gate knows the age is verified (issue 52 §1):
    // it asks the gate at once.
    told.forEach((what, i) => {
      if (what === 'answer') expect(told[i - 1], route).toBe('gate:accepted');
    });
    // Only a pending check re-reads: after an acknowledgement it is reading, or no longer pending.
    if (last?.type === 'push.ackSession' && status === 'pending')
      expect(snapshot.matches({ unverified: { pending: 'resyncing' } }), route).toBe(true);
    if (status === 'unknown' || status === 'accepted' || status === null)
      expect(selectAvsNotice(snapshot), route).toBeNull();
    // A revocation always reloads: the last step revoking from a known status leaves a reload.
    if (last?.type === 'push.avsRevoked' && status === 'unknown')
      expect(reloads, route).toBeGreaterThan(0);
  },
});
