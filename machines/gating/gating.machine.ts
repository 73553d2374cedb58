import { actorIn } from '../shared/actorIn.ts';
import { enqueueActions, fromCallback, setup, type AnyActorRef, type Subscription } from 'xstate';
import { priceIn } from '../content/content.price.ts';
import {
  toReplyTarget,
  toSystem,
  type PayTourOpenEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import type { GateClient as ManifestGateClient } from '../app/domains.ts';
import type { GuestState } from '../bootstrap/bootstrap.types.ts';
import type { LoginAction } from '../payTour/payTour.types.ts';
import type { CurrencyCode, Money } from '../shared/money.ts';
import {
  decideGate,
  type GateDecision,
  type GateFacts,
  type GuardedAction,
  type RestrictionReason,
} from './gating.ts';

/**
 * The domains that ask the gate, as their manifests name them (`gateClients`; each accepts
 * `gate.answer` and `gate.resumed`, which the manifest's type and a type test in
 * `gating.machine.test.ts` check against `SystemEvents`).
 */
type GateClient = ManifestGateClient;

/**
 * A domain asks whether the guest may do `action` now. `price` is in any currency: a euro price
 * is converted to the balance's (coins, credits). With `openFlow`, a refusal opens what it needs
 * in the pay tour (login or signup, age check, abo, top-up) and the asker gets `gate.resumed`
 * when that flow ends, to carry on with the guest's action or give it up. Without it, the asker
 * shows its own box for the reason (e.g. content's not-enough-money box).
 */
export interface GateAskEvent {
  type: 'gate.ask';
  action: GuardedAction;
  price?: Money;
  replyTo: GateClient;
  /** Names the guest's action for the asker (e.g. the message's client id). */
  ticket?: string;
  openFlow?: boolean;
  /**
   * With `openFlow`: what a visitor's login or signup stores to run after the login's reload (a
   * heart's pin), since the login reloads the page and the asker's state goes with it.
   */
  loginAction?: LoginAction;
}

/** The decision for one ask; `open` is what a refusal opens (null when allowed or login is off). */
export interface GateAnswerEvent {
  type: 'gate.answer';
  action: GuardedAction;
  ticket: string | null;
  allowed: boolean;
  reason: RestrictionReason | null;
  open: PayTourOpenEvent | null;
  /** The guest's balance (null for a visitor), e.g. for a box that shows price and balance. */
  balance: Money | null;
}

/** The flow a refusal opened has ended: `success` true means carry on with the action. */
export interface GateResumedEvent {
  type: 'gate.resumed';
  action: GuardedAction;
  ticket: string | null;
  success: boolean;
}

/**
 * A standing ask: answered at once and again (`gate.answer` with this `ticket`) whenever the
 * owners' facts change the answer, until `gate.unwatch`. For a domain that shows the reason before
 * the guest acts (e.g. the buy button's label) and keeps it true while the guest logs in, tops up
 * or verifies the age elsewhere.
 */
export interface GateWatchEvent {
  type: 'gate.watch';
  action: GuardedAction;
  price?: Money;
  replyTo: GateClient;
  ticket: string;
}

export interface GateUnwatchEvent {
  type: 'gate.unwatch';
  replyTo: GateClient;
  ticket: string;
}

/** Sent by the gate's own facts observer: an owner's snapshot changed what the gate reads. */
interface GateFactsChangedEvent {
  type: 'gate.factsChanged';
}

export type GatingEvent =
  GateAskEvent | PayTourResultEvent | GateWatchEvent | GateUnwatchEvent | GateFactsChangedEvent;

/** An ask whose flow the pay tour shows now: who to tell when it ends. */
interface OpenAsk {
  action: GuardedAction;
  replyTo: GateClient;
  ticket: string | null;
}

/** A standing ask and the last answer it was given (a change is told, a repeat is not). */
interface Watch {
  ask: GateWatchEvent;
  answered: string;
}

export interface GatingContext {
  /** The asks waiting for the open flow, oldest first (the pay tour shows one flow at a time). */
  waiting: OpenAsk[];
  /** The standing asks (`gate.watch`), answered again when the facts change. */
  watches: Watch[];
}

/** The id of the observer of the owners' facts, alive while a watch stands. */
export const FACTS_OBSERVER = 'gating.facts';

const OWNER_IDS = ['guest', 'avs', 'bootstrap'] as const;

/**
 * The parts of the owners' snapshots the gate reads (structural, so this machine does not depend
 * on the guest machine's type, which invokes it).
 */
interface Owners {
  guest?: {
    hasTag(tag: string): boolean;
    context: { guest: GuestState | null; hasAccountCookie: boolean | null };
  };
  avs?: { hasTag(tag: string): boolean; context: { forceAvs: boolean } };
  bootstrap?: { context: { config: { loginEnabled: boolean } | null } };
}

interface SystemReader {
  get(id: string): AnyActorRef | undefined;
}

/**
 * The facts at the moment of an ask, read from their owners (guest, avs, bootstrap): one source
 * of truth and nothing to keep in sync. Reading snapshots is pure, and replay restores the same
 * snapshots, so the decision replays the same.
 */
function factsOf(system: SystemReader): { facts: GateFacts; currency: CurrencyCode } {
  const read = <K extends keyof Owners>(id: K) =>
    actorIn(system, id)?.getSnapshot() as Owners[K] | undefined;
  const guestSnapshot = read('guest');
  const avs = read('avs');
  const config = read('bootstrap')?.context.config;
  const guest = guestSnapshot?.context.guest ?? null;
  const isLoggedIn = guest !== null && guestSnapshot?.hasTag('loggedIn') === true;
  return {
    currency: guest?.currency ?? 'EUR',
    facts: {
      isLoggedIn,
      hasAccountCookie: guestSnapshot?.context.hasAccountCookie === true,
      avsAccepted: avs?.hasTag('verified') === true,
      isVip: guest?.isVip ?? false,
      hasTv: (guest?.isTvSubscriber ?? false) || (guest?.isPremium ?? false),
      balance: isLoggedIn ? guest.balance : 0,
      isPayingCustomer: guest?.isPayingCustomer ?? false,
      isForcePayment: guest?.isForcePayment ?? false,
      loginEnabled: config?.loginEnabled ?? false,
      forceAvs: avs?.context.forceAvs ?? false,
    },
  };
}

/** A price in the balance's currency: a euro price is converted, the same currency kept. */
function priceInBalance(price: Money, currency: CurrencyCode): number {
  return price.currency === currency ? price.value : priceIn(price.value, currency).value;
}

/** The decision for an ask, and the balance it was taken against (null for a visitor). */
function decisionFor(
  system: SystemReader,
  ask: GateAskEvent,
): { decision: GateDecision; balance: Money | null } {
  const { facts, currency } = factsOf(system);
  const decision = decideGate(
    ask.price === undefined
      ? { action: ask.action }
      : { action: ask.action, price: priceInBalance(ask.price, currency) },
    facts,
  );
  return { decision, balance: facts.isLoggedIn ? { value: facts.balance, currency } : null };
}

/** The answer to a standing ask now. */
function watchAnswer(system: SystemReader, ask: GateWatchEvent): GateAnswerEvent {
  const { decision, balance } = decisionFor(system, { ...ask, type: 'gate.ask' });
  return {
    type: 'gate.answer',
    action: ask.action,
    ticket: ask.ticket,
    allowed: decision.allowed,
    reason: decision.reason,
    open: decision.open,
    balance,
  };
}

/**
 * Tells the gate when the facts it reads change: it watches the owners' snapshots (not I/O: the
 * same inputs change them the same way in replay) and compares what the gate reads, so a guest
 * push that changes nothing the gate reads tells it nothing. An owner missing at start (an
 * anchor restored in another order) is taken up at the next change.
 */
const observeFacts = fromCallback<GateFactsChangedEvent>(({ sendBack, system }) => {
  const subscriptions = new Map<string, Subscription>();
  let last = JSON.stringify(factsOf(system));
  const check = () => {
    subscribeAll();
    const next = JSON.stringify(factsOf(system));
    if (next === last) return;
    last = next;
    sendBack({ type: 'gate.factsChanged' });
  };
  const subscribeAll = () => {
    for (const id of OWNER_IDS) {
      const owner = subscriptions.has(id) ? undefined : actorIn(system, id);
      if (owner) subscriptions.set(id, owner.subscribe(check));
    }
  };
  subscribeAll();
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

/**
 * The one gating decision (seed 000 §4–§6), system id `gating`: it keeps the facts the decision
 * reads from their owners (guest, avs, bootstrap) at each ask, answers each domain's
 * `gate.ask` with allowed or the restriction reason, opens the reason's pay-tour flow when asked
 * to, and tells the asker when that flow ended, so the guest's action resumes after a login, an
 * age check, an abo or a top-up.
 */
export const gatingMachine = setup({
  types: { context: {} as GatingContext, events: {} as GatingEvent },
  actors: { observeFacts },
  actions: {
    /** Answers the asker; a refusal it wants opened opens its flow, answered back to the gate. */
    answer: enqueueActions(({ context, enqueue, system }, params: { ask: GateAskEvent }) => {
      const { ask } = params;
      const { decision, balance } = decisionFor(system, ask);
      const ticket = ask.ticket ?? null;
      enqueue(
        toReplyTarget<GateAnswerEvent, GatingContext, GatingEvent>(() => ask.replyTo, {
          type: 'gate.answer',
          action: ask.action,
          ticket,
          allowed: decision.allowed,
          reason: decision.reason,
          open: decision.open,
          balance,
        }),
      );
      if (!ask.openFlow || decision.open === null) return;
      enqueue.assign({
        waiting: [...context.waiting, { action: ask.action, replyTo: ask.replyTo, ticket }],
      });
      enqueue(
        toSystem<'payTour', GatingContext, GatingEvent>('payTour', {
          ...decision.open,
          replyTo: 'gating',
          ...(ask.loginAction ? { loginAction: ask.loginAction } : {}),
        }),
      );
    }),
    /** The flow ended: every ask that waited for it resumes, or is given up. */
    resume: enqueueActions(({ context, enqueue, system }, params: { success: boolean }) => {
      // Not `toReplyTarget`: no client takes `gate.resumed` in its declared events yet (content
      // never asks with `openFlow`), so the typed send rejects every id; the first client that
      // asks with `openFlow` declares it, and this becomes a typed send.
      for (const ask of context.waiting) {
        const asker = actorIn(system, ask.replyTo);
        const resumed: GateResumedEvent = {
          type: 'gate.resumed',
          action: ask.action,
          ticket: ask.ticket,
          success: params.success,
        };
        if (asker) enqueue.sendTo(asker, resumed);
      }
      enqueue.assign({ waiting: [] });
    }),
    /** A standing ask: answered now; the facts observer starts with the first one. */
    watch: enqueueActions(({ context, enqueue, system }, params: { ask: GateWatchEvent }) => {
      const { ask } = params;
      const answer = watchAnswer(system, ask);
      const others = context.watches.filter((w) => !isSameWatch(w.ask, ask));
      if (context.watches.length === 0) enqueue.spawnChild('observeFacts', { id: FACTS_OBSERVER });
      enqueue.assign({ watches: [...others, { ask, answered: JSON.stringify(answer) }] });
      enqueue(
        toReplyTarget<GateAnswerEvent, GatingContext, GatingEvent>(() => ask.replyTo, answer),
      );
    }),
    /** The asker no longer shows the reason; the observer stops with the last watch. */
    unwatch: enqueueActions(({ context, enqueue }, params: { ask: GateUnwatchEvent }) => {
      const watches = context.watches.filter((w) => !isSameWatch(w.ask, params.ask));
      if (watches.length === context.watches.length) return;
      enqueue.assign({ watches });
      if (watches.length === 0) enqueue.stopChild(FACTS_OBSERVER);
    }),
    /** The facts changed: each standing ask whose answer changed hears the new one. */
    reanswer: enqueueActions(({ context, enqueue, system }) => {
      const watches = context.watches.map((watch) => {
        const answer = watchAnswer(system, watch.ask);
        const answered = JSON.stringify(answer);
        if (answered === watch.answered) return watch;
        enqueue(
          toReplyTarget<GateAnswerEvent, GatingContext, GatingEvent>(
            () => watch.ask.replyTo,
            answer,
          ),
        );
        return { ask: watch.ask, answered };
      });
      enqueue.assign({ watches });
    }),
  },
  guards: { hasWaiting: ({ context }) => context.waiting.length > 0 },
}).createMachine({
  id: 'gating',
  context: { waiting: [], watches: [] },
  on: {
    'gate.watch': { actions: { type: 'watch', params: ({ event }) => ({ ask: event }) } },
    'gate.unwatch': { actions: { type: 'unwatch', params: ({ event }) => ({ ask: event }) } },
    'gate.factsChanged': { actions: 'reanswer' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'gate.ask': { actions: { type: 'answer', params: ({ event }) => ({ ask: event }) } },
      },
      // The answer opened a flow: its asker waits for it.
      always: { guard: 'hasWaiting', target: 'flowOpen' },
    },
    /** A refusal's flow is open in the pay tour; its askers wait for `payTour.result`. */
    flowOpen: {
      on: {
        // Another refusal while the tour is open: the tour shows the newer flow, and both
        // askers hear when it ends.
        'gate.ask': { actions: { type: 'answer', params: ({ event }) => ({ ask: event }) } },
        'payTour.result': {
          target: 'idle',
          actions: { type: 'resume', params: ({ event }) => ({ success: event.success }) },
        },
      },
    },
  },
});

function isSameWatch(a: { replyTo: GateClient; ticket: string }, b: typeof a): boolean {
  return a.replyTo === b.replyTo && a.ticket === b.ticket;
}
