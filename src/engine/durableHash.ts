import type { AnyActorRef } from 'xstate';
import { StateHasher } from './stateHash.ts';

const hashers = new WeakMap<AnyActorRef, StateHasher>();

/**
 * The hash that checkpoints compare: the state of the actor and of all its descendants. Each root
 * keeps a cache of the snapshots it hashed, so a checkpoint costs what changed since the last one.
 */
export function durableHash(actor: AnyActorRef): string {
  let hasher = hashers.get(actor);
  if (!hasher) {
    hasher = new StateHasher();
    hashers.set(actor, hasher);
  }
  return hasher.hash(actor);
}
