import { assign, enqueueActions, setup } from 'xstate';
import { toFailure, type IoFailure } from '../rewards/rewards.shared.ts';
import { byGuest, isLoggedIn } from '../rewards/rewards.kit.ts';
import type {
  Benefits,
  BenefitsReloadEvent,
  RewardsChildInput,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { VIP30_HISTORY_LIST, VIP30_MONTHS, vip30HistoryListMachine } from './vip30History.ts';

export interface BenefitsContext extends RewardsChildInput {
  benefits: Benefits | null;
  error: IoFailure | null;
}

export type BenefitsEvent = BenefitsReloadEvent | { type: 'ui.retry' };

/**
 * The guest's benefits (seed 001 §3): vouchers by type, spin-wheel spins, messenger gifts, free
 * messages and show tickets. Loaded once the app is ready, and again whenever a game, the daily
 * bonus or a bonus code changed them (`benefits.reload`). Visitors have none.
 */
export const benefitsMachine = setup({
  types: {
    context: {} as BenefitsContext,
    input: {} as RewardsChildInput,
    events: {} as BenefitsEvent,
    tags: {} as 'loading',
  },
  actors: {
    loadBenefits: placeholderCall<Benefits, RewardsRequest>('loadBenefits'),
    vip30History: vip30HistoryListMachine,
  },
  actions: {
    /** The VIP30 value history (vip30History.ts): a list of its own, asked at once for a guest. */
    spawnHistory: enqueueActions(({ context, enqueue }) => {
      enqueue.spawnChild('vip30History', {
        id: VIP30_HISTORY_LIST,
        systemId: VIP30_HISTORY_LIST,
        input: {
          limit: VIP30_MONTHS,
          ttlMs: 0,
          gridType: 'vip30History',
          ...(context.loggedIn ? { query: { request: context.request } } : {}),
        },
      });
    }),
    storeBenefits: assign((_, params: { benefits: Benefits }) => ({
      benefits: params.benefits,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error) })),
  },
  guards: { isLoggedIn },
}).createMachine({
  id: 'benefits',
  context: ({ input }) => ({ ...input, benefits: null, error: null }),
  entry: 'spawnHistory',
  initial: 'starting',
  states: {
    starting: byGuest('loading'),
    /** Not logged in: nothing to load. */
    visitor: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadBenefits',
        src: 'loadBenefits',
        input: ({ context }) => context.request,
        onDone: {
          target: 'ready',
          actions: { type: 'storeBenefits', params: ({ event }) => ({ benefits: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: { on: { 'benefits.reload': 'loading' } },
    /** The last benefits (if any) stay shown with the error. */
    failed: { on: { 'ui.retry': 'loading', 'benefits.reload': 'loading' } },
  },
});
