import {
  assign,
  enqueueActions,
  setup,
  stateIn,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import { bootstrapMachine } from '../bootstrap/bootstrap.machine.ts';
import { type Language, isLanguage } from '../shared/languages.ts';
import type { AppConfig, GuestState, RequestInput, Session } from '../shared/session.types.ts';
import { addressAsksPayTour } from '../payTour/payTour.address.ts';
import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';
import { PUSH_OWNER_IDS } from '../realtime/realtime.routing.ts';
import { shellMachine } from '../shell/shell.machine.ts';
import { resolveRoute, type ShellRoute } from '../shell/shell.route.ts';
import type { DomainInput, SessionFacts } from '../shared/domainEvents.ts';
import { isLazyDomain, type LazyDomain } from './lazyDomains.ts';
import { routeDomain } from './routeDomains.ts';
import {
  askedForGuest,
  BOOT_DOMAINS,
  ROOT_DOMAINS,
  SESSION_DOMAINS,
  startsOnRoute,
  type StartedDomain,
} from './rootDomains.ts';
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
    !(ROOT_DOMAINS as readonly string[]).includes(owner) &&
    !isLazyDomain(owner.split('.')[0] ?? owner),
);

/**
 * The root's machine registry, from the manifests (`rootDomains.ts`): every domain it starts is a
 * placeholder here, which the engine provides with the domain's machine and its services (a boot
 * domain's with the app's logic, src/engine/system.ts; a lazy one's when its code is in). The
 * root alone (its tests) runs placeholders that keep what they are sent.
 */
function domainRegistry(): Record<StartedDomain | LazyDomain, AnyActorLogic> {
  const registry = {} as Record<StartedDomain | LazyDomain, AnyActorLogic>;
  for (const domain of ROOT_DOMAINS) registry[domain] = pendingOwnerMachine();
  return registry;
}

/** What bootstrap learned: every domain but the boot ones is spawned with it as input (issue 52 §3). */
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
 * after a failure alike.
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
 * who the guest is once bootstrap is done, and when the page must reload. Push owners that later
 * issues build stand here as placeholders that keep what is routed to them.
 */
export const appMachine = onFirstUse(() =>
  setup({
    types: { input: {} as AppInput, context: {} as AppContext, events: {} as AppEvent },
    actors: {
      bootstrap: bootstrapMachine(),
      shell: shellMachine(),
      pendingOwner: pendingOwnerMachine(),
      ...domainRegistry(),
    },
    actions: {
      /**
       * The session domains (the modal manager, the guest and her age check, the incentives) start
       * with the session (once: bootstrap is ready once); one that names its page's route in its
       * calls gets the route as well.
       */
      startSessionDomains: enqueueActions(({ enqueue, event, context }) => {
        if (event.type !== 'bootstrap.guestReady' || context.ready !== null) return;
        const { config, session, guest, request } = event;
        for (const owner of SESSION_DOMAINS)
          enqueue.spawnChild(owner, {
            id: owner,
            systemId: owner,
            input: {
              owner,
              config,
              session,
              guest,
              request,
              ...(startsOnRoute(owner) ? { route: incentivesRouteOf(context.route) } : {}),
            },
          });
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
            ...askedForGuest(event.guest),
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
      ...BOOT_DOMAINS.map((owner) => ({
        id: owner,
        systemId: owner,
        src: owner,
        input: { owner },
      })),
      ...PENDING_OWNERS.map((owner) => ({
        id: owner,
        systemId: owner,
        src: 'pendingOwner' as const,
        input: { owner },
      })),
    ],
    type: 'parallel',
    on: {
      // The session domains first; a lazy domain's frames at its start are handled after this
      // transition, so they find the realtime connection asked for (they wait at the root).
      'bootstrap.guestReady': {
        actions: ['startSessionDomains', 'storeReady', 'startLoadedDomains', 'wantLoggedInDomains'],
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
