import { flushMacrotasks } from '../../src/testing/flush.ts';
import {
  createActor,
  createMachine,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

export interface RunOptions {
  input?: unknown;
  /** Stand-ins for actions that reach outside (sendParent, effects). */
  actions?: Record<string, () => void>;
  /** Invoke ids whose source is named differently (`hideTeaser` → `setAutoRechargeTeaserState`). */
  srcOf?: Record<string, string>;
  /** Child machines replaced by inert ones (they have model tests of their own). */
  inertChildren?: string[];
}

/**
 * Runs one generated path on the real machine: every I/O actor is a promise the path settles with
 * `xstate.done.actor.<id>` (its `output`) or `xstate.error.actor.<id>` (its `error`); the other
 * events are sent as they are. For the model tests of the account feature's machines.
 */
export async function runPath(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  options: RunOptions = {},
): Promise<AnyMachineSnapshot> {
  const settle: Record<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }> =
    {};
  const inert = new Set(options.inertChildren ?? []);
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(machine.implementations.actors)) {
    actors[src] = inert.has(src)
      ? createMachine({})
      : fromPromise(() => new Promise((resolve, reject) => (settle[src] = { resolve, reject })));
  }
  const actor = createActor(
    machine.provide({ actors, actions: options.actions ?? {} } as never),
    options.input === undefined ? {} : { input: options.input },
  ).start();
  for (const event of events) {
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (settled) {
      const src = options.srcOf?.[settled[2]!] ?? settled[2]!;
      const pending = settle[src];
      if (settled[1] === 'done') pending?.resolve((event as { output?: unknown }).output);
      else pending?.reject((event as { error?: unknown }).error);
      await flushMacrotasks();
    } else actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
