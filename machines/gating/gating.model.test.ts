import { expect } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import type { PathRuntime } from '../../src/testing/recordedRun.ts';
import type { GuestState } from '../bootstrap/bootstrap.types.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import type { PayFlow } from '../shared/domainEvents.ts';
import {
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
 * unverified guest and a guest short of money, its flow opened and resumed, and the facts the
 * owners tell (`gate.factsChanged`: login on, the login, the age check, a top-up) in any order,
 * on the real machine.
 */
const PRICE = { value: 5, currency: 'EUR' } as const;
const buy = (ticket: string, openFlow: boolean): GateAskEvent =>
  openFlow
    ? { type: 'gate.ask', action: 'buy', price: PRICE, replyTo: 'content', ticket, openFlow }
    : { type: 'gate.ask', action: 'buy', price: PRICE, replyTo: 'content', ticket };
const guest = (balance: number): GateFactsChangedEvent => ({
  type: 'gate.factsChanged',
  facts: guestGateFacts({
    guest: { isLoggedIn: true, isLocked: false, balance, currency: 'EUR' } as GuestState,
    hasAccountCookie: true,
  }),
});
const events: GatingEvent[] = [
  buy('quiet', false),
  buy('open', true),
  { type: 'payTour.result', flow: 'moneycharge', success: true },
  { type: 'payTour.result', flow: 'moneycharge', success: false },
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

/** The model's states: the gate's state, what the purchase meets now, and whether a watch stands. */
const serializeState = (snapshot: { value: unknown; context: GatingContext }) => {
  const { currency: _, ...facts } = snapshot.context.facts;
  const decision = decideGate({ action: 'buy', price: PRICE.value }, facts);
  return JSON.stringify([
    snapshot.value,
    decision.reason,
    decision.open?.flow ?? null,
    snapshot.context.watches.length,
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

/** The real run's system holds recorders for the actors the gate tells (the asker, the pay tour). */
let told = { content: [] as EventObject[], payTour: [] as EventObject[] };
const recorder = (id: keyof typeof told) =>
  setup({}).createMachine({ on: { '*': { actions: ({ event }) => void told[id].push(event) } } });
function registerRecorders(runtime: PathRuntime): void {
  const system = runtime.engine.actor.system as unknown as {
    get(id: string): AnyActorRef | undefined;
    _set(id: string, ref: AnyActorRef): void;
  };
  if (system.get('content')) return;
  told = { content: [], payTour: [] };
  for (const id of ['content', 'payTour'] as const)
    system._set(id, createActor(recorder(id)).start());
}

const isAnswer = (ticket: string) => (e: EventObject) =>
  e.type === 'gate.answer' && (e as { ticket?: string }).ticket === ticket;

defineModelSuite(gatingMachine, {
  events,
  serializeState: serializeState,
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
          open: flow === null ? null : { type: 'payTour.open', flow },
        }) as unknown;
      }),
    );
    // Only a refused ask with `openFlow` whose reason opens something opens it in the pay tour,
    // and a view's `ui.passRequested` while a visitor (the signup, once login is on), unanswered.
    expect(told.payTour, route).toEqual(
      steps.flatMap((e, i) => {
        const { reason, flow } = expectedAt(steps.slice(0, i));
        if (e.type === 'ui.passRequested')
          return reason === 'needLogin' && flow !== null ? [{ type: 'payTour.open', flow }] : [];
        return e.type === 'gate.ask' && e.ticket === 'open' && flow !== null
          ? [{ type: 'payTour.open', flow, replyTo: 'gating' }]
          : [];
      }),
    );
    // The flow's end resumes each asker that waited, with its outcome (the login, age check or
    // top-up that ended it is told as facts); the asker asks again and hears the new answer.
    const resumed = told.content.filter((e) => e.type === 'gate.resumed');
    const expectedResumes: GateResumedEvent[] = [];
    let waiting = 0;
    steps.forEach((e, i) => {
      if (e.type === 'gate.ask' && e.ticket === 'open' && expectedAt(steps.slice(0, i)).flow)
        waiting += 1;
      if (e.type !== 'payTour.result') return;
      for (; waiting > 0; waiting -= 1)
        expectedResumes.push({
          type: 'gate.resumed',
          action: 'buy',
          ticket: 'open',
          success: e.success,
        });
    });
    expect(resumed, route).toEqual(expectedResumes);
    expect(snapshot.value === 'flowOpen', route).toBe(snapshot.context.waiting.length > 0);
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
