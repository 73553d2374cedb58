import type { AnyStateMachine } from 'xstate';

/** What `machine.provide` takes: the machine's own typed actions, guards, actors and delays. */
export type ImplementationsOf<M extends AnyStateMachine> = Parameters<M['provide']>[0];

type Implementations = AnyStateMachine['implementations'];
type Methods = Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * The actors of both, `added`'s first, each as its property is: an actor read through a getter
 * (a child built when it is spawned, `machines/shared/onFirstUse.ts`) stays a getter, where a
 * spread would build it now.
 */
function merged(
  base: Implementations['actors'],
  added: Implementations['actors'] | undefined,
): Implementations['actors'] {
  return Object.defineProperties<Implementations['actors']>(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(added ?? {}) },
  );
}

/**
 * `machine.provide(implementations)` without building the machine a second time. XState's own
 * `provide` constructs a new machine from the config: every state node, every transition and the
 * event lists once more, after the import built them already. At boot that was three quarters
 * of the engine's start (building the app logic: 13 to 16 ms a start in Node, 0.6 ms this way;
 * docs/performance.md, "Building the app logic").
 *
 * The state nodes hold no implementation: XState looks every action, guard, actor and delay up
 * through the snapshot's machine (`snapshot.machine.implementations`), and a node reaches its
 * machine only for the node tree itself (`getStateNodeById`, `root`). So the provided machine
 * shares the node tree of the one it comes from and carries the merged implementations, as
 * `provide` merges them. The methods XState binds in its constructor are bound to it, so
 * the snapshots it makes name it. `provide.test.ts` checks both against XState's own `provide`,
 * so an XState release that binds more or looks implementations up elsewhere fails there.
 */
export function provide<M extends AnyStateMachine>(
  machine: M,
  implementations: ImplementationsOf<M>,
): M {
  const prototype = Object.getPrototypeOf(machine) as Methods;
  const base: Implementations = machine.implementations;
  const added = implementations as Partial<Implementations>;
  const provided = Object.assign(Object.create(prototype) as M, machine, {
    implementations: {
      actions: { ...base.actions, ...added.actions },
      guards: { ...base.guards, ...added.guards },
      actors: merged(base.actors, added.actors),
      delays: { ...base.delays, ...added.delays },
    },
  });
  // The constructor binds some methods to the instance (transition, start, …): bind each again.
  for (const [name, value] of Object.entries(machine)) {
    const method = prototype[name];
    if (typeof value === 'function' && typeof method === 'function')
      Object.assign(provided, { [name]: method.bind(provided) });
  }
  return provided;
}
