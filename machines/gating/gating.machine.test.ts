import { describe, expect, it } from 'vitest';
import { createActor, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { GuestState } from '../bootstrap/bootstrap.types.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import {
  gatingMachine,
  type GateAnswerEvent,
  type GateAskEvent,
  type GateFactsChangedEvent,
} from './gating.machine.ts';
import { selectGateOpening, selectGateReason } from './gating.selectors.ts';

// Every client accepts the answer: a client added without it is a type error here. (A client that
// asks with `openFlow` must also take `gate.resumed`, which `GateAskEvent` checks.)
const answered: SystemIdAccepting<GateAnswerEvent> = 'content';

interface Owners {
  guest: Partial<GuestState> | null;
  verified: boolean;
  forceAvs?: boolean;
  loginEnabled?: boolean;
}

type AskFields<E> = E extends GateAskEvent ? Omit<E, 'type' | 'replyTo'> : never;

/** The guest's facts as the guest machine tells them (its builder, `guest.gate.ts`). */
const guestFacts = (guest: Partial<GuestState> | null): GateFactsChangedEvent => ({
  type: 'gate.factsChanged',
  facts: guestGateFacts({
    guest: guest
      ? ({ isLoggedIn: true, isLocked: false, balance: 0, currency: 'EUR', ...guest } as GuestState)
      : null,
    hasAccountCookie: true,
  }),
});

/** The gate told the owners' facts, in a system with recorders for the actors it tells. */
function startGate(owners: Owners) {
  const told = { content: [] as EventObject[], payTour: [] as EventObject[] };
  const recorder = (id: keyof typeof told) =>
    setup({}).createMachine({
      on: { '*': { actions: ({ event }) => void told[id].push(event) } },
    });
  const root = setup({
    actors: { gating: gatingMachine, content: recorder('content'), payTour: recorder('payTour') },
  }).createMachine({
    invoke: ['gating', 'content', 'payTour'].map((id) => ({
      id,
      systemId: id,
      src: id as 'gating',
    })),
  });
  const actor = createActor(root).start();
  const gate = actor.system.get('gating') as ActorRefFrom<typeof gatingMachine>;
  gate.send({ type: 'gate.factsChanged', facts: { loginEnabled: owners.loginEnabled ?? true } });
  gate.send({
    type: 'gate.factsChanged',
    facts: { avsAccepted: owners.verified, forceAvs: owners.forceAvs ?? false },
  });
  gate.send(guestFacts(owners.guest));
  const ask = (fields: AskFields<GateAskEvent>) =>
    gate.send({ type: 'gate.ask', replyTo: 'content', ...fields });
  return { gate, ask, told };
}

describe('gating machine', () => {
  it('type-checks its clients', () => expect(answered).toBe('content'));

  it('answers allowed when the facts the owners told allow the action', () => {
    const { ask, told } = startGate({ guest: { balance: 10 }, verified: true });
    ask({ action: 'buy', price: { value: 4.99, currency: 'EUR' } });
    expect(told.content).toEqual([
      expect.objectContaining({
        type: 'gate.answer',
        allowed: true,
        reason: null,
        balance: { value: 10, currency: 'EUR' },
      }),
    ]);
  });

  it('converts a euro price to the balance currency (coins at 4 per euro)', () => {
    const { ask, told } = startGate({ guest: { balance: 19, currency: 'VXC' }, verified: true });
    ask({ action: 'buy', price: { value: 4.99, currency: 'EUR' } });
    expect(told.content[0]).toMatchObject({ allowed: false, reason: 'needPurchase' });
  });

  it('asks a visitor to log in, or to sign up, and nothing when login is off', () => {
    const { ask, told } = startGate({ guest: null, verified: false });
    ask({ action: 'favorite' });
    expect(told.content[0]).toMatchObject({ reason: 'needLogin', open: { flow: 'login' } });
    const off = startGate({ guest: null, verified: false, loginEnabled: false });
    off.ask({ action: 'favorite', openFlow: true });
    expect(off.told.content[0]).toMatchObject({ reason: 'needLogin', open: null });
    expect(off.told.payTour).toEqual([]);
    expect(off.gate.getSnapshot().value).toBe('idle');
  });

  it('opens the flow of a refusal and resumes the asker when it succeeds', () => {
    const { gate, ask, told } = startGate({ guest: { balance: 0.2 }, verified: true });
    ask({ action: 'chat', ticket: 'm1', openFlow: true });
    expect(told.content[0]).toMatchObject({ reason: 'needPurchase', ticket: 'm1' });
    expect(told.payTour).toEqual([
      { type: 'payTour.open', flow: 'moneycharge', replyTo: 'gating' },
    ]);
    expect(gate.getSnapshot().value).toBe('flowOpen');
    gate.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    expect(told.content[1]).toEqual({
      type: 'gate.resumed',
      action: 'chat',
      ticket: 'm1',
      success: true,
    });
    expect(gate.getSnapshot().value).toBe('idle');
  });

  it("hands the asker's login action to the pay tour with the flow it opens", () => {
    const { ask, told } = startGate({ guest: null, verified: false });
    const loginAction = {
      type: 'favoritePin' as const,
      params: { targetType: 'actor', targetId: 7 },
    };
    ask({ action: 'favorite', ticket: 'pin:actor:7', openFlow: true, loginAction });
    expect(told.payTour).toEqual([
      { type: 'payTour.open', flow: 'login', replyTo: 'gating', loginAction },
    ]);
  });

  it('gives the action up when the flow is closed, and needs the age check first', () => {
    const { gate, ask, told } = startGate({ guest: { balance: 50 }, verified: false });
    ask({ action: 'buy', openFlow: true });
    expect(told.payTour[0]).toMatchObject({ flow: 'avs' });
    gate.send({ type: 'payTour.result', flow: 'avs', success: false });
    expect(told.content[1]).toMatchObject({ type: 'gate.resumed', success: false });
  });

  it('answers a standing ask at once and again whenever the facts change its answer', () => {
    const { gate, told } = startGate({ guest: null, verified: false });
    const price = { value: 4.99, currency: 'EUR' } as const;
    gate.send({ type: 'gate.watch', action: 'buy', price, replyTo: 'content', ticket: 'label' });
    const reasons = () =>
      told.content.map((e) => (e as GateAnswerEvent).ticket + ':' + (e as GateAnswerEvent).reason);
    expect(reasons()).toEqual(['label:needLogin']);

    // The guest logs in (no age check yet), verifies the age, tops up.
    gate.send(guestFacts({ balance: 2 }));
    gate.send({ type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } });
    gate.send(guestFacts({ balance: 10 }));
    expect(reasons()).toEqual([
      'label:needLogin',
      'label:needAgeCheck',
      'label:needPurchase',
      'label:null',
    ]);
    expect(told.content.at(-1)).toMatchObject({ allowed: true, balance: { value: 10 } });
    // The answer carries the balance: a new balance is told; a change the gate does not read is not.
    gate.send(guestFacts({ balance: 12 }));
    expect(told.content).toHaveLength(5);
    expect(told.content.at(-1)).toMatchObject({ allowed: true, balance: { value: 12 } });
    gate.send(guestFacts({ balance: 12, loyaltyPoints: 3 }));
    expect(told.content).toHaveLength(5);

    // Unwatched, the asker hears nothing more.
    gate.send({ type: 'gate.unwatch', replyTo: 'content', ticket: 'label' });
    gate.send(guestFacts({ balance: 0 }));
    expect(told.content).toHaveLength(5);
    expect(gate.getSnapshot().context.watches).toEqual([]);
  });

  it('tells views the reason through its selectors, and opens a view’s way past a gate', () => {
    const reasonOf = (gate: ActorRefFrom<typeof gatingMachine>, action: 'avsContent' | 'chat') =>
      selectGateReason(action)(gate.getSnapshot());
    const visitor = startGate({ guest: null, verified: false });
    expect(reasonOf(visitor.gate, 'avsContent')).toBe('needLogin');
    expect(selectGateOpening('account')(visitor.gate.getSnapshot())).toBe('login');
    visitor.gate.send({ type: 'ui.passRequested', action: 'account' });
    expect(visitor.told.payTour).toEqual([{ type: 'payTour.open', flow: 'login' }]);
    // Nothing waits for the flow: the gate stays idle, the page follows the facts.
    expect(visitor.gate.getSnapshot().value).toBe('idle');

    const unverified = startGate({ guest: { balance: 10 }, verified: false });
    expect(reasonOf(unverified.gate, 'chat')).toBe('needAgeCheck');
    unverified.gate.send({ type: 'ui.passRequested', action: 'avsContent' });
    expect(unverified.told.payTour).toEqual([{ type: 'payTour.open', flow: 'avs' }]);

    const poor = startGate({ guest: { balance: 0.1 }, verified: true });
    expect(reasonOf(poor.gate, 'chat')).toBe('needPurchase');
    expect(reasonOf(poor.gate, 'avsContent')).toBeNull();
    expect(selectGateOpening('avsContent')(poor.gate.getSnapshot())).toBeNull();
    poor.gate.send({ type: 'ui.passRequested', action: 'avsContent' });
    expect(poor.told.payTour).toEqual([]);

    // Login turned off: a visitor is offered no way in.
    const closed = startGate({ guest: null, verified: false, loginEnabled: false });
    expect(selectGateOpening('account')(closed.gate.getSnapshot())).toBeNull();
    closed.gate.send({ type: 'ui.passRequested', action: 'account' });
    expect(closed.told.payTour).toEqual([]);
  });
});
