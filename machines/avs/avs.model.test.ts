import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { avsMachine } from './avs.machine.ts';
import { selectAvsAccepted, selectAvsNotice, selectAvsStatus } from './avs.selectors.ts';
import { readyWith, visitorReady } from './avs.testing.ts';

/** Model-based test: every transition of the age-verification statechart, on the real machine. */
const events = [
  readyWith({ avsStatus: 'unknown' }),
  readyWith({ avsStatus: 'pending' }),
  readyWith({ avsStatus: 'accepted' }),
  readyWith({ avsStatus: 'rejected', avsRejectMessage: 'blurred' }),
  visitorReady,
  { type: 'guest.awaitUpdate', update: 'avs', replyTo: 'nobody' },
  { type: 'push.avsRevoked' },
  { type: 'push.avsSet' },
  { type: 'push.avsPending' },
  { type: 'push.avsRejected', message: 'blurred' },
];
const stand = { reloadPage: () => {}, answerWaiting: () => {} };
const graph = modelMachine(avsMachine, stand);
// Waiting for the callback is context, not a state: part of the key so both `avsSet` branches show.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s.context as { waiting: string | null }).waiting !== null]);
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
let reloads = 0;
const { run } = recordingRunner('avs', avsMachine, {
  actions: { ...stand, reloadPage: () => void reloads++ },
});

describe('avs model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      reloads = 0;
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const status = selectAvsStatus(snapshot);
      const last = path.steps.at(-1)?.event as EventObject | undefined;
      // Only an accepted check lets gated media load.
      expect(selectAvsAccepted(snapshot), route).toBe(status === 'accepted');
      if (status === 'pending')
        expect(selectAvsNotice(snapshot), route).toEqual({ kind: 'pending' });
      if (status === 'rejected') expect(selectAvsNotice(snapshot)?.kind, route).toBe('rejected');
      // A pushed rejection is the truth from any known status, an accepted one included.
      if (status !== null)
        expect(snapshot.can({ type: 'push.avsRejected', message: 'blurred' }), route).toBe(true);
      if (last?.type === 'push.avsRejected' && status !== null)
        expect(selectAvsNotice(snapshot), route).toEqual({ kind: 'rejected', message: 'blurred' });
      if (status === 'unknown' || status === 'accepted' || status === null)
        expect(selectAvsNotice(snapshot), route).toBeNull();
      // A revocation always reloads: the last step revoking from a known status leaves a reload.
      if (last?.type === 'push.avsRevoked' && status === 'unknown')
        expect(reloads, route).toBeGreaterThan(0);
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('avs', graph, paths))).toEqual([]);
  });
});
