import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { GuestState } from '../shared/session.types.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import {
  FACTS_WAIT_MS,
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
  const told = {
    content: [] as EventObject[],
    payTour: [] as EventObject[],
    modals: [] as EventObject[],
  };
  const recorder = (id: keyof typeof told) =>
    setup({}).createMachine({
      on: { '*': { actions: ({ event }) => void told[id].push(event) } },
    });
  const root = setup({
    actors: {
      gating: gatingMachine(),
      content: recorder('content'),
      payTour: recorder('payTour'),
      modals: recorder('modals'),
    },
  }).createMachine({
    invoke: ['gating', 'content', 'payTour', 'modals'].map((id) => ({
      id,
      systemId: id,
      src: id as 'gating',
    })),
  });
  const actor = createActor(root).start();
  const gate = actor.system.get('gating') as ActorRefFrom<ReturnType<typeof gatingMachine>>;
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

  it('opens the flow of a refusal and resumes the asker once it succeeded and the facts followed', () => {
    const { gate, ask, told } = startGate({ guest: { balance: 0.2 }, verified: true });
    ask({ action: 'chat', ticket: 'm1', openFlow: true });
    expect(told.content[0]).toMatchObject({ reason: 'needPurchase', ticket: 'm1' });
    // The top-up preselects what the chat's 0,50 minimum is short of, rounded up to a step.
    expect(told.payTour).toEqual([
      {
        type: 'payTour.open',
        flow: 'moneycharge',
        options: { selectedAmount: 10 },
        replyTo: 'gating',
      },
    ]);
    expect(gate.getSnapshot().value).toBe('flowOpen');
    gate.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    // The top-up went through; the balance has not come yet: asked now, it would be refused.
    expect(told.content).toHaveLength(1);
    expect(gate.getSnapshot().value).toBe('settling');
    gate.send(guestFacts({ balance: 10 }));
    expect(told.content[1]).toEqual({
      type: 'gate.resumed',
      action: 'chat',
      ticket: 'm1',
      success: true,
    });
    expect(gate.getSnapshot().value).toBe('idle');
  });

  it.each([
    ['a visitor', { guest: null, verified: false }, 'login', guestFacts({ balance: 50 })],
    [
      'an unverified guest',
      { guest: { balance: 50 }, verified: false },
      'avs',
      { type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } } as const,
    ],
    [
      'a guest short of money',
      { guest: { balance: 1 }, verified: true },
      'moneycharge',
      guestFacts({ balance: 50 }),
    ],
  ] as const)(
    'resumes %s the one way: the flow went well, then the facts moved past its reason (in either order)',
    (_, owners, flow, facts) => {
      for (const factsFirst of [false, true]) {
        const { gate, ask, told } = startGate(owners);
        ask({ action: 'buy', price: { value: 5, currency: 'EUR' }, ticket: 'b', openFlow: true });
        expect(told.payTour).toEqual([
          expect.objectContaining({ type: 'payTour.open', flow, replyTo: 'gating' }),
        ]);
        if (factsFirst) gate.send(facts);
        gate.send({ type: 'payTour.result', flow, success: true });
        if (!factsFirst) gate.send(facts);
        expect(told.content.filter((e) => e.type === 'gate.resumed')).toEqual([
          { type: 'gate.resumed', action: 'buy', ticket: 'b', success: true },
        ]);
        expect(gate.getSnapshot().value).toBe('idle');
      }
    },
  );

  it('names the performer the act is with to the flow it opens (her chat: host)', () => {
    const { ask, told } = startGate({ guest: { balance: 0 }, verified: true });
    const host = { id: 12, name: 'Lana' };
    ask({ action: 'chat', ticket: 'c1', openFlow: true, host });
    expect(told.payTour).toEqual([
      {
        type: 'payTour.open',
        flow: 'moneycharge',
        options: { selectedAmount: 10 },
        host,
        replyTo: 'gating',
      },
    ]);
    const boxed = startGate({ guest: { balance: 1 }, verified: true });
    boxed.ask({
      action: 'buy',
      price: { value: 30, currency: 'EUR' },
      ticket: 'b1',
      openFlow: true,
      host,
      boxes: { needPurchase: { id: 'not-enough-money' } },
    });
    expect(boxed.told.modals).toEqual([
      {
        type: 'modals.open',
        id: 'not-enough-money',
        replyTo: 'gating',
        flowFacts: { options: { selectedAmount: 50 }, host },
      },
    ]);
  });

  it("opens the asker's box for a reason instead of the bare flow, and resumes on the box's end", () => {
    const { gate, ask, told } = startGate({ guest: { balance: 1 }, verified: true });
    const box = { id: 'not-enough-money', props: { price: '5,00 €', balance: '1,00 €' } };
    const loginAction = {
      type: 'resumeAct' as const,
      params: { act: { client: 'content' as const, name: 'buy', target: 'album:6201' } },
    };
    ask({
      action: 'buy',
      price: { value: 5, currency: 'EUR' },
      ticket: 'b',
      openFlow: true,
      boxes: { needPurchase: box, needAgeCheck: { id: 'avs' } },
      loginAction,
    });
    // The act goes with the box: its flow may reload the page (an age check does); so does the
    // top-up's amount, the 4,00 € missing rounded up to the payment client's step.
    expect(told.modals).toEqual([
      {
        type: 'modals.open',
        ...box,
        replyTo: 'gating',
        loginAction,
        flowFacts: { options: { selectedAmount: 10 } },
      },
    ]);
    expect(told.payTour).toEqual([]);
    // Another box's end is not this one's.
    gate.send({ type: 'modals.result', id: 'vip30', confirmed: true });
    expect(gate.getSnapshot().value).toBe('flowOpen');
    // The box's top-up went through, and the balance reloaded: the purchase resumes.
    gate.send({ type: 'modals.result', id: 'not-enough-money', confirmed: true });
    gate.send(guestFacts({ balance: 20 }));
    expect(told.content.at(-1)).toEqual({
      type: 'gate.resumed',
      action: 'buy',
      ticket: 'b',
      success: true,
    });
    // The facts move past the reason while the box waits (topped up elsewhere): it is closed as
    // done, and its end resumes the purchase.
    ask({
      action: 'buy',
      price: { value: 30, currency: 'EUR' },
      ticket: 'd',
      openFlow: true,
      boxes: { needPurchase: box },
    });
    gate.send(guestFacts({ balance: 40 }));
    expect(told.modals.at(-1)).toEqual({
      type: 'modals.dismiss',
      id: 'not-enough-money',
      confirmed: true,
    });
    gate.send({ type: 'modals.result', id: 'not-enough-money', confirmed: true });
    expect(told.content.at(-1)).toMatchObject({ type: 'gate.resumed', ticket: 'd', success: true });
    // Closed, it gives the purchase up.
    ask({
      action: 'buy',
      price: { value: 50, currency: 'EUR' },
      ticket: 'c',
      openFlow: true,
      boxes: { needPurchase: box },
    });
    gate.send({ type: 'modals.result', id: 'not-enough-money', confirmed: false });
    expect(told.content.at(-1)).toMatchObject({
      type: 'gate.resumed',
      ticket: 'c',
      success: false,
    });
  });

  it("takes the platform's refusal when its own facts would allow, and resumes once the flow went well", () => {
    const { gate, ask, told } = startGate({ guest: { balance: 20 }, verified: true });
    ask({
      action: 'buy',
      price: { value: 5, currency: 'EUR' },
      ticket: 'b',
      openFlow: true,
      refused: 'needPurchase',
    });
    expect(told.content[0]).toMatchObject({ allowed: false, reason: 'needPurchase' });
    expect(told.payTour).toEqual([
      { type: 'payTour.open', flow: 'moneycharge', replyTo: 'gating' },
    ]);
    gate.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    expect(told.content.at(-1)).toMatchObject({ type: 'gate.resumed', success: true });
  });

  describe('when the facts do not follow', () => {
    afterEach(() => vi.useRealTimers());

    it('gives the action up after a while', () => {
      vi.useFakeTimers();
      const { gate, ask, told } = startGate({ guest: { balance: 50 }, verified: false });
      ask({ action: 'buy', ticket: 'b', openFlow: true });
      gate.send({ type: 'payTour.result', flow: 'avs', success: true });
      // The check is pending at the platform: no acceptance comes.
      vi.advanceTimersByTime(FACTS_WAIT_MS - 1);
      expect(told.content.filter((e) => e.type === 'gate.resumed')).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(told.content.at(-1)).toMatchObject({ type: 'gate.resumed', success: false });
      expect(gate.getSnapshot().value).toBe('idle');
    });
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
    const reasonOf = (
      gate: ActorRefFrom<ReturnType<typeof gatingMachine>>,
      action: 'avsContent' | 'chat',
    ) => selectGateReason(action)(gate.getSnapshot());
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
