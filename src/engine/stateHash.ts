import type { AnyActorRef } from 'xstate';
import { hashString } from './hash.ts';

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
 * as its hash.
 */
export class StateHasher {
  private readonly own = new WeakMap<object, string>();
  private readonly values = new WeakMap<object, string>();

  hash(actor: AnyActorRef): string {
    const snapshot = actor.getSnapshot() as OwnState;
    let own = this.own.get(snapshot);
    if (own === undefined) {
      own = hashString(
        [
          this.encode(snapshot.status),
          this.encode(snapshot.value),
          this.encode(snapshot.context),
          this.encode(snapshot.historyValue),
          this.encode(snapshot.output),
          this.encode(snapshot.error),
        ].join(','),
      );
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

  /**
   * The encoding of a value as it stands in its parent (undefined: left out, as in JSON). Strings
   * are length-prefixed rather than JSON-quoted: as unambiguous, and no escaping pass.
   */
  private encode(value: unknown): string | undefined {
    if (value === null) return 'null';
    switch (typeof value) {
      case 'string':
        return `${value.length}'${value}`;
      case 'number':
        // As JSON writes it: NaN and the infinities persist as null.
        return Number.isFinite(value) ? `${value}` : 'null';
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object':
        return this.hashObject(value);
      case 'bigint':
        throw new TypeError('a bigint in an actor snapshot cannot be persisted');
      default:
        return undefined;
    }
  }

  private hashObject(value: object): string {
    const cached = this.values.get(value);
    if (cached !== undefined) return cached;
    let text: string;
    if (Array.isArray(value)) {
      text = '[';
      for (let i = 0; i < value.length; i++) text += `${this.encode(value[i]) ?? 'null'},`;
    } else if (isActorRef(value)) {
      text = `{ref:${this.encode(value.id)}`;
    } else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      text = `=${JSON.stringify(value)}`;
    } else {
      text = '{';
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      for (const key of keys) {
        const encoded = this.encode(record[key]);
        if (encoded !== undefined) text += `${key.length}'${key}:${encoded},`;
      }
    }
    const hash = `#${hashString(text)}`;
    this.values.set(value, hash);
    return hash;
  }
}
