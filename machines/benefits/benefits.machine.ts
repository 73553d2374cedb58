import { assign, setup } from 'xstate';
import { toFailure, type IoFailure } from '../rewards/rewards.shared.ts';
import type {
  Benefits,
  BenefitsReloadEvent,
  RewardsReadyEvent,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface BenefitsContext {
  request: RewardsRequest | null;
  benefits: Benefits | null;
  error: IoFailure | null;
}

export type BenefitsEvent = RewardsReadyEvent | BenefitsReloadEvent | { type: 'ui.retry' };

/**
 * The guest's benefits (seed 001 §3): vouchers by type, spin-wheel spins, messenger gifts, free
 * messages and show tickets. Loaded once the app is ready, and again whenever a game, the daily
 * bonus or a bonus code changed them (`benefits.reload`). Visitors have none.
 */
export const benefitsMachine = setup({
  types: {
    context: {} as BenefitsContext,
    events: {} as BenefitsEvent,
    tags: {} as 'loading',
  },
  actors: { loadBenefits: placeholderCall<Benefits, RewardsRequest>('loadBenefits') },
  actions: {
    storeRequest: assign((_, params: { request: RewardsRequest }) => ({ request: params.request })),
    storeBenefits: assign((_, params: { benefits: Benefits }) => ({
      benefits: params.benefits,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toFailure(params.error) })),
  },
  guards: { isLoggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn },
}).createMachine({
  id: 'benefits',
  context: { request: null, benefits: null, error: null },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'rewards.ready': [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) },
            target: 'loading',
            actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
          },
          { target: 'visitor' },
        ],
      },
    },
    /** Not logged in: nothing to load. */
    visitor: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadBenefits',
        src: 'loadBenefits',
        input: ({ context }) => context.request!,
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
