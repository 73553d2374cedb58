import { topUpAmount } from '../payTour/payTour.options.ts';
import { expect } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import type { PathRuntime } from '../../src/testing/recordedRun.ts';
import type { GuestState } from '../shared/session.types.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import type { ModalResultEvent, PayFlow, PayTourResultEvent } from '../shared/domainEvents.ts';
import {
  FACTS_WAIT_MS,
  gatingMachine,
  type GateAskEvent,
  type GateAnswerEvent,
  type GateFactsChangedEvent,
  type GateResumedEvent,
  type GatingContext,
  type GatingEvent,
} from './gating.machine.ts';
import { decideGate, type RestrictionReason } from './gating.ts';

/**
 * Model-based test of the gate: one guarded purchase (5 € of video) asked by a visitor, an
 * unverified guest and a guest short of money, its flow opened (the top-up as the asker's
 * not-enough-money box) and resumed the one way for all three: once the flow went well and the
 * facts the owners tell (`gate.factsChanged`: login on, the login, the age check, a top-up) have
 * moved past its reason, in any order, on the real machine (issue 52 §1).
 */
const PRICE = { value: 5, currency: 'EUR' } as const;
const BOX = { id: 'not-enough-money', props: {} };
const buy = (ticket: string, openFlow: boolean): GateAskEvent =>
  openFlow
    ? {
        type: 'gate.ask',
        action: 'buy',
        price: PRICE,
        replyTo: 'content',
        ticket,
        openFlow,
        boxes: { needPurchase: BOX },
      }
    : { type: 'gate.ask', action: 'buy', price: PRICE, replyTo: 'content', ticket };
const FACTS_WAITED = { type: 'xstate.after.FACTS_WAIT.gating.settling' } as const;
const guest = (balance: number): GateFactsChangedEvent => ({
  type: 'gate.factsChanged',
  facts: guestGateFacts({
    guest: { isLoggedIn: true, isLocked: false, balance, currency: 'EUR' } as GuestState,
    hasAccountCookie: true,
  }),
});
const events: (GatingEvent | typeof FACTS_WAITED)[] = [
  buy('quiet', false),
  buy('open', true),
  { type: 'payTour.result', flow: 'avs', success: true },
  { type: 'payTour.result', flow: 'avs', success: false },
  // The box the top-up opened in ended: confirmed when its flow went well.
  { type: 'modals.result', id: BOX.id, confirmed: true },
  { type: 'modals.result', id: BOX.id, confirmed: false },
  // The facts did not follow in time.
  FACTS_WAITED,
  // Standing asks: answered at once, again only when the facts change the answer.
  { type: 'gate.watch', action: 'buy', price: PRICE, replyTo: 'content', ticket: 'standing' },
  { type: 'gate.unwatch', replyTo: 'content', ticket: 'standing' },
  // A view asks past the gate of her own pages (a visitor's way in): the login opens, no asker.
  { type: 'ui.passRequested', action: 'account' },
  // What the owners tell: bootstrap (login on), the guest (logged in with 1 €, topped up to
  // 50 €), age verification (accepted).
  { type: 'gate.factsChanged', facts: { loginEnabled: true } },
  guest(1),
  { type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } },
  guest(50),
];

/**
 * The model's states: the gate's state, what the purchase meets now, whether a watch stands, the
 * reasons the waiting asks were opened for (open, or settling) and whether a box is open.
 */
const serializeState = (snapshot: { value: unknown; context: GatingContext }) => {
  const { currency: _, ...facts } = snapshot.context.facts;
  const decision = decideGate({ action: 'buy', price: PRICE.value }, facts);
  const reasons = (settling: boolean) => [
    ...new Set(
      snapshot.context.waiting.filter((w) => w.settling === settling).map((w) => w.reason),
    ),
  ];
  return JSON.stringify([
    snapshot.value,
    decision.reason,
    decision.open?.flow ?? null,
    snapshot.context.watches.length,
    reasons(false),
    reasons(true),
    snapshot.context.box,
  ]);
};

/** What a path's facts say, independent of the gate: folded from its fact events in order. */
function expectedAt(steps: readonly EventObject[]): {
  reason: RestrictionReason | null;
  flow: PayFlow | null;
} {
  let loginEnabled = false;
  let balance: number | null = null;
  let verified = false;
  for (const step of steps) {
    if (step.type !== 'gate.factsChanged') continue;
    const facts = (step as GateFactsChangedEvent).facts;
    if ('loginEnabled' in facts) loginEnabled = facts.loginEnabled;
    if ('balance' in facts) balance = facts.balance;
    if ('avsAccepted' in facts) verified = facts.avsAccepted;
  }
  if (balance === null) return { reason: 'needLogin', flow: loginEnabled ? 'signup' : null };
  if (!verified) return { reason: 'needAgeCheck', flow: 'avs' };
  if (balance < PRICE.value) return { reason: 'needPurchase', flow: 'moneycharge' };
  return { reason: null, flow: null };
}

/**
 * What the gate should have told, folded from a path's steps by rule (independent of the
 * machine): the answers, the flows and boxes opened, the resumptions, what still waits.
 */
function expectedTold(steps: readonly EventObject[]) {
  const payTour: Record<string, unknown>[] = [];
  const modals: Record<string, unknown>[] = [];
  const resumes: GateResumedEvent[] = [];
  let waiting: { reason: RestrictionReason | null; settling: boolean }[] = [];
  let box = false;
  const resume = (success: boolean) =>
    resumes.push({ type: 'gate.resumed', action: 'buy', ticket: 'open', success });
  steps.forEach((e, i) => {
    const before = expectedAt(steps.slice(0, i));
    const after = expectedAt(steps.slice(0, i + 1));
    const open = waiting.some((w) => !w.settling);
    if (e.type === 'ui.passRequested' && before.reason === 'needLogin' && before.flow !== null)
      payTour.push({ type: 'payTour.open', flow: before.flow });
    if (e.type === 'gate.ask' && (e as GateAskEvent).ticket === 'open' && before.flow !== null) {
      waiting.push({ reason: before.reason, settling: false });
      box = before.reason === 'needPurchase';
      // The box hands its top-up the amount the buy is short of (decision 0032).
      const short = PRICE.value - (balanceAt(steps.slice(0, i)) ?? 0);
      if (box)
        modals.push({
          type: 'modals.open',
          ...BOX,
          replyTo: 'gating',
          flowFacts: { options: { selectedAmount: topUpAmount(short) } },
        });
      else payTour.push({ type: 'payTour.open', flow: before.flow, replyTo: 'gating' });
    }
    const ended =
      e.type === 'payTour.result'
        ? (e as PayTourResultEvent).success
        : e.type === 'modals.result' && box
          ? (e as ModalResultEvent).confirmed
          : null;
    if (open && ended !== null) {
      // Gone well, each ask waits for the facts to move past its reason; given up, it is too.
      waiting = waiting.filter((w) => {
        if (!w.settling && !ended) return (void resume(false), false);
        if (before.reason !== w.reason) return (void resume(true), false);
        w.settling = true;
        return true;
      });
      box = false;
    }
    if (e.type === 'gate.factsChanged') {
      waiting = waiting.filter((w) =>
        w.settling && after.reason !== w.reason ? (resume(true), false) : true,
      );
      // The facts moved past the reason the box is open for: the box is closed as done.
      if (box && waiting.some((w) => !w.settling && after.reason !== w.reason))
        modals.push({ type: 'modals.dismiss', id: BOX.id, confirmed: true });
    }
    if (e.type === FACTS_WAITED.type && !open)
      waiting = waiting.filter((w) => (w.settling ? (resume(false), false) : true));
  });
  return { payTour, modals, resumes, waiting, box };
}

/** The real run's system holds recorders for the actors the gate tells (asker, pay tour, modals). */
let told = {
  content: [] as EventObject[],
  payTour: [] as EventObject[],
  modals: [] as EventObject[],
};
const recorder = (id: keyof typeof told) =>
  setup({}).createMachine({ on: { '*': { actions: ({ event }) => void told[id].push(event) } } });
function registerRecorders(runtime: PathRuntime): void {
  const system = runtime.engine.actor.system as unknown as {
    get(id: string): AnyActorRef | undefined;
    _set(id: string, ref: AnyActorRef): void;
  };
  if (system.get('content')) return;
  told = { content: [], payTour: [], modals: [] };
  for (const id of ['content', 'payTour', 'modals'] as const)
    system._set(id, createActor(recorder(id)).start());
}

const isAnswer = (ticket: string) => (e: EventObject) =>
  e.type === 'gate.answer' && (e as { ticket?: string }).ticket === ticket;

defineModelSuite(gatingMachine(), {
  events,
  serializeState: serializeState,
  delays: { FACTS_WAIT: FACTS_WAIT_MS },
  runner: {
    drive: (_event, runtime) => {
      registerRecorders(runtime);
      return false;
    },
  },
  invariants: (snapshot, { route, path }) => {
    const steps = path.steps.map((step) => step.event);
    // Every ask is answered from the facts told before it: the visitor must log in (signup, once
    // login is on), the unverified guest check her age, the guest short of money top up.
    const asks = steps.flatMap((e, i) => (e.type === 'gate.ask' ? [{ ask: e, i }] : []));
    const answers = told.content.filter((e) => isAnswer('quiet')(e) || isAnswer('open')(e));
    expect(answers, route).toEqual(
      asks.map(({ ask, i }) => {
        const { reason, flow } = expectedAt(steps.slice(0, i));
        return expect.objectContaining({
          ticket: ask.ticket,
          allowed: reason === null,
          reason,
          open:
            flow === null
              ? null
              : (expect.objectContaining({ type: 'payTour.open', flow }) as unknown),
        }) as unknown;
      }),
    );
    // Only a refused ask with `openFlow` whose reason opens something opens it: the top-up as
    // the asker's box, any other in the pay tour; and a view's `ui.passRequested` while a visitor
    // (the signup, once login is on), unanswered.
    const expected = expectedTold(steps);
    expect(told.payTour, route).toEqual(expected.payTour);
    expect(told.modals, route).toEqual(expected.modals);
    // One way to resume for the login, the age check and the top-up: the flow's end (the pay
    // tour's result, or the box's) and the facts that moved past its reason; given up when the
    // flow was, or the facts did not follow in time. The asker asks again and hears the answer.
    const resumed = told.content.filter((e) => e.type === 'gate.resumed');
    expect(resumed, route).toEqual(expected.resumes);
    const open = expected.waiting.some((w) => !w.settling);
    const settling = expected.waiting.some((w) => w.settling);
    expect(snapshot.value, route).toBe(open ? 'flowOpen' : settling ? 'settling' : 'idle');
    expect(snapshot.context.waiting.length, route).toBe(expected.waiting.length);
    expect(snapshot.context.box !== null, route).toBe(expected.box);
    // A standing ask hears its answer at once and again each time the facts change it, until
    // it is unwatched.
    const standing = told.content.filter(isAnswer('standing'));
    const answerAt = (upTo: number) => {
      const { reason, flow } = expectedAt(steps.slice(0, upTo));
      return JSON.stringify([reason, flow, balanceAt(steps.slice(0, upTo))]);
    };
    let watching = false;
    let last: string | null = null;
    const expectedStanding: (RestrictionReason | null)[] = [];
    steps.forEach((e, i) => {
      const { reason } = expectedAt(steps.slice(0, i + 1));
      if (e.type === 'gate.watch') {
        watching = true;
        expectedStanding.push(reason);
        last = answerAt(i + 1);
      } else if (e.type === 'gate.unwatch') watching = false;
      else if (watching && e.type === 'gate.factsChanged') {
        const now = answerAt(i + 1);
        if (now !== last) expectedStanding.push(reason);
        last = now;
      }
    });
    expect(
      standing.map((e) => (e as GateAnswerEvent).reason),
      route,
    ).toEqual(expectedStanding);
    expect(snapshot.context.watches.length, route).toBe(watching ? 1 : 0);
  },
});

/** The balance an answer carries after these steps (null for a visitor). */
function balanceAt(steps: readonly EventObject[]): number | null {
  let balance: number | null = null;
  for (const step of steps)
    if (step.type === 'gate.factsChanged' && 'balance' in (step as GateFactsChangedEvent).facts)
      balance = ((step as GateFactsChangedEvent).facts as { balance: number }).balance;
  return balance;
}
