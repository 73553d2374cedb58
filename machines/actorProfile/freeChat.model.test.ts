import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { freeChatMachine, type FreeChatContext } from './freeChat.machine.ts';
import { selectFreeChatSeconds, selectFreeChatView } from './freeChat.selectors.ts';

/** Model-based test of the free-chat duration: every transition, on the real machine. */
const ACTOR = 7;
const pushed = (seconds: number, actorId = ACTOR) => ({
  type: 'push.freeChatDurationChanged',
  actorId,
  seconds,
});
/** The guest's clock as her free chat starts or its figure changes. */
const NOW = Date.UTC(2026, 10, 26, 20);
const events = [
  { type: 'xstate.done.actor.loadDuration', output: 2 },
  { type: 'xstate.error.actor.loadDuration', error: { message: 'down', code: 'http_503' } },
  { type: 'ui.freeChatRetry' },
  pushed(1),
  pushed(0),
  // Another actor's figure changes nothing here.
  pushed(60, 8),
  { type: 'freeChat.chatLive', actorId: ACTOR },
  { type: 'freeChat.chatLive', actorId: 8 },
  { type: 'freeChat.chatOver' },
  { type: 'xstate.done.actor.readClock', output: NOW },
  { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
  // Her free time runs out: the one timer of the running free chat.
  { type: 'xstate.after.freeTimeLeft.freeChat.known.counting' },
];
let toldLiveChat = 0;
const stand = { tellLiveChat: () => void toldLiveChat++ };

const serializeState = (s: AnyMachineSnapshot) => {
  const { seconds, endsAt, error } = s.context as FreeChatContext;
  return JSON.stringify([s.value, seconds, endsAt, error !== null]);
};
const request = {
  ...demoSessionFacts().request,
  queryServiceUrl: 'http://127.0.0.1/graphql/query',
};
const input = { request, actorId: ACTOR };

defineModelSuite(freeChatMachine, {
  input,
  events,
  stand,
  serializeState,
  runner: { actions: stand },
  beforePath: () => {
    toldLiveChat = 0;
  },
  invariants: (snapshot, { route }) => {
    const view = selectFreeChatView(snapshot);
    const seconds = selectFreeChatSeconds(snapshot);
    if (snapshot.matches('loading')) expect(view.status, route).toBe('loading');
    if (snapshot.matches('failed'))
      expect(view, route).toEqual({ status: 'failed', error: 'http_503' });
    if (snapshot.matches('known')) {
      expect(view.status, route).toBe('known');
      expect(seconds, route).toBeGreaterThanOrEqual(0);
      // Only a live free chat counts; at 0 the live chat is told to end it, once.
      expect(snapshot.hasTag('counting'), route).toBe(snapshot.matches({ known: 'counting' }));
      if (snapshot.matches({ known: 'counting' })) expect(seconds, route).toBeGreaterThan(0);
      // The view counts down to the end read as it started (or its figure changed); only then.
      expect(view.status === 'known' && view.endsAt, route).toBe(
        snapshot.matches({ known: { counting: 'running' } }) ? NOW + (seconds ?? 0) * 1000 : null,
      );
      if (snapshot.matches({ known: 'spent' })) {
        expect(seconds, route).toBe(0);
        expect(toldLiveChat, route).toBeGreaterThan(0);
      }
    } else expect(seconds, route).toBeNull();
  },
});
