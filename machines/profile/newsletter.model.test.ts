import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { newsletterMachine } from './newsletter.machine.ts';
import {
  selectNewsletter,
  selectNewsletterTeaser,
  selectSignupEmail,
} from './profile.selectors.ts';

/** Model-based test: every transition of the newsletter statechart, run on the real machine. */
const input = {
  request: {
    restBaseUrl: 'http://x/rest/v1',
    ver: 't',
    language: 'en' as const,
    accessToken: 'tok',
  },
  guestId: 1,
  email: 'demo@example.com',
  subscribed: [1024],
};
const events = [
  { type: 'ui.newsletterToggle', typeId: 512, subscribe: true },
  { type: 'xstate.done.actor.setNewsletter', output: true },
  { type: 'xstate.done.actor.setNewsletter', output: false },
  { type: 'xstate.error.actor.setNewsletter', error: { message: 'down' } },
  { type: 'xstate.done.actor.hasRelation', output: true },
  { type: 'xstate.done.actor.hasRelation', output: false },
  { type: 'xstate.error.actor.hasRelation', error: { message: 'down' } },
  { type: 'ui.newsletterTeaserDismiss' },
  { type: 'xstate.done.actor.addRelation', output: true },
  { type: 'xstate.done.actor.addRelation', output: false },
  { type: 'xstate.error.actor.addRelation', error: { message: 'down' } },
  { type: 'ui.signupEmailSend' },
  { type: 'account.signupEmailResult', success: true },
  { type: 'account.signupEmailResult', success: false },
  { type: 'profile.emailChanged', email: 'new@example.com' },
];
const graph = modelMachine(newsletterMachine, { sendSignupEmail: () => {} });
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const model = createTestModel(graph, { events: events as never, serializeState, input });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
let frames: string[] = [];
const { run } = recordingRunner('newsletter', newsletterMachine, {
  input,
  actions: { sendSignupEmail: () => frames.push('sendSignupEmail') },
});

describe('newsletter model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      frames = [];
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const view = selectNewsletter(snapshot as never);
      if (snapshot.matches({ subscriptions: { idle: 'saved' } }))
        expect(view.subscribed, route).toEqual([1024, 512]);
      // Failure emits false: shown, and the subscriptions are as before.
      if (snapshot.matches({ subscriptions: { idle: 'failed' } })) {
        expect(view.outcome, route).toBe('failed');
        expect(view.subscribed, route).toEqual([1024]);
      }
      const teaser = selectNewsletterTeaser(snapshot as never);
      if (snapshot.matches({ teaser: 'dismissed' })) expect(teaser, route).toBe('hidden');
      if (snapshot.matches({ teaser: { shown: 'failed' } })) expect(teaser, route).toBe('failed');
      if (selectSignupEmail(snapshot as never) !== 'idle')
        expect(frames.length, route).toBeGreaterThan(0);
    }
  }, 60_000);

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('newsletter', graph, paths, { input }))).toEqual([]);
  });
});
