import type { EventObject } from 'xstate';
import type { StreamSubscribe } from '../io.ts';

/**
 * A stream service whose code is imported when it is first subscribed to (issue 50 §5): a page
 * that never opens the stream (a visitor's, for the realtime socket) never loads it. `load` runs
 * once (again after a failure), and the stream it gives serves every later subscription at once.
 * The commands the machine sends before the code is in wait, in order, and reach the stream as
 * soon as it subscribes; a cleanup before then cancels it. A load that fails ends the
 * subscription with `failed(error)`'s fact, if any (the realtime socket's: a close, on which its
 * machine reconnects and so asks for the code again).
 *
 * @example
 * const socket = streamOnDemand(
 *   () => import('./socket.ts').then((module) => module.createSocket(deps)),
 *   () => ({ type: 'socket.closed', code: 1006 }),
 * );
 */
export function streamOnDemand<TEvent extends EventObject, TInput>(
  load: () => Promise<StreamSubscribe<TEvent, TInput>>,
  failed: (error: unknown) => TEvent | null,
): StreamSubscribe<TEvent, TInput> {
  let loaded: StreamSubscribe<TEvent, TInput> | null = null;
  let loading: Promise<StreamSubscribe<TEvent, TInput>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (subscribe) => (loaded = subscribe),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return (args) => {
    if (loaded) return loaded(args);
    const { input, emit, receive } = args;
    let closed = false;
    let cleanup: (() => void) | null = null;
    let listener: ((command: EventObject) => void) | null = null;
    const waiting: EventObject[] = [];
    receive((command) => {
      if (listener) listener(command);
      else waiting.push(command);
    });
    loadOnce().then(
      (subscribe) => {
        if (closed) return;
        cleanup = subscribe({
          input,
          emit,
          receive: (next) => {
            listener = next;
            for (const command of waiting.splice(0)) next(command);
          },
        });
      },
      (error: unknown) => {
        if (closed) return;
        const fact = failed(error);
        if (fact) emit(fact);
      },
    );
    return () => {
      closed = true;
      cleanup?.();
    };
  };
}
