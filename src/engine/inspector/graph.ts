import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

/** One state of a machine's definition, as the statechart draws it. */
export interface ChartNode {
  /** The state node id (`shell.menu.search`), unique in the machine. */
  id: string;
  key: string;
  parentId: string | null;
  type: StateNodeType;
  tags: string[];
  /** For a compound state: the child it enters first. */
  initialId: string | null;
  /** The actors it invokes while active, by src name. */
  invokes: string[];
  /** Transitions without a target (actions only), shown inside the state. */
  internal: string[];
}

/** One transition from a state to a target (a transition with two targets gives two edges). */
export interface ChartEdge {
  id: string;
  sourceId: string;
  targetId: string;
  /** What the chart prints: the event (shortened for delays and actor outcomes) and the guard. */
  label: string;
  event: string;
  kind: EdgeKind;
  guard: string | null;
}

export interface StateChart {
  machineId: string;
  rootId: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

/** The kind and short label of an event descriptor as a state node declares it. */
export function describeEventType(
  eventType: string,
  sourceId: string,
): { kind: EdgeKind; label: string } {
  if (eventType === '') return { kind: 'always', label: 'always' };
  if (eventType.startsWith(AFTER)) {
    const rest = eventType.slice(AFTER.length);
    const delay = rest.endsWith(`.${sourceId}`) ? rest.slice(0, -sourceId.length - 1) : rest;
    return { kind: 'after', label: /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}` };
  }
  if (eventType.startsWith(DONE_ACTOR))
    return { kind: 'done', label: `done: ${eventType.slice(DONE_ACTOR.length)}` };
  if (eventType.startsWith(ERROR_ACTOR))
    return { kind: 'error', label: `error: ${eventType.slice(ERROR_ACTOR.length)}` };
  if (eventType.startsWith(DONE_STATE)) return { kind: 'done', label: 'done' };
  return { kind: 'event', label: eventType };
}

type GuardLike =
  | string
  | { type?: unknown }
  | (((...args: never[]) => unknown) & {
      guards?: unknown[];
      guard?: unknown;
      stateValue?: unknown;
    });

/** A readable guard: its name, `and(a, b)`, `not(a)`, `in {…}` for `stateIn`. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  const g = guard as GuardLike;
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    if (Array.isArray(g.guards))
      return `${g.name || 'guard'}(${g.guards.map((inner) => guardLabel(inner) ?? '?').join(', ')})`;
    if (g.guard !== undefined) return `${g.name || 'not'}(${guardLabel(g.guard) ?? '?'})`;
    if (g.stateValue !== undefined) return `in ${JSON.stringify(g.stateValue)}`;
    return g.name || 'guard';
  }
  if (typeof g === 'object' && typeof g.type === 'string') return g.type;
  return 'guard';
}

function transitionsOf(node: AnyStateNode): [string, AnyTransitionDefinition[]][] {
  const entries: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always && node.always.length > 0) entries.push(['', node.always]);
  return entries;
}

function edgeId(sourceId: string, eventType: string, index: number, target: number): string {
  return `${sourceId}|${eventType}|${index}|${target}`;
}

function internalLabel(eventType: string, sourceId: string, guard: string | null): string {
  const { label } = describeEventType(eventType, sourceId);
  return guard ? `${label} [${guard}]` : label;
}

/**
 * The nodes and edges of a machine's definition, for drawing: every state (compound, parallel,
 * final, history), each transition to each of its targets (events, `after`, `always`, invoke
 * outcomes), targetless transitions listed on their state, tags and invoked actors.
 *
 * @example
 * const chart = machineGraph(shellMachine());
 * chart.edges.find((edge) => edge.event === 'ui.menuToggled');
 */
export function machineGraph(machine: AnyStateMachine): StateChart {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (node: AnyStateNode) => {
    const internal: string[] = [];
    for (const [eventType, transitions] of transitionsOf(node)) {
      transitions.forEach((transition, index) => {
        const guard = guardLabel(transition.guard);
        const targets = transition.target ?? [];
        if (targets.length === 0) {
          internal.push(internalLabel(eventType, node.id, guard));
          return;
        }
        const { kind, label } = describeEventType(eventType, node.id);
        targets.forEach((target, targetIndex) =>
          edges.push({
            id: edgeId(node.id, eventType, index, targetIndex),
            sourceId: node.id,
            targetId: target.id,
            label: guard ? `${label} [${guard}]` : label,
            event: eventType,
            kind,
            guard,
          }),
        );
      });
    }
    nodes.push({
      id: node.id,
      key: node.key,
      parentId: node.parent?.id ?? null,
      type: node.type,
      tags: [...node.tags],
      initialId:
        node.type === 'compound' && node.config.initial !== undefined
          ? (node.initial.target[0]?.id ?? null)
          : null,
      invokes: node.invoke.map((invoke) =>
        typeof invoke.src === 'string' ? invoke.src : invoke.id,
      ),
      internal: [...new Set(internal)],
    });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}

/** The ids of the states a machine snapshot is in (ancestors included). */
export function activeNodeIds(snapshot: unknown): Set<string> {
  const nodes = (snapshot as { _nodes?: { id: string }[] } | null)?._nodes ?? [];
  return new Set(nodes.map((node) => node.id));
}

/** The edges a set of taken transitions (an inspection microstep's) correspond to. */
export function takenEdgeIds(transitions: readonly AnyTransitionDefinition[]): Set<string> {
  const ids = new Set<string>();
  for (const transition of transitions) {
    const source = transition.source;
    const eventType = transition.eventType as string;
    const list =
      eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
    const index = list.indexOf(transition);
    if (index < 0) continue;
    (transition.target ?? []).forEach((_, targetIndex) =>
      ids.add(edgeId(source.id, eventType, index, targetIndex)),
    );
  }
  return ids;
}
