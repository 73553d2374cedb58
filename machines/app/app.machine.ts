import { enqueueActions, sendTo, setup, stateIn } from 'xstate';
import { bootstrapMachine } from '../bootstrap/bootstrap.machine.ts';
import type {
  AppConfig,
  GuestState,
  Language,
  RequestInput,
  Session,
} from '../bootstrap/bootstrap.types.ts';
import { avsMachine } from '../avs/avs.machine.ts';
import { consentMachine } from '../consent/consent.machine.ts';
import { guestMachine } from '../guest/guest.machine.ts';
import { incentivesMachine } from '../incentives/incentives.machine.ts';
import { messengerMachine } from '../messenger/messenger.machine.ts';
import { modalsMachine } from '../modals/modals.machine.ts';
import { notificationsMachine } from '../notifications/notifications.machine.ts';
import { payTourMachine } from '../payTour/payTour.machine.ts';
import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';
import { profileMachine } from '../profile/profile.machine.ts';
import { contentMachine } from '../content/content.machine.ts';
import { contestsMachine } from '../contests/contests.machine.ts';
import { mediathekMachine } from '../mediathek/mediathek.machine.ts';
import { rewardsMachine } from '../rewards/rewards.machine.ts';
import { realtimeMachine } from '../realtime/realtime.machine.ts';
import { reportMachine } from '../report/report.machine.ts';
import { PUSH_OWNER_IDS } from '../realtime/realtime.routing.ts';
import { isLanguage } from '../shell/routes/languages.ts';
import { shellMachine } from '../shell/shell.machine.ts';

export interface AppInput {
  /** Path and query of the page the guest opened (from the log header). */
  path: string;
  search: string;
}

/** The language the opened URL names in its first segment, if any (else the config decides). */
export function requestedLanguage(path: string): Language | null {
  const first = path.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The domain machines below the root, each invoked under its own system id (which is also its
 * actor src). Every one gets `app.ready` once bootstrap has loaded the guest.
 */
export const DOMAIN_CHILDREN = [
  'avs',
  'payTour',
  'messenger',
  'notifications',
  'incentives',
  'modals',
  'rewards',
  'consent',
  'profile',
  'content',
  'contests',
  'mediathek',
] as const;
export type DomainChild = (typeof DOMAIN_CHILDREN)[number];

/** Owners of pushes still stood in for by placeholders (their issues build them). */
export const PENDING_OWNERS = PUSH_OWNER_IDS.filter(
  (owner) => owner !== 'guest' && !(DOMAIN_CHILDREN as readonly string[]).includes(owner),
);

export type AppEvent =
  | {
      type: 'bootstrap.guestReady';
      config: AppConfig;
      session: Session;
      guest: GuestState;
      request: RequestInput;
    }
  | { type: 'realtime.sessionExpired' }
  | { type: 'realtime.tokenRejected' }
  /** The guest machine logged a locked guest out: the realtime session ends for good. */
  | { type: 'guest.locked' }
  /** From the pay tour (its issue): a payment flow opened, and its feedback came. */
  | { type: 'payTour.paymentStarted' }
  | { type: 'payTour.paymentFeedback' };

/**
 * The root of the app system: it owns one child actor per domain, each under a system id that
 * inputs are addressed to, and it carries the facts between them that no single domain owns:
 * who the guest is once bootstrap is done, and when the page must reload. Domains that later
 * issues build stand here as placeholders that keep what is routed to them.
 */
export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppInput, events: {} as AppEvent },
  actors: {
    bootstrap: bootstrapMachine,
    shell: shellMachine,
    realtime: realtimeMachine,
    guest: guestMachine,
    pendingOwner: pendingOwnerMachine,
    report: reportMachine,
    avs: avsMachine,
    payTour: payTourMachine,
    messenger: messengerMachine,
    notifications: notificationsMachine,
    incentives: incentivesMachine,
    modals: modalsMachine,
    rewards: rewardsMachine,
    consent: consentMachine,
    profile: profileMachine,
    content: contentMachine,
    contests: contestsMachine,
    mediathek: mediathekMachine,
  },
  actions: {
    /** Hands the loaded guest to the guest machine. */
    loadGuest: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'bootstrap.guestReady') {
        enqueue.sendTo('guest', {
          type: 'guest.loaded',
          guest: event.guest,
          request: event.request,
        });
      }
    }),
    /** Every domain learns the config, the session and the guest at once. */
    announceReady: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'bootstrap.guestReady') return;
      const { config, session, guest, request } = event;
      for (const child of DOMAIN_CHILDREN) {
        enqueue.sendTo(child, { type: 'app.ready', config, session, guest, request });
      }
    }),
    endRealtime: sendTo('realtime', { type: 'session.ended' }),
    /** A logged-in guest gets a realtime connection; a visitor opens none. */
    startRealtime: enqueueActions(({ enqueue, event }) => {
      if (
        event.type !== 'bootstrap.guestReady' ||
        !event.guest.isLoggedIn ||
        event.session.guestId === null
      )
        return;
      enqueue.sendTo('realtime', {
        type: 'session.ready',
        auth: {
          realtimeUrl: event.config.realtimeUrl,
          accessToken: event.session.accessToken,
          guestId: event.session.guestId,
          language: event.request.language,
          request: event.request,
        },
      });
    }),
    reloadPage: () => {},
  },
  guards: { isPaymentWaiting: stateIn({ payment: 'waitingForFeedback' }) },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'bootstrap',
      systemId: 'bootstrap',
      src: 'bootstrap',
      input: ({ context }) => ({ language: requestedLanguage(context.path) }),
    },
    {
      id: 'shell',
      systemId: 'shell',
      src: 'shell',
      input: ({ context }) => ({ path: context.path, search: context.search }),
    },
    { id: 'realtime', systemId: 'realtime', src: 'realtime' },
    { id: 'report', systemId: 'report', src: 'report' },
    { id: 'guest', systemId: 'guest', src: 'guest' },
    { id: 'avs', systemId: 'avs', src: 'avs', input: { owner: 'avs' } },
    { id: 'payTour', systemId: 'payTour', src: 'payTour', input: { owner: 'payTour' } },
    { id: 'messenger', systemId: 'messenger', src: 'messenger', input: { owner: 'messenger' } },
    {
      id: 'notifications',
      systemId: 'notifications',
      src: 'notifications',
      input: { owner: 'notifications' },
    },
    { id: 'incentives', systemId: 'incentives', src: 'incentives', input: { owner: 'incentives' } },
    { id: 'modals', systemId: 'modals', src: 'modals', input: { owner: 'modals' } },
    { id: 'rewards', systemId: 'rewards', src: 'rewards', input: { owner: 'rewards' } },
    { id: 'consent', systemId: 'consent', src: 'consent', input: { owner: 'consent' } },
    { id: 'profile', systemId: 'profile', src: 'profile', input: { owner: 'profile' } },
    { id: 'content', systemId: 'content', src: 'content' },
    { id: 'contests', systemId: 'contests', src: 'contests' },
    { id: 'mediathek', systemId: 'mediathek', src: 'mediathek' },
    ...PENDING_OWNERS.map((owner) => ({
      id: owner,
      systemId: owner,
      src: 'pendingOwner' as const,
      input: { owner },
    })),
  ],
  type: 'parallel',
  on: {
    // Realtime first: a domain that answers `app.ready` with a frame finds the session starting.
    'bootstrap.guestReady': { actions: ['loadGuest', 'startRealtime', 'announceReady'] },
    'guest.locked': { actions: 'endRealtime' },
  },
  states: {
    payment: {
      initial: 'idle',
      states: {
        idle: { on: { 'payTour.paymentStarted': 'waitingForFeedback' } },
        waitingForFeedback: { on: { 'payTour.paymentFeedback': 'idle' } },
      },
    },
    page: {
      initial: 'running',
      states: {
        running: {
          on: {
            // The contract: reload, unless a payment waits for feedback; then after it.
            'realtime.sessionExpired': [
              { guard: 'isPaymentWaiting', target: 'expiredAfterPayment' },
              { target: 'reloading' },
            ],
            // The server no longer knows the token: a reload shows the guest as logged out.
            'realtime.tokenRejected': 'reloading',
          },
        },
        expiredAfterPayment: { on: { 'payTour.paymentFeedback': 'reloading' } },
        reloading: { entry: 'reloadPage' },
      },
    },
  },
});
