import { assign, setup } from 'xstate';
import {
  isLoggedIn,
  loadInvoke,
  byGuest,
  requestInput,
  storeError,
} from '../rewards/rewards.kit.ts';
import type { IoFailure } from '../rewards/rewards.shared.ts';
import type {
  BonusCodeCheck,
  BonusCodeConfig,
  RedeemReply,
  RemainingBonusCode,
  RewardsChildInput,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import type { UpdateArrivedEvent } from '../shared/domainEvents.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface BonusCodeContext {
  request: RewardsRequest;
  loggedIn: boolean;
  /** The code being checked or redeemed (trimmed). */
  code: string;
  /** What the code gives, from the check, then from the redeem reply. */
  config: BonusCodeConfig | null;
  /** Why the platform refused the code (`canRedeem.reason`, or `not_redeemed`). */
  reason: string | null;
  error: IoFailure | null;
  /** The `bonusCodeRedeemed` push, once the guest machine handed it over. */
  pushed: Record<string, unknown> | null;
  remaining: RemainingBonusCode[];
}

export type BonusCodeEvent =
  { type: 'ui.submit'; code: string } | { type: 'ui.retryRemaining' } | UpdateArrivedEvent;

type CodeInput = { request: RewardsRequest; code: string };

/**
 * Bonus-code redemption (seed 000 §5, §7; seed 001 §7): a non-empty code is checked with the query
 * service (`canRedeem`), then redeemed (POST `redeemBonus`). The `bonusCodeRedeemed` push belongs
 * to the guest machine, which runs the handler registered here (`guest.awaitUpdate`) and hands the
 * push over as `guest.updateArrived`; then the remaining codes and the benefits load again.
 */
export const bonusCodeMachine = setup({
  types: {
    context: {} as BonusCodeContext,
    input: {} as RewardsChildInput,
    events: {} as BonusCodeEvent,
    tags: {} as 'busy',
  },
  actors: {
    checkCode: placeholderCall<BonusCodeCheck, CodeInput>('checkCode'),
    redeemCode: placeholderCall<RedeemReply, CodeInput>('redeemCode'),
    loadRemaining: placeholderCall<RemainingBonusCode[], RewardsRequest>('loadRemaining'),
  },
  actions: {
    startCode: assign((_, params: { code: string }) => ({
      code: params.code.trim(),
      config: null,
      reason: null,
      error: null,
      pushed: null,
    })),
    storeCheck: assign((_, params: { check: BonusCodeCheck }) => ({
      config: params.check.bonusCode,
      reason: params.check.canRedeem.success ? null : (params.check.canRedeem.reason ?? 'unknown'),
    })),
    storeRedeemed: assign(({ context }, params: { reply: RedeemReply }) => ({
      config: params.reply.bonus ?? context.config,
      reason: params.reply.success ? null : 'not_redeemed',
    })),
    storePush: assign((_, params: { push: Record<string, unknown> }) => ({ pushed: params.push })),
    storeError: assign(storeError),
    storeRemaining: assign((_, params: { remaining: RemainingBonusCode[] }) => ({
      remaining: params.remaining,
    })),
    registerHandler: toSystem('guest', {
      type: 'guest.awaitUpdate' as const,
      update: 'bonusCode' as const,
      replyTo: 'bonusCode',
    }),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
  },
  guards: {
    isLoggedIn,
    isBlank: (_, params: { code: string }) => params.code.trim() === '',
    canRedeem: (_, params: { check: BonusCodeCheck }) => params.check.canRedeem.success,
    wasRedeemed: (_, params: { reply: RedeemReply }) => params.reply.success,
    isBonusCodeUpdate: (_, params: { update: string }) => params.update === 'bonusCode',
    pushArrived: ({ context }) => context.pushed !== null,
  },
}).createMachine({
  id: 'bonusCode',
  context: ({ input }) => ({
    ...input,
    code: '',
    config: null,
    reason: null,
    error: null,
    pushed: null,
    remaining: [],
  }),
  initial: 'starting',
  states: {
    starting: byGuest('active'),
    /** Not logged in: the page asks to log in first. */
    visitor: {},
    active: {
      type: 'parallel',
      states: {
        remaining: {
          initial: 'loading',
          states: {
            loading: {
              invoke: loadInvoke<RemainingBonusCode[]>()({
                src: 'loadRemaining',
                input: requestInput,
                store: 'storeRemaining',
                key: 'remaining',
                done: 'loaded',
              }),
            },
            loaded: { on: { 'guest.updateArrived': 'loading' } },
            failed: { on: { 'ui.retryRemaining': 'loading', 'guest.updateArrived': 'loading' } },
          },
        },
        form: {
          initial: 'editing',
          on: {
            'ui.submit': [
              {
                guard: { type: 'isBlank', params: ({ event }) => ({ code: event.code }) },
                target: '.invalid',
              },
              {
                target: '.checking',
                actions: { type: 'startCode', params: ({ event }) => ({ code: event.code }) },
              },
            ],
          },
          states: {
            editing: {},
            /** An empty code: nothing was sent (seed 000 §5). */
            invalid: {},
            checking: {
              tags: 'busy',
              on: { 'ui.submit': {} },
              invoke: {
                id: 'checkCode',
                src: 'checkCode',
                input: ({ context }) => ({ request: context.request, code: context.code }),
                onDone: [
                  {
                    guard: { type: 'canRedeem', params: ({ event }) => ({ check: event.output }) },
                    target: 'redeeming',
                    actions: {
                      type: 'storeCheck',
                      params: ({ event }) => ({ check: event.output }),
                    },
                  },
                  {
                    target: 'refused',
                    actions: {
                      type: 'storeCheck',
                      params: ({ event }) => ({ check: event.output }),
                    },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            redeeming: {
              tags: 'busy',
              entry: 'registerHandler',
              on: {
                'ui.submit': {},
                // The push may overtake the reply.
                'guest.updateArrived': {
                  guard: {
                    type: 'isBonusCodeUpdate',
                    params: ({ event }) => ({ update: event.update }),
                  },
                  actions: { type: 'storePush', params: ({ event }) => ({ push: event.push }) },
                },
              },
              invoke: {
                id: 'redeemCode',
                src: 'redeemCode',
                input: ({ context }) => ({ request: context.request, code: context.code }),
                onDone: [
                  {
                    guard: {
                      type: 'wasRedeemed',
                      params: ({ event }) => ({ reply: event.output }),
                    },
                    target: 'redeemed',
                    actions: [
                      { type: 'storeRedeemed', params: ({ event }) => ({ reply: event.output }) },
                      'reloadBenefits',
                      'reloadBalance',
                    ],
                  },
                  {
                    target: 'refused',
                    actions: {
                      type: 'storeRedeemed',
                      params: ({ event }) => ({ reply: event.output }),
                    },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** Redeemed: the benefits are shown; the platform's push confirms it. */
            redeemed: {
              initial: 'awaitingPush',
              states: {
                awaitingPush: {
                  always: { guard: 'pushArrived', target: 'confirmed' },
                  on: {
                    'guest.updateArrived': {
                      guard: {
                        type: 'isBonusCodeUpdate',
                        params: ({ event }) => ({ update: event.update }),
                      },
                      target: 'confirmed',
                      actions: [
                        { type: 'storePush', params: ({ event }) => ({ push: event.push }) },
                        'reloadBenefits',
                      ],
                    },
                  },
                },
                confirmed: {},
              },
            },
            /** The platform said no (`canRedeem.success` false or `redeemBonus` success false). */
            refused: {},
            /** The call failed; the code stays in the field to try again. */
            failed: {},
          },
        },
      },
    },
  },
});
