import type { AnyActorRef } from 'xstate';
import { hashHex, Mix } from './hash.ts';

/** What identifies an actor's own state: everything its persisted snapshot holds but its children. */
interface OwnState {
  status?: unknown;
  value?: unknown;
  context?: unknown;
  historyValue?: unknown;
  output?: unknown;
  error?: unknown;
  children?: Record<string, AnyActorRef>;
}

const isActorRef = (value: object): value is AnyActorRef =>
  'sessionId' in value && typeof (value as { send?: unknown }).send === 'function';

/**
 * Hashes an actor tree from each actor's own state, reusing the hash of every snapshot and of
 * every object or array seen before (but the small ones and a long list's changed entries, see
 * `hashObject`). XState snapshots are immutable and replaced on change, and
 * machines update their context by copying only what changed (a channel list with one channel
 * patched keeps its other 499 channel objects), so a checkpoint costs what changed since the
 * last one, down to the changed objects. Live and replay compute it the same way, from the
 * actors' state, so a restored system that holds equal state gives the equal hash (decision 0005).
 *
 * The encoding follows what JSON keeps: object keys sorted, properties that JSON leaves out
 * (undefined, functions) left out, non-finite numbers as null, an actor ref standing for its id
 * as persistence writes it; each object or array is hashed on its own and stands in its parent
 * as its hash. Values are fed to the hash as typed tokens (a tag, then a length or the hash of a
 * nested object as two 32-bit words, a key as its own hash), never built into text first: a list
 * of 500 channels costs 1 500 words to hash, not 8 000 characters of text built and read back.
 * The context's long lists are matched against their last version by identity (`hashList`), so
 * even the 500 lookups of the unchanged channels are mostly identity checks (issue 52 §7).
 */
export class StateHasher {
  private readonly own = new WeakMap<object, string>();
  private readonly values = new WeakMap<object, number>();
  /** Per actor, the parts its tree hash was last combined from (own hash, child ids and hashes). */
  private readonly trees = new WeakMap<AnyActorRef, { parts: string[]; hash: string }>();
  /**
   * Per actor, the last long list hashed under each key of its context, with its entries' hashes:
   * the next version of that list (one channel replaced, one moved to the front) is matched
   * entry by entry against it by identity, and only the entries not found there are looked up.
   */
  private readonly lists = new WeakMap<AnyActorRef, Map<string, ListMemo>>();
  /** Each key's token (`keyWord`). */
  private readonly keys = new Map<string, number>();
  /** Objects' sorted keys and their tokens by their key order (`shapeOf`), a few per first key. */
  private readonly shapes = new Map<string, Shape[]>();

  hash(actor: AnyActorRef): string {
    const snapshot = actor.getSnapshot() as OwnState;
    let own = this.own.get(snapshot);
    if (own === undefined) {
      const mix = new Mix();
      let lists = this.lists.get(actor);
      if (!lists) this.lists.set(actor, (lists = new Map<string, ListMemo>()));
      for (const part of [
        snapshot.status,
        snapshot.value,
        snapshot.context,
        snapshot.historyValue,
        snapshot.output,
        snapshot.error,
      ])
        if (!this.feed(mix, part, part === snapshot.context ? lists : undefined))
          mix.word(Tag.Absent);
      own = hashHex(mix.digest());
      this.own.set(snapshot, own);
    }
    const children = snapshot.children;
    if (!children) return own;
    const ids = this.shapeOf(children).sorted;
    if (ids.length === 0) return own;
    // The tree's hash is combined again only when a part of it changed: most checkpoints find
    // most actors as they were, and the root's parts are the most of all. The combined text
    // (`own|id:hash|id:hash…`) is fed piece by piece, never built: the same hash, no string.
    const last = this.trees.get(actor);
    let same =
      last !== undefined && last.parts.length === 1 + 2 * ids.length && last.parts[0] === own;
    const parts: string[] = new Array<string>(1 + 2 * ids.length);
    parts[0] = own;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const hash = this.hash(children[id]!);
      parts[1 + 2 * i] = id;
      parts[2 + 2 * i] = hash;
      if (same && (last!.parts[1 + 2 * i] !== id || last!.parts[2 + 2 * i] !== hash)) same = false;
    }
    if (same) return last!.hash;
    const mix = new Mix();
    mix.chars(own);
    for (let i = 1; i < parts.length; i += 2) {
      mix.chars('|');
      mix.chars(parts[i]!);
      mix.chars(':');
      mix.chars(parts[i + 1]!);
    }
    const hash = hashHex(mix.digest());
    this.trees.set(actor, { parts, hash });
    return hash;
  }

  /**
   * A long list's hash, as `hashObject` gives it, taking the hash of each entry that was in the
   * list's last version from there (compared by identity, walking both in order: an entry
   * replaced, dropped or moved to the front only makes the walk skip). Entries not found there
   * are hashed, or looked up in the cache, as anywhere else.
   */
  private hashList(list: unknown[], lists: Map<string, ListMemo>, key: string): number {
    const cached = this.values.get(list);
    if (cached !== undefined) return cached;
    const last = lists.get(key);
    const before = last?.list ?? [];
    const hashes: number[] = new Array<number>(list.length);
    const mix = new Mix();
    mix.word(Tag.Array);
    mix.word(list.length);
    let j = 0;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i];
      if (entry === null || typeof entry !== 'object') {
        hashes[i] = -1;
        if (!this.feed(mix, entry)) mix.word(Tag.Null);
        continue;
      }
      let hash: number;
      if (before[j] === entry) hash = last!.hashes[j++]!;
      else {
        // Entries replaced, dropped or moved away since the last version leave gaps in it: the
        // entry is looked for a few places on, so two changes side by side do not lose the walk
        // for the rest of the list (which then fell back to the cache for every entry). The walk
        // moves there only when the next entries agree too: an entry moved to the front from a
        // few places on gives its hash but leaves the walk where it was.
        const end = Math.min(before.length, j + LOOKAHEAD);
        let k = j + 1;
        while (k < end && before[k] !== entry) k++;
        if (k < end) {
          hash = last!.hashes[k]!;
          if (list[i + 1] === before[k + 1]) j = k + 1;
        } else hash = this.hashObject(entry, undefined, last === undefined);
      }
      hashes[i] = hash;
      feedHash(mix, hash);
    }
    const hash = mix.digest();
    this.values.set(list, hash);
    lists.set(key, { list, hashes });
    return hash;
  }

  /**
   * A key as one token: its own hash, worked out once per key. State objects share a few
   * hundred keys, and a channel's 19 keys were two thirds of the characters its hash read.
   */
  private keyWord(key: string): number {
    let word = this.keys.get(key);
    if (word === undefined) {
      const mix = new Mix();
      mix.text(key);
      word = mix.digest() >>> 0;
      // Keys that are ids (a record by message id) would grow the table for the whole session.
      if (this.keys.size < KEYS_KEPT) this.keys.set(key, word);
    }
    return word;
  }

  /**
   * An object's keys sorted, with each key's token. Objects of one kind (500 channels) share their
   * key order, so the sort of that order and its tokens are kept and reused: comparing two key
   * lists is a pass of identity checks on interned strings, sorting them is a few dozen string
   * comparisons, and a key's token is then read by position instead of looked up by name.
   */
  private shapeOf(record: object): Shape {
    const keys = Object.keys(record);
    if (keys.length < 2) return { keys, sorted: keys, words: keys.map((key) => this.keyWord(key)) };
    const first = keys[0]!;
    let known = this.shapes.get(first);
    const found = known?.find((shape) => sameStrings(shape.keys, keys));
    if (found) return found;
    const sorted = [...keys].sort();
    const shape = { keys, sorted, words: sorted.map((key) => this.keyWord(key)) };
    if (!known) this.shapes.set(first, (known = []));
    // A few orders per first key; a kind seen once more than that replaces the oldest.
    if (known.length >= SHAPES_PER_FIRST_KEY) known.shift();
    known.push(shape);
    return shape;
  }

  /** The hash of a plain value as it would stand in a snapshot (for tests and tools). */
  hashValue(value: unknown): string {
    const mix = new Mix();
    if (!this.feed(mix, value)) mix.word(Tag.Absent);
    return hashHex(mix.digest());
  }

  /**
   * Feeds a value's tokens; false (nothing fed) for what JSON leaves out (undefined, functions).
   */
  private feed(mix: Mix, value: unknown, lists?: Map<string, ListMemo>): boolean {
    if (value === null) {
      mix.word(Tag.Null);
      return true;
    }
    switch (typeof value) {
      case 'string':
        mix.word(Tag.String);
        mix.text(value);
        return true;
      case 'number':
        // As JSON writes it: NaN and the infinities persist as null.
        if (!Number.isFinite(value)) mix.word(Tag.Null);
        else if (value === (value | 0)) {
          mix.word(Tag.Int);
          mix.word(value);
        } else {
          mix.word(Tag.Number);
          mix.text(`${value}`);
        }
        return true;
      case 'boolean':
        mix.word(value ? Tag.True : Tag.False);
        return true;
      case 'object':
        feedHash(mix, this.hashObject(value, lists));
        return true;
      case 'bigint':
        throw new TypeError('a bigint in an actor snapshot cannot be persisted');
      default:
        return false;
    }
  }

  /**
   * `lists`: the list memos of the actor whose context this is (only the context's own keys use
   * them; a list deeper down is hashed entry by entry through the cache).
   *
   * `remember: false` leaves the hash out of the cache: a long list's entries that changed since
   * its last version, whose hashes the list's memo keeps by position (`hashList`; the entries of
   * a list's first version are cached, for a list that comes back without its memo). A small
   * object of plain values (a price, a short text: `SMALL_LEAF`) is left out too. Writing a
   * `WeakMap` entry costs about what hashing such an object again does: on the engine bench's
   * channels the cache's writes were 0.6 of the 1.6 µs a changed channel took (issue 52 §7,
   * session 51). The hashes are the same; only what is kept differs.
   */
  private hashObject(value: object, lists?: Map<string, ListMemo>, remember = true): number {
    const cached = this.values.get(value);
    if (cached !== undefined) return cached;
    const mix = new Mix();
    /** Keys (or entries) and string characters fed; Infinity once a nested object is. */
    let weight = 0;
    if (Array.isArray(value)) {
      mix.word(Tag.Array);
      mix.word(value.length);
      for (let i = 0; i < value.length; i++) {
        const entry: unknown = value[i];
        weight += weightOf(entry);
        if (!this.feed(mix, entry)) mix.word(Tag.Null);
      }
    } else if (isActorRef(value)) {
      mix.word(Tag.ActorRef);
      this.feed(mix, value.id);
    } else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      mix.word(Tag.Json);
      mix.text(JSON.stringify(value));
      weight = Infinity;
    } else {
      mix.word(Tag.Record);
      const record = value as Record<string, unknown>;
      const { sorted, words } = this.shapeOf(record);
      for (let i = 0; i < sorted.length; i++) {
        const key = sorted[i]!;
        const entry = record[key];
        // What JSON leaves out is not there at all, key included.
        if (entry === undefined || typeof entry === 'function' || typeof entry === 'symbol')
          continue;
        mix.word(Tag.Key);
        mix.word(words[i]!);
        weight += weightOf(entry);
        // A context's long lists are hashed against their last version.
        if (lists && Array.isArray(entry) && entry.length >= LONG_LIST)
          feedHash(mix, this.hashList(entry, lists, key));
        else this.feed(mix, entry);
      }
    }
    const hash = mix.digest();
    if (remember && weight > SMALL_LEAF) this.values.set(value, hash);
    return hash;
  }
}

/** What feeding a value weighs in `hashObject`: one, a string's characters too, a nested object all. */
function weightOf(value: unknown): number {
  if (value !== null && typeof value === 'object') return Infinity;
  return typeof value === 'string' ? 1 + value.length : 1;
}

/**
 * An object of plain values that weighs at most this (`weightOf`: keys and characters) is hashed
 * again rather than remembered: a price (`{ value, currency }`, 2 keys and 3 characters) or a
 * message's short text costs less to hash than a `WeakMap` entry does to write.
 */
const SMALL_LEAF = 64;
const SHAPES_PER_FIRST_KEY = 8;
const KEYS_KEPT = 4_096;
/** A context list this long is hashed against its last version (`hashList`). */
const LONG_LIST = 16;
/**
 * How far on in the last version `hashList` looks for an entry that is not where the walk
 * stands: the entries changed since then that lie side by side (a run of patched or moved
 * channels), with room to spare for the 25 or so changes between two checkpoints.
 */
const LOOKAHEAD = 16;

/** One key order of objects: the keys as they come, sorted, and the sorted keys' tokens. */
interface Shape {
  keys: string[];
  sorted: string[];
  words: number[];
}

interface ListMemo {
  list: readonly unknown[];
  /** The hash of each object entry (-1 for a primitive one). */
  hashes: number[];
}

/** A nested object or array as it stands in its parent: a tag and its 53-bit hash as two words. */
function feedHash(mix: Mix, hash: number): void {
  mix.word(Tag.Object);
  mix.word(hash >>> 0);
  mix.word(Math.floor(hash / 4294967296));
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What each token of the encoding is: no two kinds of value share a token stream. */
const Tag = {
  Absent: 1,
  Null: 2,
  String: 3,
  Int: 4,
  Number: 5,
  True: 6,
  False: 7,
  Object: 8,
  Array: 9,
  ActorRef: 10,
  Json: 11,
  Record: 12,
  Key: 13,
} as const;
