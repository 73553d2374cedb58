import { expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { profileMachine } from './profile.machine.ts';
import { selectProfileForm, selectProfilePage } from './profile.selectors.ts';
import type { Profile } from './profile.types.ts';

/** Model-based test: every transition of the profile statechart, run on the real machine. */
const request = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};
const inputFor = (guest: typeof demoGuest) => ({
  owner: 'profile',
  config: { ...demoConfig, queryServiceUrl: 'http://x/graphql/query' },
  session: { accessToken: 'tok', guestId: guest.id, expiresIn: 60 },
  guest,
  request,
});
const profile: Profile = {
  nickname: 'DemoDan',
  firstName: 'Dan',
  lastName: 'Demo',
  email: 'demo@example.com',
  zipCode: '10115',
  city: 'Berlin',
  emailVerified: true,
  newsletters: [1024],
  verifiedPhone: null,
  cancellationOffer: null,
  autoRechargeTeaser: 'visible',
};
const fields = {
  firstName: 'Nina',
  lastName: '',
  email: 'nina@example.com',
  zipCode: '',
  city: 'Köln',
};
/** The gate's answer to the visitor's ask, and the end of the flow it opened. */
const gate = { action: 'account', ticket: 'profile.login' } as const;
const events = [
  { type: 'ui.profileLogin' },
  { type: 'gate.answer', ...gate, allowed: false, reason: 'needLogin', open: null, balance: null },
  { type: 'gate.resumed', ...gate, success: false },
  { type: 'ui.profileOpened' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.error.actor.loadProfile', error: { message: 'down' } },
  { type: 'ui.profileRetry' },
  { type: 'ui.profileEdit' },
  { type: 'ui.profileCancel' },
  { type: 'ui.profileSubmit', fields },
  { type: 'ui.profileSubmit', fields: { ...fields, email: 'nina@@example' } },
  { type: 'xstate.done.actor.updateProfile', output: { ...profile, ...fields } },
  { type: 'xstate.error.actor.updateProfile', error: { message: 'http_503' } },
  {
    type: 'pinCall.verified',
    verification: { e123: '+49 1701234567', verified: true },
  },
];
const children = ['pinCall', 'accountSettings', 'newsletter', 'accountOffers'];

/**
 * Each path runs in a recording engine (the page's sections run as child machines, their calls
 * recorded and left pending: they have model tests of their own); a failing path leaves its log
 * in reports/model-failures.
 */
let sent: string[] = [];

defineModelSuite(profileMachine, {
  // A member and a visitor: the domain is spawned with the session (issue 52 §3).
  inputs: [inputFor(demoGuest), inputFor(visitorGuest)],
  events,
  stand: {
    askLogin: () => {},
    trackOpened: () => {},
    tellNewsletter: () => {},
  },
  runner: {
    actions: {
      askLogin: () => sent.push('gate.ask'),
      trackOpened: () => sent.push('tracking.track'),
      tellNewsletter: () => sent.push('profile.emailChanged'),
    },
  },
  beforePath: () => {
    sent = [];
  },
  invariants: (snapshot, { route }) => {
    const page = selectProfilePage(snapshot);
    // A visitor's login is the gate's to open, and a given-up flow leaves her page as it was.
    if (snapshot.matches('visitor')) expect(page, route).toBe('visitor');
    if (sent.includes('gate.ask')) expect(snapshot.matches('visitor'), route).toBe(true);
    if (snapshot.matches({ member: 'ready' })) {
      expect(page, route).toBe('ready');
      // The page's sections live exactly while its data does.
      for (const child of children) expect(snapshot.children[child], route).toBeDefined();
      expect(sent, route).toContain('tracking.track');
    } else
      expect(
        Object.keys(snapshot.children).filter((id) => children.includes(id)),
        route,
      ).toEqual([]);
    if (snapshot.matches({ member: { ready: { editing: 'invalid' } } })) {
      const form = selectProfileForm(snapshot);
      expect(form, route).toMatchObject({ mode: 'editing', errors: { email: 'invalidEmail' } });
      expect((form as { values: { city: string } }).values.city, route).toBe('Köln');
    }
    if (snapshot.matches({ member: { ready: { editing: 'failed' } } }))
      expect(selectProfileForm(snapshot as never), route).toMatchObject({
        failed: true,
        values: fields,
      });
    if (snapshot.matches({ member: { ready: { viewing: 'saved' } } })) {
      expect(snapshot.context.profile?.firstName, route).toBe('Nina');
      expect(sent, route).toContain('profile.emailChanged');
    }
  },
});

it("asks the gate for a visitor's login (login or signup is its to choose), and loads nothing", () => {
  const gating: EventObject[] = [];
  const parent = createActor(
    setup({
      actors: {
        profile: profileMachine,
        gating: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => void gating.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: 'profile', systemId: 'profile', src: 'profile', input: inputFor(visitorGuest) },
      ],
    }),
  ).start();
  const actor = parent.getSnapshot().children.profile;
  if (!actor) throw new Error('the profile runs under the parent');
  expect(selectProfilePage(actor.getSnapshot())).toBe('visitor');
  actor.send({ type: 'ui.profileLogin' });
  actor.send({ type: 'ui.profileOpened' });
  expect(gating).toEqual([{ type: 'gate.ask', ...gate, replyTo: 'profile', openFlow: true }]);
  // The login given up: the page stays the visitor's, nothing asked again.
  actor.send({ type: 'gate.resumed', ...gate, success: false });
  expect(selectProfilePage(actor.getSnapshot())).toBe('visitor');
  expect(gating).toHaveLength(1);
  parent.stop();
});
