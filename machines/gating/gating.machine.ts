import { assign, enqueueActions, setup } from 'xstate';
import { priceIn } from '../content/content.price.ts';
import {
  toReplyTarget,
  toSystem,
  type PayTourOpenEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import type { GateClient as ManifestGateClient } from '../app/domains.ts';
import type { LoginAction } from '../payTour/payTour.types.ts';
import type { CurrencyCode, Money } from '../shared/money.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import {
  decideGate,
  UNKNOWN_GATE_FACTS,
  type AvsGateFacts,
  type ConfigGateFacts,
  type GateDecision,
  type GateFacts,
  type GuardedAction,
  type GuestGateFacts,
  type RestrictionReason,
} from './gating.ts';

/**
 * The domains that ask the gate, as their manifests name them (`gateClients`; each accepts
 * `gate.answer` and `gate.resumed`, which the manifest's type and a type test in
 * `gating.machine.test.ts` check against `SystemEvents`).
 */
export type GateClient = ManifestGateClient;

/** The clients that take `gate.resumed`: only they may ask with `openFlow`. */
export type ResumableClient = GateClient & SystemIdAccepting<GateResumedEvent>;

interface GateAskFields {
  type: 'gate.ask';
  action: GuardedAction;
  price?: Money;
  /** Names the guest's action for the asker (e.g. the message's client id). */
  ticket?: string;
}

/**
 * A domain asks whether the guest may do `action` now. `price` is in any currency: a euro price
 * is converted to the balance's (coins, credits). With `openFlow`, a refusal opens what it needs
 * in the pay tour (login or signup, age check, abo, top-up) and the asker gets `gate.resumed`
 * when that flow ends, to carry on with the guest's action or give it up. Without it, the asker
 * shows its own box for the reason (e.g. content's not-enough-money box).
 */
export type GateAskEvent =
  | (GateAskFields & { replyTo: GateClient; openFlow?: false })
  | (GateAskFields & {
      replyTo: ResumableClient;
      openFlow: true;
      /**
       * What a visitor's login or signup stores to run after the login's reload (a heart's
       * pin), since the login reloads the page and the asker's state goes with it.
       */
      loginAction?: LoginAction;
    });

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
 * facts the owners tell change the answer, until `gate.unwatch`. For a domain that shows the reason before
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

/**
 * An owner tells the gate what changed: the guest machine, age verification or bootstrap, each
 * with the facts it owns. The gate keeps them and answers from them; it reads no snapshot.
 */
export interface GateFactsChangedEvent {
  type: 'gate.factsChanged';
  facts: GuestGateFacts | AvsGateFacts | ConfigGateFacts;
}

/**
 * A view's intent, for a gate no domain of the page holds (the age-check box over gated media,
 * the status bar's age check, a visitor's way into her own pages): the guest asks to get past
 * the gate of `action`, and the gate opens what stands first in the way (login or signup, age
 * check, abo, top-up), or nothing when nothing does or login is off. Nothing waits to resume:
 * the page shows what the facts allow once the owners tell the gate they changed.
 */
interface GatePassRequestedEvent {
  type: 'ui.passRequested';
  action: GuardedAction;
}

export type GatingEvent =
  | GateAskEvent
  | PayTourResultEvent
  | GateWatchEvent
  | GateUnwatchEvent
  | GateFactsChangedEvent
  | GatePassRequestedEvent;

/** An ask whose flow the pay tour shows now: who to tell when it ends. */
interface OpenAsk {
  action: GuardedAction;
  replyTo: ResumableClient;
  ticket: string | null;
}

/** A standing ask and the last answer it was given (a change is told, a repeat is not). */
interface Watch {
  ask: GateWatchEvent;
  answered: GateAnswerEvent;
}

export interface GatingContext {
  /** What the owners told last (`gate.factsChanged`), and the balance's currency. */
  facts: GateFacts & { currency: CurrencyCode };
  /** The asks waiting for the open flow, oldest first (the pay tour shows one flow at a time). */
  waiting: OpenAsk[];
  /** The standing asks (`gate.watch`), answered again when the facts change. */
  watches: Watch[];
}

/** A price in the balance's currency: a euro price is converted, the same currency kept. */
function priceInBalance(price: Money, currency: CurrencyCode): number {
  return price.currency === currency ? price.value : priceIn(price.value, currency).value;
}

/** The decision for an ask, and the balance it was taken against (null for a visitor). */
function decisionFor(
  known: GatingContext['facts'],
  ask: Pick<GateAskEvent, 'action' | 'price'>,
): { decision: GateDecision; balance: Money | null } {
  const { currency, ...facts } = known;
  const decision = decideGate(
    ask.price === undefined
      ? { action: ask.action }
      : { action: ask.action, price: priceInBalance(ask.price, currency) },
    facts,
  );
  return { decision, balance: facts.isLoggedIn ? { value: facts.balance, currency } : null };
}

/** The answer to an ask (`ticket` names it for the asker). */
function answerTo(
  known: GatingContext['facts'],
  ask: Pick<GateAskEvent, 'action' | 'price'>,
  ticket: string | null,
): GateAnswerEvent {
  const { decision, balance } = decisionFor(known, ask);
  return {
    type: 'gate.answer',
    action: ask.action,
    ticket,
    allowed: decision.allowed,
    reason: decision.reason,
    open: decision.open,
    balance,
  };
}

/** Whether two answers tell the asker the same (a standing ask hears only a change). */
function sameAnswer(a: GateAnswerEvent, b: GateAnswerEvent): boolean {
  return (
    a.allowed === b.allowed &&
    a.reason === b.reason &&
    a.open?.flow === b.open?.flow &&
    a.balance?.value === b.balance?.value &&
    a.balance?.currency === b.balance?.currency
  );
}

/** Sends an answer to its asker, typed against what the asker accepts. */
const tell = (answer: GateAnswerEvent, replyTo: GateClient) =>
  toReplyTarget<GateAnswerEvent, GatingContext, GatingEvent>(() => replyTo, answer);

/**
 * The one gating decision (seed 000 §4–§6), system id `gating`: it keeps the facts the owners
 * (guest, avs, bootstrap) tell it with `gate.factsChanged`, answers each domain's
 * `gate.ask` with allowed or the restriction reason, opens the reason's pay-tour flow when asked
 * to, and tells the asker when that flow ended, so the guest's action resumes after a login, an
 * age check, an abo or a top-up. Views read its decisions through `gating.selectors.ts` and ask
 * past a gate no domain holds with `ui.passRequested`; none decides or opens a flow itself.
 */
export const gatingMachine = setup({
  types: { context: {} as GatingContext, events: {} as GatingEvent },
  actions: {
    /** Answers the asker; a refusal it wants opened opens its flow, answered back to the gate. */
    answer: enqueueActions(({ context, enqueue }, params: { ask: GateAskEvent }) => {
      const { ask } = params;
      const ticket = ask.ticket ?? null;
      const answer = answerTo(context.facts, ask, ticket);
      enqueue(tell(answer, ask.replyTo));
      if (ask.openFlow !== true || answer.open === null) return;
      enqueue.assign({
        waiting: [...context.waiting, { action: ask.action, replyTo: ask.replyTo, ticket }],
      });
      enqueue(
        toSystem<'payTour', GatingContext, GatingEvent>('payTour', {
          ...answer.open,
          replyTo: 'gating',
          ...(ask.loginAction ? { loginAction: ask.loginAction } : {}),
        }),
      );
    }),
    /** A view's way past a gate: what stands first in the way opens in the pay tour. */
    openPass: enqueueActions(({ context, enqueue }, params: { action: GuardedAction }) => {
      const { decision } = decisionFor(context.facts, { action: params.action });
      if (decision.open)
        enqueue(toSystem<'payTour', GatingContext, GatingEvent>('payTour', decision.open));
    }),
    /** The flow ended: every ask that waited for it resumes, or is given up. */
    resume: enqueueActions(({ context, enqueue }, params: { success: boolean }) => {
      for (const ask of context.waiting) {
        enqueue(
          toReplyTarget<GateResumedEvent, GatingContext, GatingEvent>(() => ask.replyTo, {
            type: 'gate.resumed',
            action: ask.action,
            ticket: ask.ticket,
            success: params.success,
          }),
        );
      }
      enqueue.assign({ waiting: [] });
    }),
    /** A standing ask: answered now, and again whenever the facts change its answer. */
    watch: enqueueActions(({ context, enqueue }, params: { ask: GateWatchEvent }) => {
      const { ask } = params;
      const answered = answerTo(context.facts, ask, ask.ticket);
      const others = context.watches.filter((w) => !isSameWatch(w.ask, ask));
      enqueue.assign({ watches: [...others, { ask, answered }] });
      enqueue(tell(answered, ask.replyTo));
    }),
    /** The asker no longer shows the reason. */
    unwatch: assign({
      watches: ({ context }, params: { ask: GateUnwatchEvent }) =>
        context.watches.filter((w) => !isSameWatch(w.ask, params.ask)),
    }),
    /** An owner told what changed: the gate keeps it. */
    learn: assign({
      facts: ({ context }, params: { facts: GateFactsChangedEvent['facts'] }) => ({
        ...context.facts,
        ...params.facts,
      }),
    }),
    /** The facts changed: each standing ask whose answer changed hears the new one. */
    reanswer: enqueueActions(({ context, enqueue }) => {
      const watches = context.watches.map((watch) => {
        const answered = answerTo(context.facts, watch.ask, watch.ask.ticket);
        if (sameAnswer(answered, watch.answered)) return watch;
        enqueue(tell(answered, watch.ask.replyTo));
        return { ask: watch.ask, answered };
      });
      enqueue.assign({ watches });
    }),
  },
  guards: { hasWaiting: ({ context }) => context.waiting.length > 0 },
}).createMachine({
  id: 'gating',
  context: { facts: UNKNOWN_GATE_FACTS, waiting: [], watches: [] },
  on: {
    'gate.watch': { actions: { type: 'watch', params: ({ event }) => ({ ask: event }) } },
    'gate.unwatch': { actions: { type: 'unwatch', params: ({ event }) => ({ ask: event }) } },
    'ui.passRequested': {
      actions: { type: 'openPass', params: ({ event }) => ({ action: event.action }) },
    },
    'gate.factsChanged': {
      actions: [{ type: 'learn', params: ({ event }) => ({ facts: event.facts }) }, 'reanswer'],
    },
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
