import { assign, setup } from 'xstate';
import {
  toReplyTarget,
  toSystem,
  type DomainInput,
  type PayHost,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import {
  needsConfirmation,
  type OneClickError,
  type OneClickRequester,
  type OneClickResultEvent,
} from './oneClick.types.ts';
import type { CurrencyCode } from '../shared/money.ts';

/** Why the last charge failed: the server's code, or no answer in time. */
export type OneClickFailure = OneClickError | 'noAnswer' | 'unknown';

export interface OneClickContext {
  /** Who asked for this top-up (and gets `oneClick.result`). */
  requester: OneClickRequester | null;
  /** The messenger channel the top-up is for (`NO_CHANNEL` from the live chat). */
  channelId: number;
  /** The performer the top-up is for: the pay tour's money charge names her (decision 0032). */
  host: PayHost | null;
  /** The amounts her one-click settings offer, as `canOneClickResult` listed them. */
  amounts: number[];
  /** The guest's currency (the session's, from the input): the amounts are in it. */
  currency: CurrencyCode;
  /** The amount being confirmed or charged. */
  chosen: number | null;
  failure: OneClickFailure | null;
}

export type OneClickEvent =
  /** A domain needs money: one click where the guest can, else the pay tour's money charge. */
  | {
      type: 'oneClick.topUp';
      replyTo: OneClickRequester;
      channelId: number;
      /** Her chat or her channel: the money charge names her. */
      host?: PayHost | undefined;
    }
  /** The requester no longer waits (its page was left): an open choice is dropped. */
  | { type: 'oneClick.withdraw'; replyTo: OneClickRequester }
  | { type: 'push.canOneClickResult'; canOneClick: boolean; amounts: number[] }
  | {
      type: 'push.chargeOneClickResult';
      success: boolean;
      amount: number;
      channelId: number;
      balance: number;
      errorCode?: OneClickError | undefined;
    }
  | { type: 'ui.oneClickChoose'; amount: number }
  | { type: 'ui.oneClickConfirm' }
  | { type: 'ui.oneClickBack' }
  | { type: 'ui.oneClickRetry' }
  /** Pay another way: the pay tour's money charge. */
  | { type: 'ui.oneClickOtherPayment' }
  | { type: 'ui.oneClickCancel' }
  | PayTourResultEvent;

type ChargeResult = Extract<OneClickEvent, { type: 'push.chargeOneClickResult' }>;

const failureOf = (event: ChargeResult): OneClickFailure => event.errorCode ?? 'unknown';

/** No top-up asked for: what the machine starts with and returns to. */
const NO_TOP_UP: Omit<OneClickContext, 'currency'> = {
  requester: null,
  channelId: 0,
  host: null,
  amounts: [],
  chosen: null,
  failure: null,
};

/**
 * The one-click top-up (issue #19 part 5, seed 000 §6–§7), the one place both the live chat and
 * the messenger get money from: it asks the server whether the guest can pay with one click
 * (`canOneClick`), offers her amounts, asks again before a large one (`LARGE_ONE_CLICK_AMOUNT`),
 * charges it (`chargeOneClick` → `chargeOneClickResult`) and tells the requester. Where one click
 * is not possible (off, no amounts, no answer) or the guest prefers, the pay tour's money charge
 * runs instead and its result is passed on. The balance itself is the guest machine's: the
 * server's `guestBalance` push after a charge updates it, so every view shows one figure.
 */
export const oneClickMachine = setup({
  types: {
    context: {} as OneClickContext,
    input: {} as DomainInput,
    events: {} as OneClickEvent,
    tags: {} as 'busy' | 'open',
  },
  delays: {
    /** No `canOneClickResult` by then: the pay tour instead. */
    askTimeout: 5000,
    /** No `chargeOneClickResult` by then: shown as a failure she may retry. */
    chargeTimeout: 15_000,
  },
  actions: {
    storeRequest: assign(
      (
        _,
        params: { replyTo: OneClickRequester; channelId: number; host?: PayHost | undefined },
      ): Partial<OneClickContext> => ({
        requester: params.replyTo,
        channelId: params.channelId,
        host: params.host ?? null,
        amounts: [],
        chosen: null,
        failure: null,
      }),
    ),
    reset: assign(NO_TOP_UP),
    askCanOneClick: toSystem('realtime', {
      type: 'realtime.send',
      frame: { type: 'canOneClick' },
    }),
    storeAmounts: assign((_, params: { amounts: number[] }) => ({
      amounts: [...new Set(params.amounts)].sort((a, b) => a - b),
    })),
    storeChosen: assign((_, params: { amount: number }) => ({ chosen: params.amount })),
    sendCharge: toSystem('realtime', ({ context }: { context: OneClickContext }) => ({
      type: 'realtime.send' as const,
      frame: {
        type: 'chargeOneClick' as const,
        amount: context.chosen ?? 0,
        channelId: context.channelId,
      },
    })),
    storeFailure: assign((_, params: { failure: OneClickFailure }) => ({
      failure: params.failure,
    })),
    clearFailure: assign({ failure: null }),
    openMoneyCharge: toSystem('payTour', ({ context }: { context: OneClickContext }) => ({
      type: 'payTour.open' as const,
      flow: 'moneycharge' as const,
      replyTo: 'oneClick' as const,
      ...(context.host ? { host: context.host } : {}),
    })),
    replyGivenUp: toReplyTarget(({ context }: { context: OneClickContext }) => context.requester, {
      type: 'oneClick.result',
      success: false,
      via: 'oneClick',
    } satisfies OneClickResultEvent),
    replyPaid: toReplyTarget(({ context }: { context: OneClickContext }) => context.requester, {
      type: 'oneClick.result',
      success: true,
      via: 'oneClick',
    } satisfies OneClickResultEvent),
    replyPayTour: toReplyTarget(
      ({ context }: { context: OneClickContext }) => context.requester,
      ({ event }: { event: OneClickEvent }): OneClickResultEvent => ({
        type: 'oneClick.result',
        success: event.type === 'payTour.result' && event.success,
        via: 'payTour',
      }),
    ),
  },
  guards: {
    canPayWithOneClick: (_, params: { canOneClick: boolean; amounts: number[] }) =>
      params.canOneClick && params.amounts.length > 0,
    isOffered: ({ context }, params: { amount: number }) => context.amounts.includes(params.amount),
    isLarge: (_, params: { amount: number }) => needsConfirmation(params.amount),
    isOurCharge: ({ context }, params: { amount: number; channelId: number }) =>
      params.amount === context.chosen && params.channelId === context.channelId,
    isOurPaidCharge: (
      { context },
      params: { success: boolean; amount: number; channelId: number },
    ) =>
      params.success && params.amount === context.chosen && params.channelId === context.channelId,
    isOurRequester: ({ context }, params: { replyTo: OneClickRequester }) =>
      params.replyTo === context.requester,
  },
}).createMachine({
  id: 'oneClick',
  context: ({ input }) => ({ ...NO_TOP_UP, currency: input.guest.currency }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'oneClick.topUp': {
          target: 'open',
          actions: { type: 'storeRequest', params: ({ event }) => event },
        },
      },
    },
    /** The guest decides (an open choice): a new request or a withdrawal replaces it. */
    open: {
      tags: 'open',
      initial: 'asking',
      on: {
        'oneClick.topUp': {
          target: '.asking',
          actions: ['replyGivenUp', { type: 'storeRequest', params: ({ event }) => event }],
        },
        'oneClick.withdraw': {
          guard: { type: 'isOurRequester', params: ({ event }) => event },
          target: 'idle',
          actions: 'reset',
        },
        'ui.oneClickCancel': {
          target: 'idle',
          actions: ['replyGivenUp', 'reset'],
        },
        'ui.oneClickOtherPayment': 'payTour',
      },
      states: {
        /** Can she pay with one click, and which amounts? */
        asking: {
          tags: 'busy',
          entry: 'askCanOneClick',
          on: {
            'push.canOneClickResult': [
              {
                guard: { type: 'canPayWithOneClick', params: ({ event }) => event },
                target: 'choosing',
                actions: { type: 'storeAmounts', params: ({ event }) => event },
              },
              { target: '#oneClick.payTour' },
            ],
          },
          after: { askTimeout: '#oneClick.payTour' },
        },
        choosing: {
          on: {
            'ui.oneClickChoose': [
              {
                guard: { type: 'isOffered', params: ({ event }) => event },
                target: 'chosen',
                actions: { type: 'storeChosen', params: ({ event }) => event },
              },
            ],
          },
        },
        /** A large amount is charged only after she confirms it. */
        confirming: {
          on: {
            'ui.oneClickConfirm': 'sending',
            'ui.oneClickBack': 'choosing',
          },
        },
        /** Decides between the confirmation and the charge for the chosen amount. */
        chosen: {
          always: [
            {
              guard: {
                type: 'isLarge',
                params: ({ context }) => ({ amount: context.chosen ?? 0 }),
              },
              target: 'confirming',
            },
            { target: 'sending' },
          ],
        },
        sending: {
          tags: 'busy',
          entry: ['clearFailure', 'sendCharge'],
          on: {
            'push.chargeOneClickResult': [
              {
                guard: { type: 'isOurPaidCharge', params: ({ event }) => event },
                target: '#oneClick.idle',
                actions: ['replyPaid', 'reset'],
              },
              {
                guard: { type: 'isOurCharge', params: ({ event }) => event },
                target: 'failed',
                actions: {
                  type: 'storeFailure',
                  params: ({ event }) => ({ failure: failureOf(event) }),
                },
              },
            ],
          },
          after: {
            chargeTimeout: {
              target: 'failed',
              actions: { type: 'storeFailure', params: { failure: 'noAnswer' } },
            },
          },
        },
        /** The charge failed: its reason is shown; she may try again or pay another way. */
        failed: {
          on: { 'ui.oneClickRetry': 'choosing' },
        },
      },
    },
    /** One click is not possible (or not wanted): the pay tour's money charge. */
    payTour: {
      tags: 'busy',
      entry: 'openMoneyCharge',
      on: {
        'payTour.result': {
          target: 'idle',
          actions: ['replyPayTour', 'reset'],
        },
      },
    },
  },
});
