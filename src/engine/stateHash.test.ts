import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type AnyActorRef } from 'xstate';
import { hashHex, hashString, stableStringify } from './hash.ts';
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

  it('combines a tree from the text `own|id:hash…`, as every build since the log format began', () => {
    // Logs of earlier builds are replayed by later ones: the combined form must not move.
    const a = createActor(counter).start();
    const hasher = new StateHasher();
    const kid = a.getSnapshot().children.kid!;
    const withoutChildren = { ...a.getSnapshot(), children: undefined };
    const own = new StateHasher().hash({
      getSnapshot: () => withoutChildren,
    } as unknown as AnyActorRef);
    expect(hasher.hash(a)).toBe(hashString(`${own}|kid:${new StateHasher().hash(kid)}`));
    kid.send({ type: 'go' });
    expect(hasher.hash(a)).toBe(hashString(`${own}|kid:${new StateHasher().hash(kid)}`));
  });

  it('writes a hash as its 14 hex digits, as toString(16) does', () => {
    for (const hash of [0, 1, 255, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1])
      expect(hashHex(hash)).toBe(hash.toString(16).padStart(14, '0'));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 21 - 1 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (high, low) => {
          const hash = high * 2 ** 32 + low;
          expect(hashHex(hash)).toBe(hash.toString(16).padStart(14, '0'));
        },
      ),
    );
  });

  it('sees a change in a child', () => {
    const a = createActor(counter).start();
    const hasher = new StateHasher();
    const before = hasher.hash(a);
    a.getSnapshot().children.kid!.send({ type: 'go' });
    expect(hasher.hash(a)).not.toBe(before);
  });

  it('does not depend on key order, and hashes an actor ref in context by its id', () => {
    const holder = setup({
      types: { context: {} as { ref: unknown; b: number; a: number } },
      actors: { p: fromPromise(() => Promise.resolve(1)) },
    }).createMachine({
      context: ({ spawn }) => ({ b: 2, a: 1, ref: spawn('p', { id: 'job' }) }),
    });
    const reordered = setup({
      types: { context: {} as { a: number; b: number; ref: unknown } },
      actors: { p: fromPromise(() => Promise.resolve(1)) },
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

describe('StateHasher on a long list changed step by step', () => {
  type Item = { id: number; v: number } | number | null;
  const holder = setup({
    types: { context: {} as { items: Item[] }, events: {} as { type: 'set'; items: Item[] } },
  }).createMachine({
    context: { items: [] },
    on: { set: { actions: assign({ items: ({ event }) => event.items }) } },
  });
  /** An edit of the list as machines make them: the other entries stay the same objects. */
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), v: fc.integer() }),
    fc.record({ kind: fc.constant('toFront' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), v: fc.integer() }),
    fc.record({ kind: fc.constant('primitive' as const), at: fc.nat(), v: fc.integer() }),
    fc.record({ kind: fc.constant('same' as const) }),
  );

  it('hashes each version as a fresh hasher does, whatever the edits between two hashes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(edit, { maxLength: 4 }), { maxLength: 12 }), (steps) => {
        let items: Item[] = Array.from({ length: 24 }, (_, id) => ({ id, v: 0 }));
        let next = 100;
        const actor = createActor(holder).start();
        actor.send({ type: 'set', items });
        const hasher = new StateHasher();
        hasher.hash(actor);
        for (const edits of steps) {
          for (const e of edits) {
            const at = e.kind === 'same' ? 0 : e.at % Math.max(items.length, 1);
            const copy = items.slice();
            if (e.kind === 'replace') copy[at] = { id: next++, v: e.v };
            else if (e.kind === 'toFront' && copy.length > 0) copy.unshift(...copy.splice(at, 1));
            else if (e.kind === 'remove') copy.splice(at, 1);
            else if (e.kind === 'insert') copy.splice(at, 0, { id: next++, v: e.v });
            else if (e.kind === 'primitive') copy[at] = e.v % 2 ? e.v : null;
            items = e.kind === 'same' ? items : copy;
          }
          actor.send({ type: 'set', items });
          expect(hasher.hash(actor)).toBe(new StateHasher().hash(actor));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes the unchanged entries from the last version after changes side by side', () => {
    const items: Item[] = Array.from({ length: 200 }, (_, id) => ({ id, v: 0 }));
    const actor = createActor(holder).start();
    actor.send({ type: 'set', items });
    const hasher = new StateHasher();
    hasher.hash(actor);
    // Two entries replaced side by side and the one after them moved to the front, as a
    // messenger's list is between two checkpoints.
    const next = items.slice();
    const added = [
      { id: 1_000, v: 1 },
      { id: 1_001, v: 1 },
    ];
    next.splice(10, 2, ...added);
    next.unshift(...next.splice(12, 1));
    const lookups = vi.spyOn(
      StateHasher.prototype as unknown as { hashObject: (value: object) => number },
      'hashObject',
    );
    actor.send({ type: 'set', items: next });
    const hash = hasher.hash(actor);
    const entriesLookedUp = lookups.mock.calls.filter(([value]) => next.includes(value as Item));
    lookups.mockRestore();
    // Only the two new entries; the moved one and the other 197 are found in the last version.
    expect(entriesLookedUp.map(([value]) => value)).toEqual(added);
    expect(hash).toBe(new StateHasher().hash(actor));
  });
});

describe('StateHasher cache', () => {
  type Entry = { id: number; price: { value: number; currency: string }; note: string };
  const holder = setup({
    types: { context: {} as { items: Entry[] }, events: {} as { type: 'set'; items: Entry[] } },
  }).createMachine({
    context: { items: [] },
    on: { set: { actions: assign({ items: ({ event }) => event.items }) } },
  });
  const entry = (id: number, note = ''): Entry => ({
    id,
    price: { value: 0.99, currency: 'EUR' },
    note,
  });

  it("keeps neither a long list's changed entries nor small plain objects, and hashes as a fresh hasher", () => {
    const items = Array.from({ length: 40 }, (_, id) => entry(id));
    const actor = createActor(holder).start();
    const writes = vi.spyOn(WeakMap.prototype, 'set');
    const written = () => new Set(writes.mock.calls.map(([key]) => key as object));
    try {
      actor.send({ type: 'set', items });
      const hasher = new StateHasher();
      hasher.hash(actor);
      // The list's first version is cached entry by entry; its small prices are not.
      expect(written().has(items[3]!)).toBe(true);
      expect(written().has(items[3]!.price)).toBe(false);
      writes.mockClear();
      // Two entries replaced: one with a price of its own, one sharing the old price object, and
      // a third with a long note (a leaf too large to hash again each time its parent changes).
      const next = items.slice();
      next[5] = entry(100);
      next[6] = { ...items[6]!, id: 101 };
      next[7] = entry(102, 'x'.repeat(200));
      actor.send({ type: 'set', items: next });
      const hash = hasher.hash(actor);
      const kept = written();
      expect([next[5], next[6], next[7], next[5].price].some((value) => kept.has(value))).toBe(
        false,
      );
      expect(hash).toBe(new StateHasher().hash(actor));
      // Hashed inside an object that is not a long list, a changed entry is kept as before.
      writes.mockClear();
      hasher.hashValue({ wrapped: next[7] });
      expect(written().has(next[7])).toBe(true);
      expect(hasher.hashValue({ wrapped: next[7] })).toBe(
        new StateHasher().hashValue({ wrapped: next[7] }),
      );
    } finally {
      writes.mockRestore();
    }
  });
});

describe('StateHasher on any value', () => {
  /** What persistence would write: JSON with sorted keys (undefined left out, NaN as null). */
  const persisted = (value: unknown) => stableStringify(value);
  const values = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, undefined, true, false, 0, -0, 1, NaN, Infinity, 2 ** 40, 0.5),
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('null', 'true', '1', '', '#'),
      fc.constant(Math.max),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('a', 'b', 'ab', '', '0'), tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('gives two values the same hash exactly when they persist as the same JSON', () => {
    fc.assert(
      fc.property(values, values, (a, b) => {
        const same = persisted(a) === persisted(b);
        expect(new StateHasher().hashValue(a) === new StateHasher().hashValue(b)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a value the hash of what it persists as (JSON read back)', () => {
    fc.assert(
      fc.property(values, (value) => {
        const json = persisted(value);
        if (json === undefined) return;
        expect(new StateHasher().hashValue(value)).toBe(
          new StateHasher().hashValue(JSON.parse(json)),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a value the same hash however often its parts were hashed before', () => {
    fc.assert(
      fc.property(fc.array(values, { minLength: 1, maxLength: 6 }), (list) => {
        const warm = new StateHasher();
        for (const item of list) warm.hashValue(item);
        expect(warm.hashValue(list)).toBe(new StateHasher().hashValue(list));
      }),
    );
  });
});
