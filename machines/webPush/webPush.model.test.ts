import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { webPushMachine } from './webPush.machine.ts';
import { selectWebPushFailure, selectWebPushView } from './webPush.selectors.ts';

/** Model-based test: every transition of the web push statechart, run on the real machine. */
const input = {
  request: { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en' as const, accessToken: 't' },
};
const state = (supported: boolean, permission: string, subscribed: boolean) => ({
  type: 'xstate.done.actor.readState',
  output: { supported, permission, subscribed },
});
const events = [
  state(false, 'default', false),
  state(true, 'denied', false),
  state(true, 'granted', true),
  state(true, 'default', false),
  { type: 'xstate.error.actor.readState', error: { code: 'network' } },
  { type: 'ui.webPushRetry' },
  { type: 'ui.webPushOn' },
  { type: 'xstate.done.actor.subscribe' },
  { type: 'xstate.error.actor.subscribe', error: { code: 'no_push_service' } },
  { type: 'xstate.error.actor.subscribe', error: { code: 'permission_denied' } },
  { type: 'ui.webPushOff' },
  { type: 'xstate.done.actor.unsubscribe' },
  { type: 'xstate.error.actor.unsubscribe', error: { code: 'http_500' } },
];

defineModelSuite(webPushMachine, {
  input,
  events,
  invariants: (snapshot, { route }) => {
    const view = selectWebPushView(snapshot);
    const failure = selectWebPushFailure(snapshot);
    if (snapshot.matches({ off: 'failed' })) expect(failure, route).toBe('no_push_service');
    if (snapshot.matches({ on: 'failed' })) expect(failure, route).toBe('server');
    if (snapshot.matches('unknown')) expect(failure, route).toBe('server');
    if (snapshot.matches({ off: 'idle' }) || snapshot.matches({ on: 'idle' }))
      expect(failure, route).toBeNull();
    if (snapshot.hasTag('busy'))
      expect(['checking', 'turningOn', 'turningOff'], route).toContain(view);
  },
});
