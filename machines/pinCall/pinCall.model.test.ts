import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { pinCallMachine } from './pinCall.machine.ts';
import { selectPinCall } from './pinCall.selectors.ts';

/** Model-based test: every transition of the pin-call statechart, run on the real machine. */
const input = {
  service: {
    queryServiceUrl: 'http://x/graphql/query',
    language: 'en',
    ver: 't',
    accessToken: 'tok',
  },
};
const verification = {
  id: 'p1',
  type: 'mobile',
  verified: true,
  countryCode: 'DE',
  preCode: '49',
  number: '1701234567',
  e123: '+49 1701234567',
  pinLength: 6,
};
const events = [
  { type: 'ui.pinStart', countryCode: 'DE', preCode: '49', number: '0170 1234567', kind: 'mobile' },
  { type: 'ui.pinStart', countryCode: 'DE', preCode: '49', number: '12', kind: 'mobile' },
  { type: 'xstate.done.actor.startVerification', output: { id: 'p1', pinLength: 6 } },
  { type: 'xstate.error.actor.startVerification', error: { message: '', code: '5' } },
  { type: 'ui.pinSubmit', pin: '123456' },
  { type: 'ui.pinSubmit', pin: '12' },
  { type: 'ui.pinRestart' },
  { type: 'xstate.done.actor.verifyPin', output: verification },
  { type: 'xstate.done.actor.verifyPin', output: { ...verification, verified: false } },
  { type: 'xstate.error.actor.verifyPin', error: { message: '', code: '8' } },
  { type: 'xstate.error.actor.verifyPin', error: { message: '', code: '9' } },
];
const graph = modelMachine(pinCallMachine, { announceVerified: () => {} });
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const model = createTestModel(graph, { events: events as never, serializeState, input });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
let announced: unknown[] = [];
const { run } = recordingRunner('pinCall', pinCallMachine, {
  input,
  actions: { announceVerified: () => announced.push(true) },
});

describe('pinCall model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      announced = [];
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const view = selectPinCall(snapshot as never);
      if (snapshot.matches({ phone: 'invalid' }))
        expect(view, route).toMatchObject({ error: 'invalidPhoneNumber' });
      if (snapshot.matches({ phone: 'failed' }))
        expect(['phoneNumberBlacklisted', 'attemptLimitReached'], route).toContain(
          (view as { error: string }).error,
        );
      if (snapshot.matches({ entering: 'invalid' }))
        expect(view, route).toMatchObject({ error: 'incomplete' });
      if (snapshot.matches({ entering: 'failed' }))
        expect(view, route).toMatchObject({ step: 'code', error: 'invalidCode' });
      if (snapshot.matches('entering')) expect(view, route).toMatchObject({ pinLength: 6 });
      // Verified means announced to the profile, exactly once on the way in.
      if (snapshot.hasTag('verified')) {
        expect(view, route).toEqual({ step: 'verified', phone: '+49 1701234567' });
        expect(announced.length, route).toBeGreaterThan(0);
      }
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('pinCall', graph, paths, { input }))).toEqual([]);
  });
});
