import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { toSystem } from './domainEvents.ts';

/** A typed machine with exact optional properties, as the domain machines are. */
const sender = setup({
  types: {
    context: {} as { count: number; note?: string },
    events: {} as { type: 'go'; amount: number } | { type: 'other' },
  },
  actions: {
    tell: toSystem('receiver', { type: 'payTour.open' as const, flow: 'moneycharge' as const }),
    tellComputed: toSystem('receiver', ({ event }) => ({
      type: 'amount' as const,
      amount: event.type === 'go' ? event.amount : 0,
    })),
    tellMissing: toSystem('nobody', { type: 'lost' as const }),
  },
}).createMachine({
  context: { count: 0 },
  on: { go: { actions: ['tell', 'tellComputed', 'tellMissing'] } },
});

const receiver = createMachine({
  types: {} as { context: { seen: string[] }; events: { type: string; amount?: number } },
  context: { seen: [] },
  on: {
    '*': {
      actions: assign({
        seen: ({ context, event }) => [...context.seen, `${event.type}:${event.amount ?? ''}`],
      }),
    },
  },
});

describe('toSystem', () => {
  it('sends to the actor under a system id, and skips one that is absent', () => {
    const root = setup({ actors: { sender, receiver } }).createMachine({
      invoke: [
        { id: 'sender', systemId: 'sender', src: 'sender' },
        { id: 'receiver', systemId: 'receiver', src: 'receiver' },
      ],
    });
    const actor = createActor(root).start();
    actor.system.get('sender')!.send({ type: 'go', amount: 5 });
    const seen = (actor.system.get('receiver')!.getSnapshot() as { context: { seen: string[] } })
      .context.seen;
    expect(seen).toEqual(['payTour.open:', 'amount:5']);
  });
});
