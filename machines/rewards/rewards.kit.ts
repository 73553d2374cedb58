import type { EventObject, MachineContext } from 'xstate';
import { toSystem, type ModalOpenEvent } from '../shared/domainEvents.ts';
import { toFailure } from './rewards.shared.ts';
import type { RewardsChildInput, RewardsRequest } from './rewards.types.ts';

/**
 * The setup every rewards child repeats (bonus code, daily bonus, game attempts, special events):
 * it starts with the rewards root's request and whether the guest may play as input (a visitor's
 * page asks to log in), and each page's data is one call that loads with that request, stores
 * its answer and keeps the failure for the page's error line. Pure: guards and config pieces only.
 */

/** The context every rewards child keeps besides its own: its spawn input. */
export type RewardsChildContext = RewardsChildInput;

/** Assigner of `storeError` (`assign(storeError)`): a failed call as plain data. */
export const storeError = (_: unknown, params: { error: unknown }) => ({
  error: toFailure(params.error),
});

/** Guard `isLoggedIn`: the child's guest may play (visitors are asked to log in). */
export const isLoggedIn = ({ context }: { context: RewardsChildContext }) => context.loggedIn;

/**
 * The state a child starts in: a logged-in guest goes on to `target` (guard `isLoggedIn`), a
 * visitor to the sibling state `visitor`.
 */
export function byGuest<TTarget extends string>(target: TTarget) {
  return {
    always: [{ guard: 'isLoggedIn' as const, target }, { target: 'visitor' as const }],
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

/** The input of a call that needs only the request. */
export const requestInput = ({ context }: { context: RewardsChildContext }): RewardsRequest =>
  context.request;

/** The input of `markBoxSeen`: the request and the box key to mark. */
export interface BoxSeenInput {
  request: RewardsRequest;
  key: string;
}

/**
 * Action `openBox` (`openBox: openBoxAction<Context, Event>()`): asks the modal manager (system
 * id `modals`) to open a rewards box; nothing when there is none (`params.box` null).
 */
export function openBoxAction<TContext extends MachineContext, TEvent extends EventObject>() {
  return toSystem<'modals', TContext, TEvent, { box: ModalOpenEvent | null }>(
    'modals',
    (_, params) => (params.box ? params.box : []),
  );
}
