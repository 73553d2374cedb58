import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { isLoggedIn, loadInvoke, byGuest, storeError } from '../rewards/rewards.kit.ts';
import { toFailure, type IoFailure } from '../rewards/rewards.shared.ts';
import type {
  AttemptResult,
  GameData,
  GameType,
  RewardsChildInput,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface GameAttemptsContext {
  request: RewardsRequest;
  loggedIn: boolean;
  /** The game the open page shows (spin wheel in the personal area, slot machine event). */
  gameType: GameType | null;
  game: GameData | null;
  /** The last attempt's outcome. */
  lastResult: AttemptResult | null;
  /** Why the last attempt gave nothing: the server's errorMessage, `no_result`, or the call's failure. */
  refusal: string | null;
  error: IoFailure | null;
}

export type GameAttemptsEvent =
  | { type: 'ui.open'; gameType: GameType }
  | { type: 'ui.close' }
  | { type: 'ui.useAttempt' }
  | { type: 'ui.retry' }
  /** Internal: an attempt at the game shown (its id is the loaded game's), raised by `ui.useAttempt`. */
  | { type: 'game.attempt'; gameId: number };

type GameInput = { request: RewardsRequest; gameType: GameType };
type AttemptInput = { request: RewardsRequest; gameId: number };

/**
 * The reward games (seed 001 §3, §4): config (dates, daily attempts, per-day configs, languages)
 * and the guest's info (gained rewards, points, attempts left today) load when a game page opens;
 * a use attempt answers with a result or the server's errorMessage. No data is `null` from the
 * service, shown as a clear failure. Spins and vouchers won change the benefits, which reload.
 */
export const gameAttemptsMachine = setup({
  types: {
    context: {} as GameAttemptsContext,
    input: {} as RewardsChildInput,
    events: {} as GameAttemptsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadGame: placeholderCall<GameData, GameInput>('loadGame'),
    useAttempt: placeholderCall<AttemptResult | null, AttemptInput>('useAttempt'),
  },
  actions: {
    openGame: assign(({ context }, params: { gameType: GameType }) => ({
      gameType: params.gameType,
      // Another game's data is not shown while this one loads.
      game: context.gameType === params.gameType ? context.game : null,
      lastResult: null,
      refusal: null,
      error: null,
    })),
    storeGame: assign((_, params: { game: GameData }) => ({ game: params.game, error: null })),
    storeError: assign(storeError),
    storeResult: assign(({ context }, params: { result: AttemptResult }) => ({
      lastResult: params.result,
      refusal: null,
      game: context.game && { ...context.game, guestInfo: params.result.guestInfo },
    })),
    storeRefusal: assign((_, params: { refusal: string }) => ({
      refusal: params.refusal,
      lastResult: null,
    })),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }),
  },
  guards: {
    isLoggedIn,
    hasAttemptsLeft: ({ context }) => (context.game?.guestInfo.attemptsLeftToday ?? 0) > 0,
    isEmpty: (_, params: { result: AttemptResult | null }) => params.result === null,
    isRefused: (_, params: { result: AttemptResult | null }) =>
      params.result !== null && params.result.errorMessage !== null,
  },
}).createMachine({
  id: 'gameAttempts',
  context: ({ input }) => ({
    ...input,
    gameType: null,
    game: null,
    lastResult: null,
    refusal: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: byGuest('closed'),
    /** Not logged in: game pages ask to log in. */
    visitor: {},
    /** No game page is open. */
    closed: {
      on: {
        'ui.open': {
          target: 'open',
          actions: { type: 'openGame', params: ({ event }) => ({ gameType: event.gameType }) },
        },
      },
    },
    open: {
      on: {
        'ui.close': 'closed',
        'ui.open': {
          target: 'open',
          reenter: true,
          actions: { type: 'openGame', params: ({ event }) => ({ gameType: event.gameType }) },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: loadInvoke<GameData>()({
            src: 'loadGame',
            // Entered only by opening a game (a retry opens it again): the game is the event's.
            input: ({
              context,
              event,
            }: {
              context: GameAttemptsContext;
              event: GameAttemptsEvent;
            }) => {
              assertEvent(event, 'ui.open');
              return { request: context.request, gameType: event.gameType };
            },
            store: 'storeGame',
            key: 'game',
            done: 'playing',
          }),
        },
        failed: {
          on: {
            // A retry opens the game asked for again (a failed load showed nothing of it).
            'ui.retry': {
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.gameType)
                  enqueue.raise({ type: 'ui.open', gameType: context.gameType });
              }),
            },
          },
        },
        playing: {
          initial: 'ready',
          on: {
            // An attempt goes to the game the page shows.
            'ui.useAttempt': {
              guard: 'hasAttemptsLeft',
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.game)
                  enqueue.raise({ type: 'game.attempt', gameId: context.game.config.id });
              }),
            },
            'game.attempt': '.using',
          },
          states: {
            ready: {},
            using: {
              tags: 'busy',
              on: { 'ui.useAttempt': {} },
              invoke: {
                id: 'useAttempt',
                src: 'useAttempt',
                // Entered only by an attempt: the game is the event's.
                input: ({ context, event }) => {
                  assertEvent(event, 'game.attempt');
                  return { request: context.request, gameId: event.gameId };
                },
                onDone: [
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => ({ result: event.output }) },
                    target: 'refused',
                    actions: { type: 'storeRefusal', params: { refusal: 'no_result' } },
                  },
                  {
                    guard: { type: 'isRefused', params: ({ event }) => ({ result: event.output }) },
                    target: 'refused',
                    actions: {
                      type: 'storeRefusal',
                      params: ({ event }) => ({ refusal: event.output!.errorMessage! }),
                    },
                  },
                  {
                    target: 'won',
                    actions: [
                      { type: 'storeResult', params: ({ event }) => ({ result: event.output! }) },
                      'reloadBenefits',
                    ],
                  },
                ],
                onError: {
                  target: 'refused',
                  actions: {
                    type: 'storeRefusal',
                    params: ({ event }) => ({ refusal: toFailure(event.error).message }),
                  },
                },
              },
            },
            /** The result is shown (a reward, or a blank). */
            won: {},
            /** The attempt gave nothing: the reason is shown, attempts are as they were. */
            refused: {},
          },
        },
      },
    },
  },
});
