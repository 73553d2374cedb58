import {
  createActor,
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { EngineClock } from './clock.ts';
import type { Anchor } from './log/records.ts';

/**
 * XState keeps pending delayed events in the system, with actor refs that cannot be serialized,
 * and does not restore them from a persisted snapshot. The engine therefore tracks which clock
 * timer belongs to which scheduled event, and writes them into an anchor by actor path.
 */
interface SchedulerView {
  _snapshot: {
    _scheduledEvents: Record<
      string,
      { source: AnyActorRef; target: AnyActorRef; event: EventObject; id: string }
    >;
  };
  scheduler: {
    schedule(
      source: AnyActorRef,
      target: AnyActorRef,
      event: EventObject,
      delay: number,
      id: string,
    ): void;
  };
}

export class TimerIndex {
  private readonly handles = new Map<string, number>();
  private system: SchedulerView | null = null;

  attach(clock: EngineClock, actor: AnyActorRef): void {
    this.system = actor.system as unknown as SchedulerView;
    // XState writes the scheduled event into its table just before it calls clock.setTimeout,
    // so the newest key of that table is the event this timer belongs to.
    clock.onTimerScheduled = (handle) => {
      const keys = Object.keys(this.system?._snapshot._scheduledEvents ?? {});
      const key = keys[keys.length - 1];
      if (key !== undefined) this.handles.set(key, handle);
    };
  }

  pending(clock: EngineClock, root: AnyActorRef): Anchor['timers'] {
    const table = this.system?._snapshot._scheduledEvents ?? {};
    const timers: Anchor['timers'] = [];
    for (const [key, scheduled] of Object.entries(table)) {
      const handle = this.handles.get(key);
      const dueAt = handle === undefined ? undefined : clock.dueAt(handle);
      if (dueAt === undefined) continue;
      timers.push({
        source: actorPath(scheduled.source, root),
        target: actorPath(scheduled.target, root),
        id: scheduled.id,
        event: scheduled.event,
        dueIn: Math.max(0, dueAt - clock.now()),
      });
    }
    for (const key of this.handles.keys()) if (!(key in table)) this.handles.delete(key);
    return timers;
  }

  reschedule(timers: Anchor['timers'], root: AnyActorRef): void {
    for (const timer of [...timers].sort((a, b) => a.dueIn - b.dueIn)) {
      const source = resolvePath(timer.source, root);
      const target = resolvePath(timer.target, root);
      if (!source || !target)
        throw new Error(
          `anchor timer ${timer.id}: no actor at '${timer.source}' or '${timer.target}'`,
        );
      this.system?.scheduler.schedule(source, target, timer.event, timer.dueIn, timer.id);
    }
  }
}

/** The path of an actor from the root, by child ids: '' for the root, 'bootstrap', 'bootstrap.loadGuest'. */
export function actorPath(ref: AnyActorRef, root: AnyActorRef): string {
  const parts: string[] = [];
  let current: AnyActorRef | undefined = ref;
  while (current && current !== root) {
    parts.unshift(current.id);
    current = current._parent;
  }
  return parts.join('.');
}

/**
 * The actor at a path of `actorPath`. A child id may itself hold dots (list actors are named
 * `cams.top.list`), so each step takes the child whose id the rest of the path starts with,
 * the longest such id first.
 */
export function resolvePath(path: string, root: AnyActorRef): AnyActorRef | undefined {
  let current: AnyActorRef = root;
  let rest = path;
  while (rest !== '') {
    const snapshot = current.getSnapshot() as
      { children?: Record<string, AnyActorRef> } | undefined;
    const children = snapshot?.children ?? {};
    const id = Object.keys(children)
      .filter((key) => rest === key || rest.startsWith(`${key}.`))
      .sort((a, b) => b.length - a.length)[0];
    const child = id === undefined ? undefined : children[id];
    if (id === undefined || !child) return undefined;
    current = child;
    rest = rest.slice(id.length + 1);
  }
  return current;
}

/** The system id of the root actor: inputs for the whole app go to it. */
export const ROOT_SYSTEM_ID = 'app';

/** Creates the root actor, fresh or restored from an anchor, on the engine's clock. */
export function createRootActor<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options: { clock: EngineClock; input: unknown; anchor: Anchor | null; timers: TimerIndex },
): Actor<TLogic> {
  const actor = createActor(logic, {
    systemId: ROOT_SYSTEM_ID,
    clock: options.clock,
    input: options.input as never,
    ...(options.anchor ? { snapshot: options.anchor.snapshot as never } : {}),
  });
  options.timers.attach(options.clock, actor);
  return actor;
}
