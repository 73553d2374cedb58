import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { StateHasher } from './stateHash.ts';

const counter = setup({
  types: { context: {} as { n: number; tags: string[] }, events: {} as { type: 'inc' | 'noop' } },
  actors: { child: createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }) },
}).createMachine({
  context: { n: 0, tags: ['x'] },
  invoke: { id: 'kid', src: 'child' },
  on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, noop: {} },
});

describe('StateHasher', () => {
  it('gives equal trees equal hashes and a changed tree another', () => {
    const a = createActor(counter).start();
    const b = createActor(counter).start();
    const hasher = new StateHasher();
    const first = hasher.hash(a);
    expect(new StateHasher().hash(b)).toBe(first);
    a.send({ type: 'inc' });
    expect(hasher.hash(a)).not.toBe(first);
    b.send({ type: 'inc' });
    expect(new StateHasher().hash(b)).toBe(hasher.hash(a));
  });

  it('sees a change in a child', () => {
    const a = createActor(counter).start();
    const hasher = new StateHasher();
    const before = hasher.hash(a);
    a.getSnapshot().children.kid!.send({ type: 'go' });
    expect(hasher.hash(a)).not.toBe(before);
  });

  it('does not depend on key order, and hashes an actor ref in context by its id', async () => {
    const holder = setup({
      types: { context: {} as { ref: unknown; b: number; a: number } },
      actors: { p: fromPromise(async () => 1) },
    }).createMachine({
      context: ({ spawn }) => ({ b: 2, a: 1, ref: spawn('p', { id: 'job' }) }),
    });
    const reordered = setup({
      types: { context: {} as { a: number; b: number; ref: unknown } },
      actors: { p: fromPromise(async () => 1) },
    }).createMachine({
      context: ({ spawn }) => ({ a: 1, ref: spawn('p', { id: 'job' }), b: 2 }),
    });
    expect(new StateHasher().hash(createActor(holder).start())).toBe(
      new StateHasher().hash(createActor(reordered).start()),
    );
  });

  it('reuses the hash of a snapshot it has seen', () => {
    const a = createActor(counter).start();
    const hasher = new StateHasher();
    hasher.hash(a);
    const context = a.getSnapshot().context;
    const spy = { reads: 0 };
    Object.defineProperty(context, 'n', {
      get: () => {
        spy.reads++;
        return 0;
      },
    });
    hasher.hash(a);
    expect(spy.reads).toBe(0);
  });
});

describe('StateHasher on structured contexts', () => {
  const list = setup({
    types: {
      context: {} as { items: { id: number; on: boolean; note?: string | undefined }[] },
      events: {} as
        { type: 'toggle'; id: number } | { type: 'note'; id: number; note?: string | undefined },
    },
  }).createMachine({
    context: { items: Array.from({ length: 5 }, (_, id) => ({ id, on: false })) },
    on: {
      toggle: {
        actions: assign({
          items: ({ context, event }) =>
            context.items.map((item) => (item.id === event.id ? { ...item, on: !item.on } : item)),
        }),
      },
      note: {
        actions: assign({
          items: ({ context, event }) =>
            context.items.map((item) =>
              item.id === event.id ? { ...item, note: event.note } : item,
            ),
        }),
      },
    },
  });

  it('sees a change deep in a list whose other items it reuses, and agrees with a fresh hasher', () => {
    const a = createActor(list).start();
    const hasher = new StateHasher();
    const before = hasher.hash(a);
    a.send({ type: 'toggle', id: 3 });
    const after = hasher.hash(a);
    expect(after).not.toBe(before);
    expect(new StateHasher().hash(a)).toBe(after);
    a.send({ type: 'toggle', id: 3 });
    expect(hasher.hash(a)).toBe(before);
  });

  it('leaves out undefined properties as JSON does', () => {
    const a = createActor(list).start();
    const b = createActor(list).start();
    a.send({ type: 'note', id: 1 });
    expect(new StateHasher().hash(a)).toBe(new StateHasher().hash(b));
    b.send({ type: 'note', id: 1, note: 'x' });
    expect(new StateHasher().hash(a)).not.toBe(new StateHasher().hash(b));
  });
});
