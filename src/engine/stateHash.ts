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

/** JSON with sorted keys in which an actor ref (in a context) stands for its id, as persistence does. */
function stableOwnJson(value: unknown): string {
  return JSON.stringify(value, (_key, raw: unknown) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    if (isActorRef(raw)) return { ref: raw.id };
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(raw).sort()) sorted[key] = (raw as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * Hashes an actor tree from each actor's own state, reusing the hash of every snapshot seen
 * before. XState snapshots are immutable and replaced on change, so an actor that an event did
 * not touch costs one map lookup: a checkpoint hashes only what changed since the last one.
 * Live and replay compute it the same way, from the actors' state, so a restored system that
 * holds equal state gives the equal hash (decision 0005).
 */
export class StateHasher {
  private readonly own = new WeakMap<object, string>();

  hash(actor: AnyActorRef): string {
    const snapshot = actor.getSnapshot() as OwnState;
    let own = this.own.get(snapshot);
    if (own === undefined) {
      own = hashString(
        stableOwnJson([
          snapshot.status,
          snapshot.value,
          snapshot.context,
          snapshot.historyValue,
          snapshot.output,
          snapshot.error,
        ]),
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
}
