import { createMachine, type AnyStateMachine } from 'xstate';

type NodeConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
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
 * `@xstate/graph` cannot traverse machines that invoke actors. This turns each invocation into the
 * events it would produce (`xstate.done.actor.<id>` and `xstate.error.actor.<id>`), keeping every
 * other part of the machine and its named implementations, so the test model is the machine's own
 * graph. Invocations need explicit ids.
 *
 * @example
 * const model = createTestModel(modelMachine(bootstrapMachine), { events });
 */
export function modelMachine<T extends AnyStateMachine>(machine: T): T {
  const config = stripInvokes(machine.config as NodeConfig);
  return createMachine(config as never, machine.implementations as never) as unknown as T;
}

function stripInvokes(node: NodeConfig): NodeConfig {
  const { invoke, states, on, ...rest } = node;
  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  const events: Record<string, unknown> = { ...(on ?? {}) };
  for (const config of invokes) {
    if (!config.id) throw new Error('modelMachine: every invoke needs an explicit id');
    if (config.onDone) events[`xstate.done.actor.${config.id}`] = config.onDone;
    if (config.onError) events[`xstate.error.actor.${config.id}`] = config.onError;
  }
  return {
    ...rest,
    ...(Object.keys(events).length > 0 ? { on: events } : {}),
    ...(states
      ? {
          states: Object.fromEntries(
            Object.entries(states).map(([key, child]) => [key, stripInvokes(child)]),
          ),
        }
      : {}),
  };
}
