import { assign, enqueueActions, setup, stateIn, type AnyActorRef, type EventObject } from 'xstate';
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
import { modalsMachine } from '../modals/modals.machine.ts';
import { addressAsksPayTour } from '../payTour/payTour.address.ts';
import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';
import { reportMachine } from '../report/report.machine.ts';
import { PUSH_OWNER_IDS } from '../realtime/realtime.routing.ts';
import { isLanguage } from '../shell/routes/languages.ts';
import { shellMachine } from '../shell/shell.machine.ts';
import { resolveRoute, type ShellRoute } from '../shell/shell.route.ts';
import type { DomainInput, SessionFacts } from '../shared/domainEvents.ts';
import { isLazyDomain, type LazyDomain } from './lazyDomains.ts';
import { routeDomain } from './routeDomains.ts';
import { incentivesRouteOf, routeLife, sameDelivery, type RouteDelivery } from './routeEvents.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export { isLazyDomain, LAZY_DOMAINS, type LazyDomain } from './lazyDomains.ts';

export interface AppInput {
  /** Path and query of the page the guest opened (from the log header). */
  path: string;
  search: string;
}

/** The language the opened URL names in its first segment, if any (else the config decides). */
function requestedLanguage(path: string): Language | null {
  const first = path.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The domain machines below the root, each invoked under its own system id (which is also its
 * actor src). Every one gets `app.ready` once bootstrap has loaded the guest.
 */
const DOMAIN_CHILDREN = ['modals', 'consent'] as const;

/**
 * Domains spawned on every page with bootstrap's facts as input (issue 52 §3), before any lazy
 * domain (the gate, the guest's child, is there for the first ask); screens mount after (BootGate).
 */
const SESSION_DOMAINS = ['guest', 'avs'] as const;

/**
 * Lazy domains a logged-in guest uses on every page (the navbar's unread count and notifications,
 * the floating notifications, the conversion chat, the rewards menu and its boxes, their pushes;
 * the pay tour, which runs a stored login action or the forced age check at start):
 * the root asks for them as soon as bootstrap knows the guest is logged in, so a visitor's page
 * never loads them (a visitor's rewards screens ask through their routes). The ask is state the
 * root derives from the recorded guest load, so replay asks at the same record.
 */
const LOGGED_IN_DOMAINS = [
  'messenger',
  'notifications',
  'rewards',
  'payTour',
] as const satisfies readonly LazyDomain[];

/**
 * A locked guest sees the messenger's login offer, as visitors do, but the phone's "my area"
 * menu, whose events group the rewards machine tells "no events" for them.
 */
const LOCKED_GUEST_DOMAINS = ['rewards', 'payTour'] as const satisfies readonly LazyDomain[];

/**
 * The realtime connection (issue 50 §5), a lazy domain only the root asks for: for a logged-in
 * guest with an id (a visitor opens no socket). What is sent to it waits while it is asked for,
 * and is dropped where it is not (a visitor's page, before bootstrap): an event never starts it.
 */
const REALTIME = 'realtime' as const satisfies LazyDomain;
const wantsRealtime = (facts: Pick<SessionFacts, 'guest' | 'session'>) =>
  facts.guest.isLoggedIn && facts.session.guestId !== null;

/**
 * Owners of pushes still stood in for by placeholders (their issues build them). A lazy domain's
 * own child (`<domain>.<name>`, e.g. `actorProfile.freeChat`) runs while its domain wants it: its
 * pushes are dropped meanwhile, and it loads fresh when it starts.
 */
const PENDING_OWNERS = PUSH_OWNER_IDS.filter(
  (owner) =>
    !(SESSION_DOMAINS as readonly string[]).includes(owner) &&
    !(DOMAIN_CHILDREN as readonly string[]).includes(owner) &&
    !isLazyDomain(owner.split('.')[0] ?? owner),
);

/**
 * What bootstrap learned: every lazy domain is spawned with it as input (issue 52 §3), and the
 * boot-time domains get it as `app.ready`.
 */
type ReadyFacts = SessionFacts;

export interface AppContext extends AppInput {
  ready: ReadyFacts | null;
  /** The page's route (the shell shows it; the root tells the domains of it, routeEvents.ts). */
  route: ShellRoute;
  /** Lazy domains running now, in the order they started. */
  started: LazyDomain[];
  /**
   * Lazy domains whose code is in but which wait for bootstrap's facts: they are spawned with
   * them as input as soon as bootstrap is done (their asked-for events stay in `pending`).
   */
  loaded: LazyDomain[];
  /** Lazy domains asked for but not started yet, with the events sent to them meanwhile. */
  pending: Partial<Record<LazyDomain, EventObject[]>>;
  /**
   * Domain actors that stopped with an error (a bug in an action, a guard that threw), by actor
   * id: their screens show the error with a retry instead of the whole app stopping (issue 23).
   */
  failed: string[];
}

/**
 * `pending` with `domains` asked for, the one rule for every ask: a running domain is not asked
 * again, an asked one keeps its place, and `event` (sent to it before it runs) waits behind the
 * ones kept already.
 */
function withWanted(
  context: Pick<AppContext, 'started' | 'pending'>,
  domains: readonly LazyDomain[],
  event?: EventObject,
): AppContext['pending'] {
  let pending = context.pending;
  for (const domain of domains) {
    if (context.started.includes(domain) || (!event && domain in pending)) continue;
    pending = { ...pending, [domain]: [...(pending[domain] ?? []), ...(event ? [event] : [])] };
  }
  return pending;
}

/**
 * After the session expired while a payment waited for its feedback, the page waits this long for
 * it, then reloads all the same (issue 51, item 8): a pay tour that never answers (closed tab,
 * lost message) must not leave the guest on an expired session for ever. The reload shows the
 * payment's outcome (the balance comes from the server).
 */
export const PAYMENT_FEEDBACK_WAIT_MS = 60_000;

/** The error event of a child actor (XState's own); the root keeps its id in `failed`. */
type ActorErrorEvent = { type: `xstate.error.actor.${string}`; error: unknown };
const ACTOR_ERROR_PREFIX = 'xstate.error.actor.';

export type AppEvent =
  /**
   * The browser's history moved (views/AppRouter.tsx, a recorded input): the root hands it to the
   * shell and tells the domains of the routes left and entered.
   */
  | { type: 'ui.routeChanged'; path: string; search: string }
  | {
      type: 'bootstrap.guestReady';
      config: AppConfig;
      session: Session;
      guest: GuestState;
      request: RequestInput;
    }
  | { type: 'realtime.sessionExpired' }
  /** The session's expiry stamp (now plus its seconds) passed. */
  | { type: 'bootstrap.sessionEnded' }
  | { type: 'realtime.tokenRejected' }
  /** The guest machine logged a locked guest out: the realtime session ends for good. */
  | { type: 'guest.locked' }
  /** From the pay tour (its issue): a payment flow opened, and its feedback came. */
  | { type: 'payTour.paymentStarted' }
  | { type: 'payTour.paymentFeedback' }
  /** A route or a view needs this domain: the engine loads its code, then starts it. */
  | { type: 'app.domainWanted'; domain: LazyDomain }
  /** An event (input, push) for a lazy domain that is not running yet: kept until it starts. */
  | { type: 'app.domainEvent'; domain: LazyDomain; event: EventObject }
  /** Recorded by the engine once the domain's code is loaded and provided: spawn it now. */
  | { type: 'app.domainStart'; domain: LazyDomain }
  /**
   * Recorded by the engine when the domain's code could not be loaded (offline, a replaced
   * release): the domain is failed, its page shows the error view with a retry, and what waits
   * for it stays in `pending`.
   */
  | { type: 'app.domainLoadFailed'; domain: LazyDomain }
  /**
   * The guest's retry on a failed domain: a lazy one starts again (or, when its code never
   * loaded, the engine loads it again), else the page reloads.
   */
  | { type: 'app.domainRetry'; domain: string }
  | ActorErrorEvent;

/**
 * Whether a route's delivery can go now: its lazy domain runs (else it is told when it starts),
 * or a boot domain has bootstrap's facts (else it is told with them).
 */
function isDeliverable(context: AppContext, delivery: RouteDelivery): boolean {
  return delivery.domain === null
    ? context.ready !== null
    : context.started.includes(delivery.domain);
}

/**
 * The root's own child under `id` while it runs: every route delivery's recipient is one (a
 * domain the root invoked or spawned), and a child that failed stays in the children, stopped.
 */
function runningChild(self: AnyActorRef, id: string): AnyActorRef | undefined {
  // A pure transition (the model test's graph walk) has no snapshot yet: no child runs there.
  const snapshot = self.getSnapshot() as
    { children?: Record<string, AnyActorRef | undefined> } | undefined;
  const child = snapshot?.children?.[id];
  const status = (child?.getSnapshot() as { status?: string } | undefined)?.status;
  return status === 'active' ? child : undefined;
}

/** A lazy domain's spawn input: its system id and the session it runs in (issue 52 §3). */
const domainInput = (domain: LazyDomain, facts: SessionFacts): DomainInput => ({
  owner: domain,
  ...facts,
});

/**
 * Spawns a lazy domain under its system id with the session as input, then hands it what was sent
 * to it before it ran and the route it shows (machines/app/routeEvents.ts), at its first start and
 * after a failure alike. It is still told `app.ready` too, for the domains that read the session
 * from that event rather than from their input.
 */
function spawnDomain(
  enqueue: {
    // XState's spawnChild takes a union of one tuple per actor, which TypeScript relates to a
    // union of lazy domains only up to 25 of them: the src is checked below (LazyDomain) instead.
    spawnChild: unknown;
    sendTo: (to: string, event: EventObject) => void;
  },
  domain: LazyDomain,
  facts: SessionFacts,
  waiting: readonly EventObject[],
  route: ShellRoute,
): void {
  const spawn = enqueue.spawnChild as (
    src: LazyDomain,
    options: { id: string; systemId: string; input: DomainInput },
  ) => void;
  spawn(domain, { id: domain, systemId: domain, input: domainInput(domain, facts) });
  // The child spawned just above is in the snapshot these sends resolve their target in.
  enqueue.sendTo(domain, { type: 'app.ready', ...facts });
  for (const event of waiting) enqueue.sendTo(domain, event);
  for (const delivery of routeLife(route).enter)
    if (delivery.domain === domain) enqueue.sendTo(domain, delivery.event);
}

/** `started` and `pending` once `domains` run. */
function startedNow(
  context: Pick<AppContext, 'started' | 'pending'>,
  domains: readonly LazyDomain[],
): Pick<AppContext, 'started' | 'pending'> {
  const pending = { ...context.pending };
  for (const domain of domains) delete pending[domain];
  return { started: [...context.started, ...domains], pending };
}

/**
 * The root of the app system: it owns one child actor per domain, each under a system id that
 * inputs are addressed to, and it carries the facts between them that no single domain owns:
 * who the guest is once bootstrap is done, and when the page must reload. Domains that later
 * issues build stand here as placeholders that keep what is routed to them.
 */
export const appMachine = onFirstUse(() =>
  setup({
    types: { input: {} as AppInput, context: {} as AppContext, events: {} as AppEvent },
    actors: {
      bootstrap: bootstrapMachine(),
      shell: shellMachine(),
      guest: guestMachine(),
      pendingOwner: pendingOwnerMachine(),
      report: reportMachine(),
      avs: avsMachine(),
      incentives: incentivesMachine(),
      modals: modalsMachine(),
      consent: consentMachine(),
      // Lazy domains: placeholders until the engine provides each one's logic, which it does
      // before it records `app.domainStart` (src/engine/domains.ts).
      realtime: pendingOwnerMachine(),
      messenger: pendingOwnerMachine(),
      notifications: pendingOwnerMachine(),
      payTour: pendingOwnerMachine(),
      rewards: pendingOwnerMachine(),
      content: pendingOwnerMachine(),
      contests: pendingOwnerMachine(),
      mediathek: pendingOwnerMachine(),
      cams: pendingOwnerMachine(),
      chatTickets: pendingOwnerMachine(),
      feed: pendingOwnerMachine(),
      profile: pendingOwnerMachine(),
      actorProfile: pendingOwnerMachine(),
      videos: pendingOwnerMachine(),
      liveChat: pendingOwnerMachine(),
      tv: pendingOwnerMachine(),
      blog: pendingOwnerMachine(),
      search: pendingOwnerMachine(),
      legal: pendingOwnerMachine(),
      favourites: pendingOwnerMachine(),
      library: pendingOwnerMachine(),
      oneClick: pendingOwnerMachine(),
      voiceCall: pendingOwnerMachine(),
      actorPreview: pendingOwnerMachine(),
      presence: pendingOwnerMachine(),
      tileGrids: pendingOwnerMachine(),
      liveEvents: pendingOwnerMachine(),
      videoChats: pendingOwnerMachine(),
      gallery: pendingOwnerMachine(),
    },
    actions: {
      /** The guest and her age check start with the session (once: bootstrap is ready once). */
      startSessionDomains: enqueueActions(({ enqueue, event, context }) => {
        if (event.type !== 'bootstrap.guestReady' || context.ready !== null) return;
        const { config, session, guest, request } = event;
        for (const owner of SESSION_DOMAINS)
          enqueue.spawnChild(owner, {
            id: owner,
            systemId: owner,
            input: { owner, config, session, guest, request },
          });
        // The incentives too, on the page's route as their calls name it.
        const route = incentivesRouteOf(context.route);
        const input = { owner: 'incentives', config, session, guest, request, route };
        enqueue.spawnChild('incentives', { id: 'incentives', systemId: 'incentives', input });
      }),
      /** Every domain learns the config, the session and the guest at once. */
      announceReady: enqueueActions(({ enqueue, event, context }) => {
        if (event.type !== 'bootstrap.guestReady') return;
        const { config, session, guest, request } = event;
        for (const child of [...DOMAIN_CHILDREN, ...context.started]) {
          enqueue.sendTo(child, { type: 'app.ready', config, session, guest, request });
        }
      }),
      storeReady: assign({
        ready: ({ event, context }) =>
          event.type === 'bootstrap.guestReady'
            ? {
                config: event.config,
                session: event.session,
                guest: event.guest,
                request: event.request,
              }
            : context.ready,
      }),
      /** A logged-in guest's domains (her connection first) are noted at once, as if wanted. */
      wantLoggedInDomains: assign({
        pending: ({ context, event }) => {
          if (event.type !== 'bootstrap.guestReady' || !event.guest.isLoggedIn)
            return context.pending;
          return withWanted(context, [
            ...(wantsRealtime(event) ? [REALTIME] : []),
            ...(event.guest.isLocked ? LOCKED_GUEST_DOMAINS : LOGGED_IN_DOMAINS),
          ]);
        },
      }),
      /**
       * Notes that a lazy domain is needed (the engine watches `pending` and loads its code); not
       * the realtime connection, whose events wait only while the root has asked for it.
       */
      wantDomain: assign({
        pending: ({ context, event }) => {
          if (event.type === 'app.domainWanted' && event.domain !== REALTIME)
            return withWanted(context, [event.domain]);
          if (event.type !== 'app.domainEvent') return context.pending;
          if (event.domain === REALTIME && !(REALTIME in context.pending)) return context.pending;
          return withWanted(context, [event.domain], event.event);
        },
      }),
      /**
       * A domain whose code is in starts once bootstrap is done (its input is the session): at once
       * if it is, else when bootstrap's facts come (`startLoadedDomains`).
       */
      startDomain: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'app.domainStart' || context.started.includes(event.domain)) return;
        const { domain } = event;
        if (!context.ready) {
          if (!context.loaded.includes(domain))
            enqueue.assign({ loaded: [...context.loaded, domain] });
          return;
        }
        spawnDomain(enqueue, domain, context.ready, context.pending[domain] ?? [], context.route);
        enqueue.assign(startedNow(context, [domain]));
      }),
      /** The domains that loaded while bootstrap talked to the server start with its facts. */
      startLoadedDomains: enqueueActions(({ enqueue, context, event }) => {
        if (event.type !== 'bootstrap.guestReady' || context.loaded.length === 0) return;
        const { config, session, guest, request } = event;
        const loaded = context.loaded.filter((domain) => !context.started.includes(domain));
        for (const domain of loaded)
          spawnDomain(
            enqueue,
            domain,
            { config, session, guest, request },
            context.pending[domain] ?? [],
            context.route,
          );
        enqueue.assign({ ...startedNow(context, loaded), loaded: [] });
      }),
      /** The realtime session ends for good (a logged-in guest's: on its start if it waits). */
      endRealtime: enqueueActions(({ enqueue, self, context }) => {
        const ended = { type: 'session.ended' };
        const realtime = runningChild(self, REALTIME);
        if (realtime) enqueue.sendTo(realtime, ended);
        else if (REALTIME in context.pending)
          enqueue.assign({ pending: withWanted(context, [REALTIME], ended) });
      }),
      reloadPage: () => {},
      forwardRoute: enqueueActions(({ enqueue, event, self }) => {
        const shell = runningChild(self, 'shell');
        if (event.type === 'ui.routeChanged' && shell) enqueue.sendTo(shell, event);
      }),
      /**
       * Tells the domains of the route left and the route entered (machines/app/routeEvents.ts),
       * what is the same on both sides not at all; wants the entered route's domain, which is told
       * when it starts.
       */
      changeRoute: enqueueActions(({ enqueue, context, event, self }) => {
        if (event.type !== 'ui.routeChanged') return;
        const next = resolveRoute(event.path, event.search);
        const before = routeLife(context.route);
        const after = routeLife(next);
        const kept = (delivery: RouteDelivery) =>
          before.enter.some((old) => sameDelivery(old, delivery)) &&
          after.enter.some((now) => sameDelivery(now, delivery));
        const unchanged = new Set(
          [...before.enter, ...after.enter].filter(kept).map((delivery) => delivery.to),
        );
        const tell = (delivery: RouteDelivery) => {
          if (unchanged.has(delivery.to) || !isDeliverable(context, delivery)) return;
          const recipient = runningChild(self, delivery.to);
          if (recipient) enqueue.sendTo(recipient, delivery.event);
        };
        before.leave.forEach(tell);
        after.enter.forEach(tell);
        const domain = next.status === 'matched' ? routeDomain(next.name) : undefined;
        enqueue.assign({
          route: next,
          pending: domain ? withWanted(context, [domain]) : context.pending,
        });
      }),
      /**
       * Notes a failed domain until the guest retries: a child that stopped with an error (the
       * engine's observer logs it, see system.ts), or a lazy domain whose code did not load.
       */
      noteFailure: assign({
        failed: ({ context, event }) => {
          const id =
            event.type === 'app.domainLoadFailed'
              ? event.domain
              : event.type.startsWith(ACTOR_ERROR_PREFIX)
                ? event.type.slice(ACTOR_ERROR_PREFIX.length)
                : null;
          return id === null || context.failed.includes(id)
            ? context.failed
            : [...context.failed, id];
        },
      }),
      /** Provided by the engine: logs which actor failed and why, from the error event. */
      reportFailure: () => {},
      /**
       * A failed lazy domain starts again from scratch, with bootstrap's facts. One whose code never
       * loaded is only no longer failed: it is still in `pending`, so the engine loads it again.
       */
      restartDomain: enqueueActions(({ enqueue, context, event, self }) => {
        if (event.type !== 'app.domainRetry' || !isLazyDomain(event.domain)) return;
        const domain = event.domain;
        enqueue.assign({ failed: context.failed.filter((id) => id !== domain) });
        if (!context.started.includes(domain)) return;
        // A failed actor has stopped and left the system, which frees its id; one still there
        // (an error event that did not stop it) keeps running.
        if (runningChild(self, domain)) return;
        if (context.ready) spawnDomain(enqueue, domain, context.ready, [], context.route);
      }),
    },
    guards: {
      isPaymentWaiting: stateIn({ payment: 'waitingForFeedback' }),
      isFailedLazyDomain: ({ context, event }) =>
        event.type === 'app.domainRetry' &&
        isLazyDomain(event.domain) &&
        context.failed.includes(event.domain),
      isFailedBootDomain: ({ context, event }) =>
        event.type === 'app.domainRetry' &&
        !isLazyDomain(event.domain) &&
        context.failed.includes(event.domain),
    },
    delays: { paymentFeedbackWait: PAYMENT_FEEDBACK_WAIT_MS },
  }).createMachine({
    id: 'app',
    context: ({ input }) => {
      const route = resolveRoute(input.path, input.search);
      const domain = route.status === 'matched' ? routeDomain(route.name) : undefined;
      return {
        ...input,
        ready: null,
        route,
        started: [],
        loaded: [],
        // The opened page's domain is asked for from the start: its code loads and it starts while
        // the bootstrap talks to the server, so its screen finds it running. So is the pay tour
        // when the address asks it for a flow.
        pending: withWanted({ started: [], pending: {} }, [
          ...(domain ? [domain] : []),
          ...(addressAsksPayTour(input.search) ? (['payTour'] as const) : []),
        ]),
        failed: [],
      };
    },
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
      { id: 'report', systemId: 'report', src: 'report' },
      { id: 'modals', systemId: 'modals', src: 'modals', input: { owner: 'modals' } },
      { id: 'consent', systemId: 'consent', src: 'consent', input: { owner: 'consent' } },
      ...PENDING_OWNERS.map((owner) => ({
        id: owner,
        systemId: owner,
        src: 'pendingOwner' as const,
        input: { owner },
      })),
    ],
    type: 'parallel',
    on: {
      // Guest and avs first; a lazy domain's frame in answer to `app.ready` is handled after this
      // transition, so it finds the realtime connection asked for (it waits at the root).
      'bootstrap.guestReady': {
        actions: [
          'startSessionDomains',
          'storeReady',
          'announceReady',
          'startLoadedDomains',
          'wantLoggedInDomains',
        ],
      },
      'ui.routeChanged': { actions: ['forwardRoute', 'changeRoute'] },
      'app.domainWanted': { actions: 'wantDomain' },
      'app.domainEvent': { actions: 'wantDomain' },
      'app.domainStart': { actions: 'startDomain' },
      'guest.locked': { actions: 'endRealtime' },
      // Any child's error (invoked or spawned) ends here: without a transition XState would stop
      // the root too, and every screen with it.
      'xstate.error.actor.*': {
        actions: ['noteFailure', 'reportFailure'],
      },
      'app.domainLoadFailed': { actions: 'noteFailure' },
      'app.domainRetry': { guard: 'isFailedLazyDomain', actions: 'restartDomain' },
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
              // The session's expiry stamp passed (bootstrap keeps it): the same as the push.
              'bootstrap.sessionEnded': [
                { guard: 'isPaymentWaiting', target: 'expiredAfterPayment' },
                { target: 'reloading' },
              ],
              // The server no longer knows the token: a reload shows the guest as logged out.
              'realtime.tokenRejected': 'reloading',
              // A domain that runs from boot cannot start alone again: the page reloads.
              'app.domainRetry': { guard: 'isFailedBootDomain', target: 'reloading' },
            },
          },
          expiredAfterPayment: {
            on: { 'payTour.paymentFeedback': 'reloading' },
            after: { paymentFeedbackWait: 'reloading' },
          },
          reloading: { entry: 'reloadPage' },
        },
      },
    },
  }),
);
