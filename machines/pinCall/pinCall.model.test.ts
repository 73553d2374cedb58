import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
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

let announced: unknown[] = [];

defineModelSuite(pinCallMachine, {
  input,
  events,
  stand: { announceVerified: () => {} },
  runner: {
    actions: { announceVerified: () => announced.push(true) },
  },
  beforePath: () => {
    announced = [];
  },
  invariants: (snapshot, { route }) => {
    const view = selectPinCall(snapshot);
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
  },
});
