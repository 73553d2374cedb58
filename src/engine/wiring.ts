import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import {
  recordedCall,
  recordedStream,
  type IoBroker,
  type IoRun,
  type StreamRoute,
  type StreamSubscribe,
} from './io.ts';
import type { LogHeader } from './log/records.ts';

/**
 * How the app's wiring turns services into actor logic. Live, `call` and `stream` run the given
 * service and record what it answers; in replay they ignore it and answer from the log.
 *
 * @example
 * const loadGuest = wiring.call('guest.load', services?.loadGuest);
 * provide(bootstrapMachine(), { actors: { loadGuest } });
 */
export interface Wiring {
  readonly mode: 'live' | 'replay';
  call<TOutput, TInput>(
    source: string,
    run: IoRun<TOutput, TInput> | undefined,
  ): PromiseActorLogic<TOutput, TInput>;
  stream<TEvent extends EventObject, TInput, TCommand extends EventObject = EventObject>(
    source: string,
    subscribe: StreamSubscribe<TEvent, TInput> | undefined,
    options?: { route?: StreamRoute },
  ): CallbackActorLogic<TCommand, TInput>;
  /** Adds facts to the log header (e.g. the loaded config, without secrets). Ignored in replay. */
  annotate(patch: Partial<Pick<LogHeader, 'config' | 'language'>>): void;
}

export function createWiring(
  mode: Wiring['mode'],
  broker: IoBroker,
  annotate: Wiring['annotate'],
): Wiring {
  return {
    mode,
    call: (source, run) => recordedCall(source, broker, run),
    stream: <TEvent extends EventObject, TInput, TCommand extends EventObject>(
      source: string,
      subscribe: StreamSubscribe<TEvent, TInput> | undefined,
      options?: { route?: StreamRoute },
    ) =>
      recordedStream(source, broker, subscribe, options?.route) as unknown as CallbackActorLogic<
        TCommand,
        TInput
      >,
    annotate,
  };
}
