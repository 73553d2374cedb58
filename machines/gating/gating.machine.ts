import { assign, enqueueActions, not, setup } from 'xstate';
import { priceIn } from '../content/content.price.ts';
import {
  toReplyTarget,
  toSystem,
  type ModalOpenEvent,
  type ModalResultEvent,
  type PayHost,
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
import { onFirstUse } from '../shared/onFirstUse.ts';

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
  /**
   * The platform refused the act for this reason (a purchase's 402 or 403): its facts are newer
   * than the gate's, so it stands when the gate's facts would allow the act.
   */
  refused?: RestrictionReason;
  /**
   * The performer the act is with (her chat, her show): the flow a refusal opens names her to
   * the payment client (decision 0032).
   */
  host?: PayHost;
}

/**
 * A modal box that a refusal of this reason opens instead of its bare pay-tour flow (the box hands
 * over to the flow, machines/modals): the asker's own figures, e.g. the price and the balance.
 */
export type GateBox = Omit<ModalOpenEvent, 'type' | 'replyTo'>;

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
       * What a visitor's login or signup (or a guest's age check) stores to run after the page's
       * reload (a heart's pin, a purchase), since the flow's success reloads the page and the
       * asker's state goes with it. It goes with the flow, or with the box opened for it.
       */
      loginAction?: LoginAction;
      /** The box each reason opens instead of its flow (content's not-enough-money box, say). */
      boxes?: Partial<Record<RestrictionReason, GateBox>>;
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

/**
 * The flow a refusal opened has ended: `success` true means carry on with the action (ask again).
 * A flow that went well resumes once the facts the owners tell have moved past the reason it was
 * opened for (the balance reloaded after a top-up, the age check's acceptance pushed), so the ask
 * again is answered from them; `success` false when the flow was given up, or the facts did not
 * follow within {@link FACTS_WAIT_MS}.
 */
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
  | ModalResultEvent
  | GateWatchEvent
  | GateUnwatchEvent
  | GateFactsChangedEvent
  | GatePassRequestedEvent;

/**
 * An ask whose flow (or box) is open: who to tell when it ends, and the reason it was opened for.
 * `settling` once the flow went well: it resumes when the facts move past `reason`.
 */
interface OpenAsk {
  action: GuardedAction;
  price?: Money;
  replyTo: ResumableClient;
  ticket: string | null;
  reason: RestrictionReason | null;
  settling: boolean;
}

/** How long a flow that went well waits for the facts to follow before its asks are given up. */
export const FACTS_WAIT_MS = 20_000;

/** A standing ask and the last answer it was given (a change is told, a repeat is not). */
interface Watch {
  ask: GateWatchEvent;
  answered: GateAnswerEvent;
}

export interface GatingContext {
  /** What the owners told last (`gate.factsChanged`), and the balance's currency. */
  facts: GateFacts & { currency: CurrencyCode };
  /**
   * The asks waiting for the open flow, oldest first (the pay tour shows one flow at a time), and
   * those whose flow went well, waiting for the facts to follow (`settling`).
   */
  waiting: OpenAsk[];
  /** The id of the box a refusal opened (its `modals.result` ends the flow), or null. */
  box: string | null;
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
  ask: Pick<GateAskEvent, 'action' | 'price' | 'refused'>,
): { decision: GateDecision; balance: Money | null } {
  const { currency, ...facts } = known;
  const decision = decideGate(
    {
      action: ask.action,
      ...(ask.price === undefined ? {} : { price: priceInBalance(ask.price, currency) }),
      ...(ask.refused === undefined ? {} : { refused: ask.refused }),
    },
    facts,
  );
  return { decision, balance: facts.isLoggedIn ? { value: facts.balance, currency } : null };
}

/** The answer to an ask (`ticket` names it for the asker). */
function answerTo(
  known: GatingContext['facts'],
  ask: Pick<GateAskEvent, 'action' | 'price' | 'refused'>,
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

/** The age check opened in the pay tour: it is requested of the guest service (`requestAvs`). */
const tellAvsOfCheck = (open: PayTourOpenEvent) =>
  toSystem<'avs', GatingContext, GatingEvent>('avs', () =>
    open.flow === 'avs' ? [{ type: 'avs.checkStarted' }] : [],
  );

/** Sends an answer to its asker, typed against what the asker accepts. */
const tell = (answer: GateAnswerEvent, replyTo: GateClient) =>
  toReplyTarget<GateAnswerEvent, GatingContext, GatingEvent>(() => replyTo, answer);

/** Tells a waiting asker that its flow ended (`success`: ask again). */
const resumeAsk = (ask: OpenAsk, success: boolean) =>
  toReplyTarget<GateResumedEvent, GatingContext, GatingEvent>(() => ask.replyTo, {
    type: 'gate.resumed',
    action: ask.action,
    ticket: ask.ticket,
    success,
  });

/** Whether the facts moved past the reason the ask's flow was opened for. */
const factsMoved = (facts: GatingContext['facts'], ask: OpenAsk) =>
  decisionFor(facts, ask).decision.reason !== ask.reason;

/**
 * The one gating decision (seed 000 §4–§6), system id `gating`: it keeps the facts the owners
 * (guest, avs, bootstrap) tell it with `gate.factsChanged`, answers each domain's
 * `gate.ask` with allowed or the restriction reason, opens the reason's pay-tour flow (or the
 * asker's box for it) when asked to, and tells the asker when that flow ended and the facts
 * followed, so the guest's action resumes the same way after a login, an age check, an abo or a
 * top-up. Views read its decisions through `gating.selectors.ts` and ask
 * past a gate no domain holds with `ui.passRequested`; none decides or opens a flow itself.
 */
export const gatingMachine = onFirstUse(() =>
  setup({
    types: { context: {} as GatingContext, events: {} as GatingEvent },
    actions: {
      /** Answers the asker; a refusal it wants opened opens its flow, answered back to the gate. */
      answer: enqueueActions(({ context, enqueue }, params: { ask: GateAskEvent }) => {
        const { ask } = params;
        const ticket = ask.ticket ?? null;
        const answer = answerTo(context.facts, ask, ticket);
        enqueue(tell(answer, ask.replyTo));
        if (ask.openFlow !== true || answer.open === null || answer.reason === null) return;
        const waiting: OpenAsk = {
          action: ask.action,
          ...(ask.price ? { price: ask.price } : {}),
          replyTo: ask.replyTo,
          ticket,
          reason: answer.reason,
          settling: false,
        };
        const box = ask.boxes?.[answer.reason];
        enqueue.assign({ waiting: [...context.waiting, waiting], box: box?.id ?? null });
        // What the flow carries to the payment client: the missing amount, the performer.
        const flowFacts = {
          ...(answer.open.options ? { options: answer.open.options } : {}),
          ...(ask.host ? { host: ask.host } : {}),
        };
        if (box) {
          enqueue(
            toSystem<'modals', GatingContext, GatingEvent>('modals', {
              type: 'modals.open',
              ...box,
              replyTo: 'gating',
              // The box's flow may reload the page (the age check): the act goes with it.
              ...(ask.loginAction ? { loginAction: ask.loginAction } : {}),
              ...(Object.keys(flowFacts).length > 0 ? { flowFacts } : {}),
            }),
          );
          return;
        }
        enqueue(
          toSystem<'payTour', GatingContext, GatingEvent>('payTour', {
            ...answer.open,
            ...flowFacts,
            replyTo: 'gating',
            ...(ask.loginAction ? { loginAction: ask.loginAction } : {}),
          }),
        );
        enqueue(tellAvsOfCheck(answer.open));
      }),
      /** A view's way past a gate: what stands first in the way opens in the pay tour. */
      openPass: enqueueActions(({ context, enqueue }, params: { action: GuardedAction }) => {
        const { decision } = decisionFor(context.facts, { action: params.action });
        if (!decision.open) return;
        enqueue(toSystem<'payTour', GatingContext, GatingEvent>('payTour', decision.open));
        enqueue(tellAvsOfCheck(decision.open));
      }),
      /**
       * The flow ended. Given up: every ask that waited for it is given up. Gone well: each waits
       * for the facts to move past its reason (resumed at once when they have already).
       */
      endFlow: enqueueActions(({ context, enqueue }, params: { success: boolean }) => {
        const waiting: OpenAsk[] = [];
        for (const ask of context.waiting) {
          if (ask.settling || params.success) {
            const settling = { ...ask, settling: true };
            if (factsMoved(context.facts, settling)) enqueue(resumeAsk(settling, true));
            else waiting.push(settling);
          } else enqueue(resumeAsk(ask, false));
        }
        enqueue.assign({ waiting, box: null });
      }),
      /** The facts changed: each ask whose flow went well and whose reason they moved past resumes. */
      settle: enqueueActions(({ context, enqueue }) => {
        const waiting = context.waiting.filter((ask) => {
          if (!ask.settling || !factsMoved(context.facts, ask)) return true;
          enqueue(resumeAsk(ask, true));
          return false;
        });
        enqueue.assign({ waiting });
      }),
      /**
       * The facts moved past the reason a box is open for (the age check accepted while its box
       * waits, e.g. after the check's reload): the box is closed as done, and its end resumes the
       * ask as a flow that went well would. A box handed over to its flow stays with the flow.
       */
      closeMovedBox: toSystem('modals', ({ context }: { context: GatingContext }) => {
        const moved = context.waiting.some(
          (ask) => !ask.settling && factsMoved(context.facts, ask),
        );
        return context.box !== null && moved
          ? [{ type: 'modals.dismiss' as const, id: context.box, confirmed: true }]
          : [];
      }),
      /** The facts did not follow the flow that went well: its asks are given up. */
      giveUp: enqueueActions(({ context, enqueue }) => {
        for (const ask of context.waiting) if (ask.settling) enqueue(resumeAsk(ask, false));
        enqueue.assign({ waiting: context.waiting.filter((ask) => !ask.settling) });
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
    guards: {
      hasOpen: ({ context }) => context.waiting.some((ask) => !ask.settling),
      hasSettling: ({ context }) => context.waiting.some((ask) => ask.settling),
      /** The box a refusal opened ended (confirmed: the flow it handed over to went well). */
      isOurBox: ({ context, event }) => event.type === 'modals.result' && event.id === context.box,
    },
    delays: { FACTS_WAIT: FACTS_WAIT_MS },
  }).createMachine({
    id: 'gating',
    context: { facts: UNKNOWN_GATE_FACTS, waiting: [], box: null, watches: [] },
    on: {
      'gate.watch': { actions: { type: 'watch', params: ({ event }) => ({ ask: event }) } },
      'gate.unwatch': { actions: { type: 'unwatch', params: ({ event }) => ({ ask: event }) } },
      'ui.passRequested': {
        actions: { type: 'openPass', params: ({ event }) => ({ action: event.action }) },
      },
      'gate.factsChanged': {
        actions: [
          { type: 'learn', params: ({ event }) => ({ facts: event.facts }) },
          'reanswer',
          'settle',
          'closeMovedBox',
        ],
      },
      'gate.ask': { actions: { type: 'answer', params: ({ event }) => ({ ask: event }) } },
    },
    initial: 'idle',
    states: {
      idle: {
        // The answer opened a flow: its asker waits for it.
        always: [
          { guard: 'hasOpen', target: 'flowOpen' },
          { guard: 'hasSettling', target: 'settling' },
        ],
      },
      /**
       * A refusal's flow is open in the pay tour (or its box in the modals); its askers wait for
       * `payTour.result` (or the box's `modals.result`). Another refusal meanwhile: the newer flow
       * shows, and every asker hears when it ends.
       */
      flowOpen: {
        on: {
          'payTour.result': {
            target: 'idle',
            actions: { type: 'endFlow', params: ({ event }) => ({ success: event.success }) },
          },
          'modals.result': {
            guard: 'isOurBox',
            target: 'idle',
            actions: { type: 'endFlow', params: ({ event }) => ({ success: event.confirmed }) },
          },
        },
      },
      /** The flow went well: its asks wait for the facts to follow, for a while. */
      settling: {
        always: [
          { guard: 'hasOpen', target: 'flowOpen' },
          { guard: not('hasSettling'), target: 'idle' },
        ],
        after: { FACTS_WAIT: { target: 'idle', actions: 'giveUp' } },
      },
    },
  }),
);

function isSameWatch(a: { replyTo: GateClient; ticket: string }, b: typeof a): boolean {
  return a.replyTo === b.replyTo && a.ticket === b.ticket;
}
