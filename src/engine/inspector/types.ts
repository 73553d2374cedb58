import type { AnyActorRef, EventObject } from 'xstate';
import type { Anchor, EventLog, LogRecord } from '../log/records.ts';
import type { SystemId } from '../system.ts';

/**
 * What the inspector needs of the live engine (`LiveEngine` is one): the actors, the log as it
 * grows, and the way in for a hand-typed event, recorded like any input.
 */
export interface InspectableEngine {
  send<TEvent extends EventObject>(to: SystemId, event: TEvent): void;
  get(systemId: string): AnyActorRef | undefined;
  exportLog(): EventLog;
  onRecord(listener: (record: LogRecord) => void): () => void;
  readonly root: AnyActorRef;
}

/**
 * Starts the page's live system again from an anchor (the inspector's "continue live from here"):
 * the page stops its engine and runs a new one from that record on. Absent where the page cannot.
 */
export type ContinueLive = (anchor: Anchor) => void;
