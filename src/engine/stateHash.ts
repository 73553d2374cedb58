import type { AnyActorRef } from 'xstate';
import { hashHex, hashString, Mix } from './hash.ts';

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
 * every object or array seen before. XState snapshots are immutable and replaced on change, and
 * machines update their context by copying only what changed (a channel list with one channel
 * patched keeps its other 499 channel objects), so a checkpoint costs what changed since the
 * last one, down to the changed objects. Live and replay compute it the same way, from the
 * actors' state, so a restored system that holds equal state gives the equal hash (decision 0005).
 *
 * The encoding follows what JSON keeps: object keys sorted, properties that JSON leaves out
 * (undefined, functions) left out, non-finite numbers as null, an actor ref standing for its id
 * as persistence writes it; each object or array is hashed on its own and stands in its parent
 * as its hash. Values are fed to the hash as typed tokens (a tag, then a length or the hash of a
 * nested object as two 32-bit words), never built into text first: a list of 500 channels costs
 * 1 500 words to hash, not 8 000 characters of text built and read back.
 */
export class StateHasher {
  private readonly own = new WeakMap<object, string>();
  private readonly values = new WeakMap<object, number>();

  hash(actor: AnyActorRef): string {
    const snapshot = actor.getSnapshot() as OwnState;
    let own = this.own.get(snapshot);
    if (own === undefined) {
      const mix = new Mix();
      for (const part of [
        snapshot.status,
        snapshot.value,
        snapshot.context,
        snapshot.historyValue,
        snapshot.output,
        snapshot.error,
      ])
        if (!this.feed(mix, part)) mix.word(Tag.Absent);
      own = hashHex(mix.digest());
      this.own.set(snapshot, own);
    }
    const children = snapshot.children;
    if (!children) return own;
    const ids = Object.keys(children).sort();
    if (ids.length === 0) return own;
    let combined = own;
    for (const id of ids) combined += `|${id}:${this.hash(children[id]!)}`;
    return hashString(combined);
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
  private feed(mix: Mix, value: unknown): boolean {
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
      case 'object': {
        mix.word(Tag.Object);
        const hash = this.hashObject(value);
        mix.word(hash >>> 0);
        mix.word(Math.floor(hash / 4294967296));
        return true;
      }
      case 'bigint':
        throw new TypeError('a bigint in an actor snapshot cannot be persisted');
      default:
        return false;
    }
  }

  private hashObject(value: object): number {
    const cached = this.values.get(value);
    if (cached !== undefined) return cached;
    const mix = new Mix();
    if (Array.isArray(value)) {
      mix.word(Tag.Array);
      mix.word(value.length);
      for (let i = 0; i < value.length; i++) if (!this.feed(mix, value[i])) mix.word(Tag.Null);
    } else if (isActorRef(value)) {
      mix.word(Tag.ActorRef);
      this.feed(mix, value.id);
    } else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      mix.word(Tag.Json);
      mix.text(JSON.stringify(value));
    } else {
      mix.word(Tag.Record);
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      for (const key of keys) {
        const entry = record[key];
        // What JSON leaves out is not there at all, key included.
        if (entry === undefined || typeof entry === 'function' || typeof entry === 'symbol')
          continue;
        mix.word(Tag.Key);
        mix.text(key);
        this.feed(mix, entry);
      }
    }
    const hash = mix.digest();
    this.values.set(value, hash);
    return hash;
  }
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
