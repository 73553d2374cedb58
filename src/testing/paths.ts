import type { EventObject } from 'xstate';

interface Step<S, E> {
  state: S;
  event: E;
}
export interface GeneratedPath<S, E> {
  state: S;
  steps: Step<S, E>[];
  weight: number;
}
interface ModelLike {
  getAdjacencyMap(): unknown;
}
type Adjacency<S, E> = Record<
  string,
  { state: S; transitions: Record<string, { event: E; state: S }> }
>;

/**
 * Paths that take every transition of a test model's graph once: for each (state, event) edge
 * the traversal found, the shortest way to that state followed by that event. Shortest paths
 * alone reach every state but skip most edges; these exercise the edges too, each in a fresh
 * system under test. `serializeState` must be the one the model was created with.
 *
 * @example
 * for (const path of transitionPaths(model, initial, serializeState)) await model.testPath(path, params);
 */
export function transitionPaths<S, E extends EventObject>(
  model: ModelLike,
  initial: S,
  serializeState: (state: S) => string,
  /** Events the system under test cannot cause on its own (raised internally, or time-coupled). */
  skip: (event: E) => boolean = () => false,
): GeneratedPath<S, E>[] {
  const adjacency = model.getAdjacencyMap() as Adjacency<S, E>;
  const routes = new Map<string, Step<S, E>[]>([[serializeState(initial), []]]);
  const queue = [serializeState(initial)];
  const paths: GeneratedPath<S, E>[] = [];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const entry = adjacency[key];
    const route = routes.get(key) ?? [];
    if (!entry) continue;
    for (const { event, state: next } of Object.values(entry.transitions)) {
      if (skip(event)) continue;
      const steps = [...route, { state: entry.state, event }];
      paths.push({ state: next, steps, weight: steps.length });
      const nextKey = serializeState(next);
      if (!routes.has(nextKey)) {
        routes.set(nextKey, steps);
        queue.push(nextKey);
      }
    }
  }
  return paths;
}
