import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup, type EventObject } from 'xstate';
import { tellPurchased, type ContentPurchasedEvent } from './purchases.ts';

/** A stand-in for a domain: it notes what it is told. */
const listener = (heard: EventObject[]) =>
  createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } });

describe('tellPurchased', () => {
  it('tells the videos and the library what was bought, and nothing when nothing is shown', () => {
    const videos: EventObject[] = [];
    const library: EventObject[] = [];
    type Context = { item: { kind: 'video' | 'album'; id: number } | null };
    const buyer = setup({
      types: { context: {} as Context, events: {} as { type: 'bought' } },
      actors: { videos: listener(videos), library: listener(library) },
      actions: { tell: tellPurchased(({ context }: { context: Context }) => context.item) },
    }).createMachine({
      context: { item: { kind: 'album', id: 6201 } },
      invoke: [
        { src: 'videos', systemId: 'videos' },
        { src: 'library', systemId: 'library' },
      ],
      on: { bought: { actions: 'tell' } },
    });
    const actor = createActor(buyer).start();
    actor.send({ type: 'bought' });
    const told: ContentPurchasedEvent = { type: 'content.purchased', kind: 'album', id: 6201 };
    expect(videos).toEqual([told]);
    expect(library).toEqual([told]);
    const none = createActor(
      setup({
        types: { context: {} as Context },
        actors: { videos: listener(videos) },
        actions: { tell: tellPurchased(({ context }: { context: Context }) => context.item) },
      }).createMachine({
        context: { item: null },
        invoke: { src: 'videos', systemId: 'videos' },
        entry: 'tell',
      }),
    ).start();
    expect(none.getSnapshot().status).toBe('active');
    expect(videos).toHaveLength(1);
  });
});
