/**
 * How many buckets a {@link ByActor} keeps its entries in (a power of two: an id's bucket is its
 * low bits).
 */
const BUCKETS = 64;

/**
 * Entries by actor id, kept in buckets by the id's low bits, so that setting one copies its
 * bucket (about 1/64 of the actors named) and the list of 64 buckets instead of a record of every
 * actor. Actor ids are sparse (4370, 10063, …), so a record keyed by them is a dictionary to the
 * engine, and copying one of the 1 183 actors that the grids bench's pushes name took 2.8 ms a push
 * at load 18 (15 % of the page's CPU over the cams scroll, 2026-11-29). Plain arrays and objects:
 * the snapshot stays serialisable, the state hash reuses the buckets a push left alone, and a
 * replay builds the same buckets from the same pushes. Read with {@link entryOf}.
 */
export interface ByActor<V> {
  readonly buckets: readonly Readonly<Record<number, V>>[];
}

const bucketOf = (actorId: number) => actorId & (BUCKETS - 1);

/** No entry for any actor. */
export function noEntries<V>(): ByActor<V> {
  return { buckets: Array.from({ length: BUCKETS }, () => ({})) };
}

/** Her entry, or undefined when none was set. */
export const entryOf = <V>(byActor: ByActor<V>, actorId: number): V | undefined =>
  byActor.buckets[bucketOf(actorId)]?.[actorId];

/**
 * A copy with her entry set: her bucket and the list of buckets are new, every other bucket is
 * the same object.
 *
 * @example
 * const next = withEntry(noEntries<boolean>(), 4370, true);
 * entryOf(next, 4370); // true
 */
export function withEntry<V>(byActor: ByActor<V>, actorId: number, value: V): ByActor<V> {
  const at = bucketOf(actorId);
  const buckets = byActor.buckets.slice();
  buckets[at] = { ...buckets[at], [actorId]: value };
  return { buckets };
}

/** The entries of a record, as pushes would have set them (tests, examples). */
export function byActorOf<V>(entries: Readonly<Record<number, V>>): ByActor<V> {
  let byActor = noEntries<V>();
  for (const [id, value] of Object.entries(entries))
    byActor = withEntry(byActor, Number(id), value);
  return byActor;
}

/** Every entry as [actor id, entry], bucket by bucket. */
export function entriesOf<V>(byActor: ByActor<V>): [number, V][] {
  return byActor.buckets.flatMap((bucket) =>
    Object.entries(bucket).map(([id, value]): [number, V] => [Number(id), value]),
  );
}
