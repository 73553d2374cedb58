import { describe, expect, it } from 'vitest';
import { byActorOf, entriesOf, entryOf, noEntries, withEntry } from './byActor.ts';

describe('entries by actor id in buckets', () => {
  it('reads back what was set, undefined for an actor never set', () => {
    const byActor = withEntry(withEntry(noEntries<boolean>(), 4370, true), 10063, false);
    expect(entryOf(byActor, 4370)).toBe(true);
    expect(entryOf(byActor, 10063)).toBe(false);
    expect(entryOf(byActor, 4371)).toBeUndefined();
  });

  it('keeps actors of one bucket apart (ids 64 apart share one)', () => {
    const byActor = byActorOf({ 1: 'a', 65: 'b', 129: 'c' });
    expect([entryOf(byActor, 1), entryOf(byActor, 65), entryOf(byActor, 129)]).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(entriesOf(byActor).sort(([a], [b]) => a - b)).toEqual([
      [1, 'a'],
      [65, 'b'],
      [129, 'c'],
    ]);
  });

  it('leaves the one it copies as it was, and every other bucket the same object', () => {
    const before = byActorOf({ 1: 1, 2: 2 });
    const after = withEntry(before, 65, 3);
    expect(entryOf(before, 65)).toBeUndefined();
    expect(after.buckets[1]).not.toBe(before.buckets[1]);
    expect(after.buckets.filter((bucket, at) => bucket !== before.buckets[at])).toHaveLength(1);
    expect(after.buckets[2]).toBe(before.buckets[2]);
  });

  it('builds equal buckets from equal entries, whatever their order (replay sets them again)', () => {
    expect(withEntry(withEntry(noEntries(), 7, true), 71, false)).toEqual(
      withEntry(withEntry(noEntries(), 71, false), 7, true),
    );
  });
});
