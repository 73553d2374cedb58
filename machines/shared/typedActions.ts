import {
  assign,
  enqueueActions,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';

/**
 * `assign` (`update`) and `enqueueActions` (`effects`) bound to one machine's context and events,
 * for actions written outside its `setup` (a concern module beside the machine): inference inside
 * `setup` cannot relate actions built elsewhere, or enqueueing ones, to the named actions with
 * params. The enqueued actions are built-in ones only, so the other type parameters are `never`,
 * as `toSystem`'s: they fit any `setup`.
 *
 * @example
 * const { update, effects } = typedActions<MessengerContext, MessengerEvent>();
 * const clearBasket = update(() => ({ basket: emptyBasket }));
 */
export function typedActions<TContext extends MachineContext, TEvent extends EventObject>() {
  return {
    update: <P extends ParameterizedObject['params'] | undefined = undefined>(
      assigner: (args: { context: TContext; event: TEvent }, params: P) => Partial<TContext>,
    ) => assign<TContext, TEvent, P, TEvent, never>(assigner),
    effects: <P extends ParameterizedObject['params'] | undefined = undefined>(
      collect: Parameters<
        typeof enqueueActions<TContext, TEvent, P, TEvent, never, never, never, never, EventObject>
      >[0],
    ) =>
      enqueueActions<TContext, TEvent, P, TEvent, never, never, never, never, EventObject>(collect),
  };
}
