import { actorIn } from '../shared/actorIn.ts';
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
import type { ModalOpenEvent } from '../shared/domainEvents.ts';
import { toFailure } from './rewards.shared.ts';
import type { RewardsReadyEvent, RewardsRequest } from './rewards.types.ts';

/**
 * The setup every rewards child repeats (bonus code, daily bonus, game attempts, special events):
 * `rewards.ready` stores the request for a logged-in guest (a visitor's page asks to log in), and
 * each page's data is one call that loads with that request, stores its answer and keeps the
 * failure for the page's error line. Pure: assigners, guards and config pieces only.
 */

/** The context every rewards child keeps besides its own. */
export interface RewardsChildContext {
  request: RewardsRequest | null;
}

/** Assigner of `storeRequest` (`assign(storeRequest)`): the request `rewards.ready` carried. */
export const storeRequest = (_: unknown, params: { request: RewardsRequest }) => ({
  request: params.request,
});

/** Assigner of `storeError` (`assign(storeError)`): a failed call as plain data. */
export const storeError = (_: unknown, params: { error: unknown }) => ({
  error: toFailure(params.error),
});

/** Guard `isLoggedIn`: the guest of `rewards.ready` may play (visitors are asked to log in). */
export const isLoggedIn = (_: unknown, params: { loggedIn: boolean }) => params.loggedIn;

type ReadyArgs = { event: RewardsReadyEvent };

/**
 * The `on` of the waiting state: a logged-in guest goes to `target` with the request stored
 * (action `storeRequest`, guard `isLoggedIn`), a visitor to the sibling state `visitor`.
 */
export function onRewardsReady<TTarget extends string>(target: TTarget) {
  return {
    'rewards.ready': [
      {
        guard: {
          type: 'isLoggedIn' as const,
          params: ({ event }: ReadyArgs) => ({ loggedIn: event.loggedIn }),
        },
        target,
        actions: {
          type: 'storeRequest' as const,
          params: ({ event }: ReadyArgs) => ({ request: event.request }),
        },
      },
      { target: 'visitor' as const },
    ],
  };
}

/**
 * The invoke of a state that loads a page's data: `src` is called (invoke id = src) with
 * `input`; its answer goes to the action `store` as `{ [key]: output }` and the state moves to
 * `done`; a failure goes to `storeError` and the state to `failed` (default `failed`). Curried so
 * the answer's type is named and the rest inferred: `loadInvoke<GameData>()({ src, … })`.
 */
export const loadInvoke =
  <TOutput>() =>
  <
    const TSrc extends string,
    const TStore extends string,
    const TKey extends string,
    TArgs,
    TInput,
  >(call: {
    src: TSrc;
    input: (args: TArgs) => TInput;
    store: TStore;
    key: TKey;
    done: string;
    failed?: string;
  }) => ({
    id: call.src,
    src: call.src,
    input: call.input,
    onDone: {
      target: call.done,
      actions: {
        type: call.store,
        params: ({ event }: { event: { output: TOutput } }) =>
          ({ [call.key]: event.output }) as Record<TKey, TOutput>,
      },
    },
    onError: {
      target: call.failed ?? 'failed',
      actions: {
        type: 'storeError' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
  });

/** The input of a call that needs only the request (set before any page opens). */
export const requestInput = ({ context }: { context: RewardsChildContext }): RewardsRequest =>
  context.request!;

/** The input of `markBoxSeen`: the request and the box key to mark. */
export interface BoxSeenInput {
  request: RewardsRequest;
  key: string;
}

/**
 * Action `openBox` (`openBox: openBoxAction<Context, Event>()`): asks the modal manager (system
 * id `modals`) to open a rewards box; nothing when there is none (`params.box` null) or no modal
 * manager runs (a machine tested alone). Its other type parameters are `never`, as `toSystem`'s.
 */
export function openBoxAction<TContext extends MachineContext, TEvent extends EventObject>() {
  return enqueueActions<
    TContext,
    TEvent,
    { box: ModalOpenEvent | null },
    TEvent,
    never,
    never,
    never,
    never,
    EventObject
  >(({ enqueue, system }, params) => {
    const modals = actorIn(system, 'modals');
    if (params.box && modals) enqueue.sendTo(modals, params.box);
  });
}
