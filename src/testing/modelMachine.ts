import { createMachine, type AnyStateMachine } from 'xstate';

type NodeConfig = {
  id?: string;
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = {
  id?: string;
  src?: unknown;
  onDone?: unknown;
  onError?: unknown;
  onSnapshot?: unknown;
  [key: string]: unknown;
};

/**
 * `@xstate/graph` cannot traverse machines that invoke actors or use delays. This turns each
 * invocation into the events it would produce (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`)
 * and each delayed transition into its event (`xstate.after.<delay>.<state id>`), keeping every
 * other part of the machine and its named implementations, so the test model is the machine's own
 * graph. Invocations need explicit ids.
 *
 * @example
 * const model = createTestModel(modelMachine(bootstrapMachine), { events });
 */
export function modelMachine<T extends AnyStateMachine>(
  machine: T,
  /** Stand-ins for actions the traversal cannot run (e.g. `sendParent`: it has no parent). */
  actions: Record<string, () => void> = {},
): T {
  const root = machine.config as NodeConfig;
  const config = stripInvokes(root, root.id ?? machine.id);
  const implementations = {
    ...machine.implementations,
    actions: { ...machine.implementations.actions, ...actions },
  };
  return createMachine(config as never, implementations as never) as unknown as T;
}

function stripInvokes(node: NodeConfig, stateId: string): NodeConfig {
  const { invoke, after, states, on, ...rest } = node;
  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  const events: Record<string, unknown> = { ...(on ?? {}) };
  for (const config of invokes) {
    if (!config.id) throw new Error('modelMachine: every invoke needs an explicit id');
    if (config.onDone) events[`xstate.done.actor.${config.id}`] = config.onDone;
    if (config.onError) events[`xstate.error.actor.${config.id}`] = config.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {}))
    events[`xstate.after.${delay}.${stateId}`] = transition;
  return {
    ...rest,
    ...(Object.keys(events).length > 0 ? { on: events } : {}),
    ...(states
      ? {
          states: Object.fromEntries(
            Object.entries(states).map(([key, child]) => [
              key,
              stripInvokes(child, child.id ?? `${stateId}.${key}`),
            ]),
          ),
        }
      : {}),
  };
}
