import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { freeChatMachine, type FreeChatContext } from './freeChat.machine.ts';
import { selectFreeChatSeconds, selectFreeChatView } from './freeChat.selectors.ts';

/** Model-based test of the free-chat duration: every transition, on the real machine. */
const ACTOR = 7;
const pushed = (seconds: number, actorId = ACTOR) => ({
  type: 'push.freeChatDurationChanged',
  actorId,
  seconds,
});
const after = (state: string) => ({ type: `xstate.after.second.freeChat.${state}` });
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
  after('known.counting.even'),
  after('known.counting.odd'),
];
let toldLiveChat = 0;
const stand = { tellLiveChat: () => void toldLiveChat++ };
const graph = modelMachine(freeChatMachine, stand);
const serializeState = (s: AnyMachineSnapshot) => {
  const { seconds, error } = s.context as FreeChatContext;
  return JSON.stringify([s.value, seconds, error !== null]);
};
const request = { ...readyWith().request, queryServiceUrl: 'http://127.0.0.1/graphql/query' };
const input = { request, actorId: ACTOR };
const model = createTestModel(graph, { input, events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);
const { run } = recordingRunner('freeChat', freeChatMachine, { actions: stand, input });

describe('freeChat model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      toldLiveChat = 0;
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
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
        if (snapshot.matches({ known: 'spent' })) {
          expect(seconds, route).toBe(0);
          expect(toldLiveChat, route).toBeGreaterThan(0);
        }
      } else expect(seconds, route).toBeNull();
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('freeChat', graph, paths, { input }))).toEqual([]);
  });
});
