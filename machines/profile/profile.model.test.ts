import { expect, it } from 'vitest';
import { createActor } from 'xstate';
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
/** Why the model leaves out the visitor: the other input, which the test below starts with. */
const VISITOR = 'the visitor input: the test beside the model starts with it';
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
const events = [
  { type: 'ui.profileLogin' },
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
  input: inputFor(demoGuest),
  events,
  exceptions: {
    'profile.visitor': VISITOR,
    'profile.starting —always#2→ profile.visitor': VISITOR,
    'profile.visitor —ui.profileLogin→ (stay)': VISITOR,
  },
  stand: {
    openLogin: () => {},
    trackOpened: () => {},
    tellNewsletter: () => {},
  },
  runner: {
    actions: {
      openLogin: () => sent.push('payTour.open'),
      trackOpened: () => sent.push('tracking.track'),
      tellNewsletter: () => sent.push('profile.emailChanged'),
    },
  },
  beforePath: () => {
    sent = [];
  },
  invariants: (snapshot, { route }) => {
    const page = selectProfilePage(snapshot);
    if (snapshot.matches('visitor')) expect(page, route).toBe('visitor');
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

it('offers a visitor the login, and loads nothing', () => {
  const opened: string[] = [];
  const actor = createActor(
    profileMachine.provide({ actions: { openLogin: () => void opened.push('payTour.open') } }),
    { input: inputFor(visitorGuest) },
  ).start();
  expect(selectProfilePage(actor.getSnapshot())).toBe('visitor');
  actor.send({ type: 'ui.profileLogin' });
  actor.send({ type: 'ui.profileOpened' });
  expect(opened).toEqual(['payTour.open']);
  expect(selectProfilePage(actor.getSnapshot())).toBe('visitor');
  actor.stop();
});
