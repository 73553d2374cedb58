import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * A typed stand-in for an I/O actor: machines declare the shape, `src/engine` provides the real
 * (recorded) one with `machine.provide`. Running it unprovided is a wiring bug, so it says so.
 */
export function placeholderCall<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`'${name}' was not provided by the engine`)),
  );
}
