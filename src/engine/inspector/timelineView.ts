import type { AnyActorRef, EventObject, Observer } from 'xstate';
import type { ReplayTimeline } from './replayTimeline.ts';

type Listener = Partial<Observer<unknown>> | ((snapshot: unknown) => void);

/**
 * The replayed system as read-only actor refs at one position of a timeline, for rendering the
 * real views: each ref's snapshot is the one kept for that position, and its subscribers hear
 * only when the position moves and its snapshot changed. Sending is not replay: it goes to
 * `onSend` (the viewer says the view is read-only).
 *
 * @example
 * const view = new TimelineView(timeline, timeline.reachable, (to, e) => notice(to, e));
 * <EngineProvider engine={{ get: (id) => view.get(id), send: view.send }}>…
 * view.moveTo(120); // views re-render with the state after 120 records
 */
export class TimelineView {
  private readonly proxies = new Map<string, AnyActorRef>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly shown = new Map<string, unknown>();

  constructor(
    private readonly timeline: ReplayTimeline,
    private current: number,
    private readonly onSend: (to: string, event: EventObject) => void,
  ) {}

  get position(): number {
    return this.current;
  }

  /** The session's own time at the shown position, for the views' countdowns (`ViewClock.now`). */
  readonly now = (): number => this.timeline.sessionTimeAt(this.current);

  readonly send = (to: string, event: EventObject): void => this.onSend(to, event);

  /** Moves to another position and tells the subscribers whose actor changed. */
  moveTo(position: number): void {
    this.current = this.timeline.clamp(position);
    for (const [systemId, listeners] of this.listeners) {
      const real = this.timeline.systemRef(systemId);
      if (!real) continue;
      const snapshot = this.timeline.snapshotAt(this.current, real);
      if (this.shown.get(systemId) === snapshot) continue;
      this.shown.set(systemId, snapshot);
      for (const listener of [...listeners]) {
        if (typeof listener === 'function') listener(snapshot);
        else listener.next?.(snapshot);
      }
    }
  }

  get(systemId: string): AnyActorRef | undefined {
    const existing = this.proxies.get(systemId);
    if (existing) return existing;
    const real = this.timeline.systemRef(systemId);
    if (!real) return undefined;
    const listeners = new Set<Listener>();
    this.listeners.set(systemId, listeners);
    const read = () => {
      const snapshot = this.timeline.snapshotAt(this.current, real);
      this.shown.set(systemId, snapshot);
      return snapshot;
    };
    const proxy = {
      id: real.id,
      sessionId: `timeline:${systemId}`,
      systemId,
      src: real.src,
      system: real.system,
      getSnapshot: read,
      getPersistedSnapshot: read,
      send: (event: EventObject) => this.onSend(systemId, event),
      start: () => {},
      stop: () => {},
      subscribe: (listener: Listener) => {
        listeners.add(listener);
        return { unsubscribe: () => listeners.delete(listener) };
      },
      on: () => ({ unsubscribe: () => {} }),
    };
    const ref = proxy as unknown as AnyActorRef;
    this.proxies.set(systemId, ref);
    return ref;
  }
}
