import { describe, expect, it } from 'vitest';
import { createActor, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { gateClient } from './gateClient.ts';
import { gatingMachine, type GateAnswerEvent, type GateResumedEvent } from './gating.machine.ts';
import { UNKNOWN_GATE_FACTS, type GateFacts } from './gating.ts';
import { gateAnswer } from './gating.testing.ts';

const vote = gateClient({ ticket: 'contests.vote', replyTo: 'contests', action: 'favorite' });

/**
 * A client written the way the domains write theirs (its ask and its guards named in `setup`),
 * under the system id `contests`, beside the real gate told `facts` and a pay tour that records
 * what the gate opens.
 */
function startClient(facts: Partial<GateFacts>) {
  const opened: EventObject[] = [];
  const client = setup({
    types: { events: {} as { type: 'ui.act' } | GateAnswerEvent | GateResumedEvent },
    actions: { ask: vote.ask() },
    guards: {
      allowed: vote.allowed,
      refusedWithFlow: vote.refusedWithFlow,
      answered: vote.answered,
      resumed: vote.resumed,
      flowEnded: vote.flowEnded,
    },
  }).createMachine({
    initial: 'idle',
    states: {
      idle: { on: { 'ui.act': 'asking' } },
      asking: {
        entry: 'ask',
        on: {
          'gate.answer': [
            { guard: 'allowed', target: 'done' },
            { guard: 'refusedWithFlow', target: 'restricted' },
            { guard: 'answered', target: 'refused' },
          ],
        },
      },
      restricted: {
        on: {
          'gate.resumed': [
            { guard: 'resumed', target: 'asking' },
            { guard: 'flowEnded', target: 'idle' },
          ],
        },
      },
      done: {},
      refused: {},
    },
  });
  const payTour = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => opened.push(event) } },
  });
  const parent = createActor(
    setup({ actors: { client, gating: gatingMachine(), payTour } }).createMachine({
      invoke: [
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: 'payTour', systemId: 'payTour', src: 'payTour' },
        { id: 'contests', systemId: 'contests', src: 'client' },
      ],
    }),
  ).start();
  const gate = parent.system.get('gating') as ActorRefFrom<ReturnType<typeof gatingMachine>>;
  gate.send({
    type: 'gate.factsChanged',
    facts: { ...UNKNOWN_GATE_FACTS, loginEnabled: true, ...facts },
  });
  const actor = parent.system.get('contests') as ActorRefFrom<typeof client>;
  return { actor, gate, opened };
}

const answer = (patch: Partial<GateAnswerEvent>): GateAnswerEvent =>
  gateAnswer({ action: 'favorite', ticket: 'contests.vote', ...patch });
const resumed = (patch: Partial<GateResumedEvent>): GateResumedEvent => ({
  type: 'gate.resumed',
  action: 'favorite',
  ticket: 'contests.vote',
  success: true,
  ...patch,
});
const args = (event: EventObject) => ({ event });

describe('gateClient', () => {
  it('asks the gate with its ticket, and a logged-in guest is let through', () => {
    const { actor, opened } = startClient({ isLoggedIn: true });
    actor.send({ type: 'ui.act' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(opened).toEqual([]);
  });

  it('a visitor is sent to sign up by the gate, and the action resumes once the flow ends well', () => {
    const { actor, gate, opened } = startClient({ isLoggedIn: false });
    actor.send({ type: 'ui.act' });
    expect(actor.getSnapshot().value).toBe('restricted');
    expect(opened).toEqual([{ type: 'payTour.open', flow: 'signup', replyTo: 'gating' }]);
    gate.send({ type: 'gate.factsChanged', facts: { ...UNKNOWN_GATE_FACTS, isLoggedIn: true } });
    gate.send({ type: 'payTour.result', flow: 'signup', success: true });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a closed flow gives the action up', () => {
    const { actor, gate } = startClient({ isLoggedIn: false });
    actor.send({ type: 'ui.act' });
    gate.send({ type: 'payTour.result', flow: 'signup', success: false });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refusal with nothing to open (login off) is an answer, not a flow', () => {
    const { actor, opened } = startClient({ isLoggedIn: false, loginEnabled: false });
    actor.send({ type: 'ui.act' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(opened).toEqual([]);
  });

  it("its guards hear only their own ticket's answers and ends", () => {
    const other = { ticket: 'actorProfile.sedcards' };
    const refused = { allowed: false, reason: 'needLogin' as const };
    const flow = { open: { type: 'payTour.open' as const, flow: 'login' as const } };
    expect(vote.allowed(args(answer({})))).toBe(true);
    expect(vote.allowed(args(answer(other)))).toBe(false);
    expect(vote.allowed(args(answer(refused)))).toBe(false);
    expect(vote.refusedWithFlow(args(answer({ ...refused, ...flow })))).toBe(true);
    expect(vote.refusedWithFlow(args(answer(refused)))).toBe(false);
    expect(vote.refusedWithFlow(args(answer({ ...refused, ...flow, ...other })))).toBe(false);
    expect(vote.answered(args(answer(refused)))).toBe(true);
    expect(vote.answered(args(answer(other)))).toBe(false);
    expect(vote.answered(args(resumed({})))).toBe(false);
    expect(vote.resumed(args(resumed({})))).toBe(true);
    expect(vote.resumed(args(resumed({ success: false })))).toBe(false);
    expect(vote.resumed(args(resumed(other)))).toBe(false);
    expect(vote.resumed(args(answer({})))).toBe(false);
    expect(vote.flowEnded(args(resumed({ success: false })))).toBe(true);
    expect(vote.flowEnded(args(resumed(other)))).toBe(false);
  });

  it('asks with what the machine knows then (a price), or nothing', () => {
    const asked: EventObject[] = [];
    const tickets = gateClient({ ticket: 'chatTicket', replyTo: 'chatTickets', action: 'buy' });
    const client = setup({
      types: { context: {} as { price: number | null }, input: {} as number | null },
      actions: {
        ask: tickets.askWith(({ context }: { context: { price: number | null } }) =>
          context.price === null ? null : { price: { value: context.price, currency: 'EUR' } },
        ),
      },
    }).createMachine({
      context: ({ input }) => ({ price: input }),
      entry: 'ask',
    });
    const gating = setup({}).createMachine({
      on: { '*': { actions: ({ event }) => asked.push(event) } },
    });
    for (const price of [12, null]) {
      createActor(
        setup({ actors: { client, gating } }).createMachine({
          invoke: [
            { id: 'gating', systemId: 'gating', src: 'gating' },
            { id: 'client', src: 'client', input: price },
          ],
        }),
      ).start();
    }
    expect(asked).toEqual([
      {
        type: 'gate.ask',
        action: 'buy',
        ticket: 'chatTicket',
        price: { value: 12, currency: 'EUR' },
        replyTo: 'chatTickets',
        openFlow: true,
      },
    ]);
  });

  it('a client that shows its own box asks without opening a flow', () => {
    const asked: EventObject[] = [];
    const own = gateClient({
      ticket: 'feed',
      replyTo: 'contests',
      action: 'buy',
      openFlow: false,
    });
    const client = setup({ actions: { ask: own.ask() } }).createMachine({ entry: 'ask' });
    const gating = setup({}).createMachine({
      on: { '*': { actions: ({ event }) => asked.push(event) } },
    });
    createActor(
      setup({ actors: { client, gating } }).createMachine({
        invoke: [
          { id: 'gating', systemId: 'gating', src: 'gating' },
          { id: 'client', src: 'client' },
        ],
      }),
    ).start();
    expect(asked).toEqual([
      { type: 'gate.ask', action: 'buy', ticket: 'feed', replyTo: 'contests', openFlow: false },
    ]);
  });
});
