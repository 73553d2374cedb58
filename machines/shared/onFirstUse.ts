/**
 * A value built on its first use and kept: `onFirstUse(() => setup(…).createMachine(…))`.
 *
 * Issue 50 §3: modules do no work at import. Building a statechart (XState's `createMachine`
 * walks every state node, transition and event list) was a third of the first load's module
 * evaluation, the load's longest task, for machines the first screen may never start (a
 * visitor's page runs no realtime connection). A machine exported this way is built when the
 * engine first provides or spawns it, in a task of its own, once; every caller gets the same
 * object, so the inspector, the replay and the checkpoints see the machine they saw before.
 *
 * @example
 * export const reportMachine = onFirstUse(() => setup({ … }).createMachine({ id: 'report', … }));
 * createActor(reportMachine(), { input });
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { readonly value: T } | null = null;
  const get = () => (built ??= { value: build() }).value;
  builders.set(get, get);
  return get;
}

/** Every getter `onFirstUse` made, so that a tool reading a module's exports can tell them. */
const builders = new WeakMap<object, () => unknown>();

/**
 * What a module's export stands for: the value a getter of `onFirstUse` builds (built now), else
 * the export itself. For tools that scan exports (`src/testing/machineRegistry.ts`).
 */
export function exportedValue(value: unknown): unknown {
  const get = typeof value === 'function' ? builders.get(value) : undefined;
  return get ? get() : value;
}
