import {
  fromCallback,
  type AnyActorRef,
  type CallbackActorLogic,
  type EventObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type PromiseSnapshot,
} from 'xstate';
import { deliverTo } from './domains/deliver.ts';
import type { IoOutcome } from './log/records.ts';

/**
 * A synchronous read (a clock, a cookie, an id) as a service call's promise: its value, or what
 * it throws as the rejection, as an `async` function would give them.
 */
export const readIo = <TOutput>(read: () => TOutput): Promise<TOutput> =>
  new Promise((resolve) => resolve(read()));

/** A service call: the real I/O, run only live. Rejections become plain data (`failureOf`, machines/shared/failure.ts). */
export type IoRun<TOutput, TInput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/** A stream service (socket, postMessage, graphql-ws): emits facts, receives commands, returns cleanup. */
export type StreamSubscribe<TEvent extends EventObject, TInput> = (args: {
  input: TInput;
  emit: (event: TEvent) => void;
  receive: (listener: (command: EventObject) => void) => void;
}) => () => void;

/**
 * What an I/O actor asks of the engine. Live, the engine runs the call and records its outcome
 * before delivering it; in replay it answers from the recorded `io` and `push` records.
 */
export interface IoBroker {
  startCall(args: {
    source: string;
    input: unknown;
    run: IoRun<unknown, unknown> | undefined;
    restoredCall: number | undefined;
    deliver: (outcome: IoOutcome) => void;
  }): { call: number; cancel: () => void };
  /**
   * Opens a stream under a number (`restoredStream` when an anchor restored the stream's actor),
   * so each push names the stream it came from; returns the number and the cleanup.
   */
  openStream(args: {
    source: string;
    input: unknown;
    subscribe: StreamSubscribe<EventObject, unknown> | undefined;
    restoredStream: number | undefined;
    sendBack: (event: EventObject) => void;
    receive: (listener: (command: EventObject) => void) => void;
    route: StreamRoute | undefined;
  }): { stream: number; close: () => void };
}

/**
 * Where a stream's event goes in one hop: the system id of the actor that owns it, or null for
 * the invoking machine (the default); optionally with observers, actors that get a copy only
 * while they run. Live and replay deliver by the same route.
 */
export type StreamRoute = (
  eventType: string,
) => string | null | { owner: string | null; observers: readonly string[] };

/** Delivers a stream's event to its owner by system id, or back to the invoking machine. */
export function deliverStreamEvent(
  system: { get(systemId: string): AnyActorRef | undefined },
  route: StreamRoute | undefined,
  sendBack: (event: EventObject) => void,
  event: EventObject,
): void {
  const target = route?.(event.type) ?? null;
  const owner = typeof target === 'object' && target !== null ? target.owner : target;
  // A push for a lazy domain not started yet waits for it at the root (decision 0008).
  if (!owner || !deliverTo(system, owner, event)) sendBack(event);
  // Observers see it only while they run: a copy never starts a domain.
  if (typeof target === 'object' && target !== null)
    for (const observer of target.observers) system.get(observer)?.send(event);
}

const IO_SETTLED = 'engine.io.settled';
type IoSnapshot<TOutput, TInput> = PromiseSnapshot<TOutput, TInput> & { call?: number };

/**
 * Actor logic for one recorded service call. It behaves like `fromPromise` for the machine that
 * invokes it (done and error events carry the output or a `Failure`), but its outcome
 * arrives synchronously through the engine, in log order, so replay is exact.
 */
export function recordedCall<TOutput, TInput>(
  source: string,
  broker: IoBroker,
  run?: IoRun<TOutput, TInput>,
): PromiseActorLogic<TOutput, TInput> {
  const cancels = new WeakMap<AnyActorRef, () => void>();
  const logic = {
    config: run,
    transition(
      snapshot: IoSnapshot<TOutput, TInput>,
      event: { type: string; outcome?: IoOutcome },
      scope: { self: AnyActorRef },
    ) {
      if (snapshot.status !== 'active') return snapshot;
      if (event.type === 'xstate.stop') {
        cancels.get(scope.self)?.();
        cancels.delete(scope.self);
        return { ...snapshot, status: 'stopped', input: undefined };
      }
      if (event.type !== IO_SETTLED || !event.outcome) return snapshot;
      cancels.delete(scope.self);
      return event.outcome.ok
        ? { ...snapshot, status: 'done', output: event.outcome.output as TOutput, input: undefined }
        : { ...snapshot, status: 'error', error: event.outcome.error, input: undefined };
    },
    start(snapshot: IoSnapshot<TOutput, TInput>, scope: { self: AnyActorRef }) {
      if (snapshot.status !== 'active') return;
      const { call, cancel } = broker.startCall({
        source,
        input: snapshot.input,
        run: run as IoRun<unknown, unknown> | undefined,
        restoredCall: snapshot.call,
        deliver: (outcome) => scope.self.send({ type: IO_SETTLED, outcome }),
      });
      // The call number lives in the snapshot so that a restored anchor waits for the same record.
      snapshot.call = call;
      cancels.set(scope.self, cancel);
    },
    getInitialSnapshot(_scope: unknown, input: TInput): IoSnapshot<TOutput, TInput> {
      return { status: 'active', output: undefined, error: undefined, input };
    },
    getPersistedSnapshot: (snapshot: IoSnapshot<TOutput, TInput>) => snapshot,
    restoreSnapshot: (snapshot: IoSnapshot<TOutput, TInput>) => snapshot,
  };
  return logic as unknown as PromiseActorLogic<TOutput, TInput>;
}

/**
 * Actor logic for a recorded stream. Live, every event the service emits becomes a `push` record
 * before the invoking machine sees it; in replay the pushes come from the log. The stream's
 * number lives in its snapshot (as a call's does), so a stream restored from an anchor takes the
 * pushes recorded for it.
 */
export function recordedStream<TEvent extends EventObject, TInput = NonReducibleUnknown>(
  source: string,
  broker: IoBroker,
  subscribe?: StreamSubscribe<TEvent, TInput>,
  route?: StreamRoute,
): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(({ input, sendBack, receive, self }) => {
    // fromCallback keeps and persists this very snapshot object while the stream runs.
    const snapshot = self.getSnapshot() as { stream?: number };
    const { stream, close } = broker.openStream({
      source,
      input,
      subscribe: subscribe as StreamSubscribe<EventObject, unknown> | undefined,
      restoredStream: snapshot.stream,
      sendBack,
      receive,
      route,
    });
    snapshot.stream = stream;
    return close;
  });
}
