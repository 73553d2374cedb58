import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { toDomain, toReplyTarget, toSystem, type PayTourResultEvent } from './domainEvents.ts';

/** A typed machine with exact optional properties, as the domain machines are. */
const sender = setup({
  types: {
    context: {} as { count: number; note?: string; replyTo: 'gating' | null },
    events: {} as { type: 'go'; amount: number } | { type: 'other' },
  },
  actions: {
    tell: toSystem('guest', { type: 'guest.reloadBalance' }),
    tellComputed: toSystem('payTour', ({ event }) => ({
      type: 'payTour.open' as const,
      flow:
        event.type === 'go' && event.amount > 3 ? ('vipabo' as const) : ('moneycharge' as const),
    })),
    tellMissing: toSystem('benefits', { type: 'benefits.reload' }),
    answer: toReplyTarget(
      ({ context }) => context.replyTo,
      (): PayTourResultEvent => ({ type: 'payTour.result', flow: 'avs', success: true }),
    ),
  },
}).createMachine({
  context: { count: 0, replyTo: 'gating' },
  on: { go: { actions: ['tell', 'tellComputed', 'tellMissing', 'answer'] } },
});

const receiver = createMachine({
  types: {} as { context: { seen: string[] }; events: { type: string; flow?: string } },
  context: { seen: [] },
  on: {
    '*': {
      actions: assign({
        seen: ({ context, event }) => [...context.seen, `${event.type}:${event.flow ?? ''}`],
      }),
    },
  },
});

describe('toSystem', () => {
  it('sends to the actor under a system id, and skips one that is absent', () => {
    const root = setup({ actors: { sender, receiver } }).createMachine({
      invoke: [
        { id: 'sender', systemId: 'sender', src: 'sender' },
        { id: 'guest', systemId: 'guest', src: 'receiver' },
        { id: 'payTour', systemId: 'payTour', src: 'receiver' },
        { id: 'gating', systemId: 'gating', src: 'receiver' },
      ],
    });
    const actor = createActor(root).start();
    (actor.system.get('sender') as AnyActorRef).send({ type: 'go', amount: 5 });
    const seen = (id: string) =>
      ((actor.system.get(id) as AnyActorRef).getSnapshot() as { context: { seen: string[] } })
        .context.seen;
    expect(seen('guest')).toEqual(['guest.reloadBalance:']);
    expect(seen('payTour')).toEqual(['payTour.open:vipabo']);
    expect(seen('gating')).toEqual(['payTour.result:avs']);
  });

  it('hands a send to an absent pay tour (a lazy domain) to the root, which starts it', () => {
    const root = setup({ actors: { sender, receiver } }).createMachine({
      invoke: [
        { id: 'sender', systemId: 'sender', src: 'sender' },
        { id: 'app', systemId: 'app', src: 'receiver' },
      ],
    });
    const actor = createActor(root).start();
    (actor.system.get('sender') as AnyActorRef).send({ type: 'go', amount: 1 });
    const app = (actor.system.get('app') as AnyActorRef).getSnapshot() as {
      context: { seen: string[] };
    };
    // The absent guest and benefits are skipped; the pay tour's open waits at the root.
    expect(app.context.seen).toEqual(['app.domainEvent:']);
  });
});

describe('toDomain', () => {
  it('hands a send to an absent lazy domain to the root, naming the domain', () => {
    const pinner = setup({
      actions: {
        handOver: toDomain('favourites', () => ({
          type: 'favourites.pinResumed' as const,
          target: { targetType: 'album' as const, targetId: 7 },
        })),
        // @ts-expect-error the guest machine is not a lazy domain (`LazyDomainIds`, filled by the app)
        notLazy: toDomain('guest', () => ({ type: 'guest.reloadBalance' as const })),
      },
    }).createMachine({ on: { go: { actions: 'handOver' } } });
    const app = createMachine({
      types: {} as { context: { kept: unknown[] }; events: { type: string } },
      context: { kept: [] },
      on: { '*': { actions: assign({ kept: ({ context, event }) => [...context.kept, event] }) } },
    });
    const root = setup({ actors: { pinner, app } }).createMachine({
      invoke: [
        { id: 'pinner', systemId: 'pinner', src: 'pinner' },
        { id: 'app', systemId: 'app', src: 'app' },
      ],
    });
    const actor = createActor(root).start();
    (actor.system.get('pinner') as AnyActorRef).send({ type: 'go' });
    const kept = (
      (actor.system.get('app') as AnyActorRef).getSnapshot() as {
        context: { kept: unknown[] };
      }
    ).context.kept;
    expect(kept).toEqual([
      {
        type: 'app.domainEvent',
        domain: 'favourites',
        event: { type: 'favourites.pinResumed', target: { targetType: 'album', targetId: 7 } },
      },
    ]);
  });
});
