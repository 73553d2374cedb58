import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { AnyActorRef, EventObject, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import type { realtimeMachine } from '../../machines/realtime/realtime.machine.ts';
import type { reportMachine } from '../../machines/report/report.machine.ts';
import type { shellMachine } from '../../machines/shell/shell.machine.ts';
import type { EventLog, LogRecord } from './log/records.ts';
import type { FeatureSnapshots } from './features/index.ts';
import type { SystemId } from './system.ts';

/**
 * What views may do with the engine: read actors by system id and send them events; developer and
 * support surfaces (inspector, report) also read the log.
 */
export interface EngineHandle {
  /** Records the event as a guest input and delivers it to that actor. */
  send<TEvent extends EventObject>(to: SystemId, event: TEvent): void;
  get(systemId: string): AnyActorRef | undefined;
  /** The log of the ring, ending with a fresh checkpoint. */
  exportLog?(): EventLog;
  /** Each record as it is written; returns the unsubscribe. */
  onRecord?(listener: (record: LogRecord) => void): () => void;
  /** The root actor (system id `app`), for the inspector's actor tree. */
  readonly root?: AnyActorRef;
}

interface SystemSnapshots extends FeatureSnapshots {
  app: SnapshotFrom<typeof appMachine>;
  bootstrap: SnapshotFrom<typeof bootstrapMachine>;
  shell: SnapshotFrom<typeof shellMachine>;
  realtime: SnapshotFrom<typeof realtimeMachine>;
  report: SnapshotFrom<typeof reportMachine>;
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

export function useEngine(): EngineHandle {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside <EngineProvider>');
  return engine;
}

/**
 * Reads one actor of the system through a selector; re-renders only when the selected value
 * changes (by `compare`, identity by default).
 *
 * @example
 * const guest = useSystemSelector('guest', selectGuestSummary);
 */
export function useSystemSelector<K extends SystemId, T>(
  systemId: K,
  selector: (snapshot: SystemSnapshots[K]) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const actor = useEngine().get(systemId);
  if (!actor) throw new Error(`no actor '${systemId}' in the system`);
  return useSelector(actor, selector as (snapshot: unknown) => T, compare);
}
