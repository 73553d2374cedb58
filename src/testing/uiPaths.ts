import {
  createActor,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { transitionPaths, type GeneratedPath } from './paths.ts';

/**
 * One thing a test can do at the UI level (a click, a simulator control, the page clock moved):
 * the machine events it causes, in order, as the machine's own graph names them.
 */
export interface UiAction {
  name: string;
  events: readonly (EventObject & Record<string, unknown>)[];
  /** Where the test can take this action at all (e.g. the browser must be online to log in). */
  when?: (snapshot: AnyMachineSnapshot) => boolean;
}

/**
 * Paths through a machine's own graph (`modelMachine(machine)`) where each step is a UI-level
 * action: its events are applied in order to the model snapshot (an action whose first event the
 * state does not take is not offered there; a later event the state does not take is one the
 * system under test does not cause there, and is skipped), states keyed by `serializeState`. One path per
 * (state, action) edge, each the shortest way to that state followed by that action, as
 * `transitionPaths` builds them; `limit` bounds how many run (the first ones, shortest first).
 *
 * @example
 * const paths = uiPaths(modelMachine(realtimeMachine()), actions, (s) => JSON.stringify(s.value.link));
 */
export function uiPaths(
  graph: AnyStateMachine,
  actions: readonly UiAction[],
  serializeState: (snapshot: AnyMachineSnapshot) => string,
  options: { input?: unknown; start?: readonly EventObject[]; limit?: number } = {},
): GeneratedPath<AnyMachineSnapshot, UiAction & { type: string }>[] {
  // `start`: what the driver's own start causes before the first action (e.g. a login's session).
  const initial = (options.start ?? []).reduce(
    (state, event) => (state.can(event) ? getNextSnapshot(graph, state, event) : state),
    createActor(graph, { input: options.input }).getSnapshot() as AnyMachineSnapshot,
  );
  const adjacency: Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<
        string,
        { event: UiAction & { type: string }; state: AnyMachineSnapshot }
      >;
    }
  > = {};
  const queue = [initial];
  for (let state = queue.shift(); state; state = queue.shift()) {
    const key = serializeState(state);
    if (adjacency[key]) continue;
    const transitions: (typeof adjacency)[string]['transitions'] = {};
    adjacency[key] = { state, transitions };
    for (const action of actions) {
      const [first] = action.events;
      if (!first || !state.can(first) || (action.when && !action.when(state))) continue;
      let next = state;
      for (const event of action.events)
        if (next.can(event)) next = getNextSnapshot(graph, next, event);
      transitions[action.name] = { event: { ...action, type: action.name }, state: next };
      if (!adjacency[serializeState(next)]) queue.push(next);
    }
  }
  const paths = transitionPaths<AnyMachineSnapshot, UiAction & { type: string }>(
    { getAdjacencyMap: () => adjacency },
    initial,
    serializeState,
  );
  return paths.slice(0, options.limit ?? paths.length);
}
