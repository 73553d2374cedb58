import { useSelector } from '@xstate/react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import type { reportMachine } from '../../machines/report/report.machine.ts';
import type { shellMachine } from '../../machines/shell/shell.machine.ts';
import type { EventLog, LogRecord } from './log/records.ts';
import type { FeatureSnapshots } from './features/index.ts';
import type { EventFor, SystemId } from '../../machines/shared/systemEvents.ts';

/**
 * What views may do with the engine: read actors by system id and send them events; developer and
 * support surfaces (inspector, report) also read the log.
 */
export interface EngineHandle {
  /**
   * Records the event as a guest input and delivers it to that actor; the event must be one the
   * actor accepts (`SystemEvents`).
   */
  send<K extends SystemId>(to: K, event: EventFor<K>): void;
  get(systemId: string): AnyActorRef | undefined;
  /** The log of the ring, ending with a fresh checkpoint. */
  exportLog?(): EventLog;
  /** Each record as it is written; returns the unsubscribe. */
  onRecord?(listener: (record: LogRecord) => void): () => void;
  /** The root actor (system id `app`), for the inspector's actor tree. */
  readonly root?: AnyActorRef;
  /**
   * The session's own time for countdowns and running clocks, where it is not the browser's: a
   * replayed session shows the time of the record it stands at (decision 0002), never the
   * viewer's. Live, there is none and views read the browser's time.
   */
  readonly sessionClock?: ViewClock;
}

/** A clock views read: ms since the epoch as the session saw them, and when that moves. */
export interface ViewClock {
  now: () => number;
  subscribe: (listener: () => void) => () => void;
}

interface SystemSnapshots extends FeatureSnapshots {
  app: SnapshotFrom<ReturnType<typeof appMachine>>;
  bootstrap: SnapshotFrom<ReturnType<typeof bootstrapMachine>>;
  shell: SnapshotFrom<ReturnType<typeof shellMachine>>;
  report: SnapshotFrom<ReturnType<typeof reportMachine>>;
}

const EngineContext = createContext<EngineHandle | null>(null);

/** Hands the engine to the views; the engine, not React, decides when actors start and stop. */
export function EngineProvider({
  engine,
  children,
}: {
  engine: EngineHandle;
  children: ReactNode;
}) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** The session's clock when it is not the browser's (a replay), else undefined. */
export function useViewClock(): ViewClock | undefined {
  return useContext(EngineContext)?.sessionClock;
}

export function useEngine(): EngineHandle {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside <EngineProvider>');
  return engine;
}

/**
 * The send function for one actor, typed by its events.
 *
 * @example
 * const send = useSend('messenger');
 * send({ type: 'ui.send', data: { text } });
 */
export function useSend<K extends SystemId>(systemId: K): (event: EventFor<K>) => void {
  const engine = useEngine();
  return useCallback((event: EventFor<K>) => engine.send(systemId, event), [engine, systemId]);
}

/**
 * Reads one actor of the system through a selector; re-renders only when the selected value
 * changes (by `compare`, identity by default).
 *
 * @example
 * const guest = useSystemSelector('guest', selectGuestSummary);
 */
export function useSystemSelector<K extends keyof SystemSnapshots, T>(
  systemId: K,
  selector: (snapshot: SystemSnapshots[K]) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const actor = useEngine().get(systemId);
  if (!actor) throw new Error(`no actor '${systemId}' in the system`);
  return useSelector(actor, selector, compare);
}

/**
 * Like {@link useSystemSelector} for an actor that may not run yet (a lazy domain, decision
 * 0008): `fallback` until it starts; the view re-renders when it does (and, with `compare`,
 * only when the selected value changes by it), not when another domain starts.
 *
 * @example
 * const canPlay = useOptionalSystemSelector('content', selectCanPlayPreview, false);
 */
export function useOptionalSystemSelector<K extends SystemId & keyof SystemSnapshots, T>(
  systemId: K,
  selector: (snapshot: SystemSnapshots[K]) => T,
  fallback: T,
  compare?: (a: T, b: T) => boolean,
): T {
  const engine = useEngine();
  const store = useMemo(() => actorUnder(engine, systemId), [engine, systemId]);
  const actor = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useSelector(
    actor,
    (snapshot: unknown) =>
      snapshot === undefined ? fallback : selector(snapshot as SystemSnapshots[K]),
    compare,
  );
}

/**
 * The actor under `systemId` as a store React watches (`useSyncExternalStore`): told at each step
 * of the root, which spawns every domain (a lazy one as it starts, a failed one again on retry),
 * it renders a view again only when the actor under that id is another than the one it read (it
 * started, or was replaced), not when any other domain starts (a page's many tiles each read a
 * domain this way). An id that is not a domain (a domain's child with a system id of its own) is
 * looked up at each of the root's steps the same way.
 */
export function actorUnder(
  engine: Pick<EngineHandle, 'get'>,
  systemId: string,
): { subscribe: (onChange: () => void) => () => void; getSnapshot: () => AnyActorRef | undefined } {
  const root = engine.get('app');
  if (!root) throw new Error("no actor 'app' in the system");
  return {
    subscribe: (onChange) => {
      const subscription = root.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => engine.get(systemId),
  };
}
