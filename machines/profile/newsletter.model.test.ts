import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
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

let frames: string[] = [];

defineModelSuite(newsletterMachine, {
  input,
  events,
  stand: { sendSignupEmail: () => {} },
  runner: {
    actions: { sendSignupEmail: () => frames.push('sendSignupEmail') },
  },
  beforePath: () => {
    frames = [];
  },
  invariants: (snapshot, { route }) => {
    const view = selectNewsletter(snapshot);
    if (snapshot.matches({ subscriptions: { idle: 'saved' } }))
      expect(view.subscribed, route).toEqual([1024, 512]);
    // Failure emits false: shown, and the subscriptions are as before.
    if (snapshot.matches({ subscriptions: { idle: 'failed' } })) {
      expect(view.outcome, route).toBe('failed');
      expect(view.subscribed, route).toEqual([1024]);
    }
    const teaser = selectNewsletterTeaser(snapshot);
    if (snapshot.matches({ teaser: 'dismissed' })) expect(teaser, route).toBe('hidden');
    if (snapshot.matches({ teaser: { shown: 'failed' } })) expect(teaser, route).toBe('failed');
    if (selectSignupEmail(snapshot) !== 'idle') expect(frames.length, route).toBeGreaterThan(0);
  },
});
