import { isMachineSnapshot, type AnyActorRef, type AnyStateMachine } from 'xstate';

/** What runs an actor: a statechart, a promise (a service call), a callback (a stream), else other. */
type ActorKind = 'machine' | 'promise' | 'callback' | 'other';

/** One live actor of a system, with its place in the tree. */
export interface ActorInfo {
  /** Child ids from the root, dot-joined: '' for the root, 'bootstrap', 'bootstrap.loadConfig'. */
  path: string;
  id: string;
  systemId: string | undefined;
  kind: ActorKind;
  status: string;
  ref: AnyActorRef;
  /** Its snapshot as read for this tree (now, or at a replayed position). */
  snapshot: unknown;
  children: ActorInfo[];
}

/** Reads an actor's snapshot: the live one, or one kept by a replay timeline. */
export type SnapshotReader = (ref: AnyActorRef) => unknown;

const liveSnapshot: SnapshotReader = (ref) => ref.getSnapshot();

interface ActorInternals {
  logic?: unknown;
}

/** The machine an actor runs, if it runs one. */
export function machineOf(ref: AnyActorRef): AnyStateMachine | null {
  const logic = (ref as ActorInternals).logic;
  // Duck-typed rather than `instanceof`: a second copy of xstate in a bundle would fail that.
  return typeof logic === 'object' &&
    logic !== null &&
    'root' in logic &&
    'getStateNodeById' in logic
    ? (logic as AnyStateMachine)
    : null;
}

/**
 * Tells a promise from a callback actor. XState's two logics look alike from the outside; the
 * engine's recorded calls carry their call number in the snapshot, and a callback's `transition`
 * needs the per-actor state that only its own `start` creates, so probing it with a foreign self
 * throws before it touches anything, while a promise's returns the snapshot unchanged.
 */
/** The snapshot's status (`active`, `done`, `error`, `stopped`), or `unknown` if it has none. */
function statusOf(snapshot: unknown): string {
  const status = (snapshot as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status : 'unknown';
}

function actorKind(ref: AnyActorRef, snapshot: unknown = ref.getSnapshot()): ActorKind {
  if (machineOf(ref)) return 'machine';
  if (isMachineSnapshot(snapshot)) return 'machine';
  if (typeof snapshot !== 'object' || snapshot === null) return 'other';
  if ('context' in snapshot) return 'other';
  if (typeof (snapshot as { call?: unknown }).call === 'number') return 'promise';
  const logic = (ref as ActorInternals).logic as
    { transition?: (snapshot: unknown, event: unknown, scope: unknown) => unknown } | undefined;
  if (typeof logic?.transition !== 'function') return 'other';
  try {
    // A settled snapshot: a promise logic returns it at once, doing nothing.
    logic.transition({ status: 'done' }, { type: '@inspector.probe' }, { self: {} });
    return 'promise';
  } catch {
    return 'callback';
  }
}

function childrenOf(snapshot: unknown): [string, AnyActorRef][] {
  const children = (snapshot as { children?: Record<string, AnyActorRef | undefined> } | undefined)
    ?.children;
  return Object.entries(children ?? {}).filter(
    (entry): entry is [string, AnyActorRef] => entry[1] !== undefined,
  );
}

/** System ids by actor, from the system's registry. */
function systemIdsOf(root: AnyActorRef): Map<AnyActorRef, string> {
  const all = root.system.getAll() as Record<string, AnyActorRef | undefined>;
  const ids = new Map<AnyActorRef, string>();
  for (const [systemId, ref] of Object.entries(all)) if (ref) ids.set(ref, systemId);
  return ids;
}

/**
 * Every actor of a system, from the root down (`snapshot.children`, recursively), as `read`
 * gives their snapshots: live by default, or at a position of a replay timeline.
 *
 * @example
 * const tree = actorTree(engine.root); // { path: '', systemId: 'app', children: [bootstrap, …] }
 * const then = actorTree(timeline.root, (ref) => timeline.snapshotAt(12, ref));
 */
export function actorTree(root: AnyActorRef, read: SnapshotReader = liveSnapshot): ActorInfo {
  const systemIds = systemIdsOf(root);
  const visit = (ref: AnyActorRef, path: string, id: string): ActorInfo => {
    const snapshot = read(ref);
    return {
      path,
      id,
      systemId: systemIds.get(ref),
      kind: actorKind(ref, snapshot),
      status: statusOf(snapshot),
      ref,
      snapshot,
      children: childrenOf(snapshot).map(([childId, child]) =>
        visit(child, path === '' ? childId : `${path}.${childId}`, childId),
      ),
    };
  };
  return visit(root, '', root.id);
}

/** The tree as a flat list in display order, each with its depth. */
export function flattenTree(tree: ActorInfo): { actor: ActorInfo; depth: number }[] {
  const rows: { actor: ActorInfo; depth: number }[] = [];
  const walk = (actor: ActorInfo, depth: number) => {
    rows.push({ actor, depth });
    for (const child of actor.children) walk(child, depth + 1);
  };
  walk(tree, 0);
  return rows;
}

/** The actor at a path of the tree, if it is there. */
export function findActor(tree: ActorInfo, path: string): ActorInfo | undefined {
  if (tree.path === path) return tree;
  for (const child of tree.children) {
    if (path === child.path || path.startsWith(`${child.path}.`)) return findActor(child, path);
  }
  return undefined;
}

/** The system ids an event can be sent to, sorted, the root first. */
export function systemIdsIn(tree: ActorInfo): string[] {
  const ids = flattenTree(tree)
    .map(({ actor }) => actor.systemId)
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}
