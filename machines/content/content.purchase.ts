import { and, not, or } from 'xstate';
import { BUY_FAILURES, CONTENT_MODALS } from './content.boxes.ts';
import { decisionOf } from './content.figures.ts';
import { contentSetup, shownItemOf } from './content.setup.ts';

/**
 * The shown item's purchase region: asking, the gating decision, buying with money, a voucher or
 * the VIP30 offer, and the failures, each with its box (content.machine.ts places it).
 */
export const purchaseRegion = contentSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ui.buy': [
          // Nothing to buy twice, nor what a VIP30 subscription already gives.
          { guard: 'isBought' },
          { guard: 'vip30Included' },
          {
            guard: 'isAlbum',
            target: 'askingToBuy',
            actions: [
              'tellAlbumIncentives',
              { type: 'storePayment', params: { payment: 'money' } },
            ],
          },
          {
            target: 'askingToBuy',
            actions: { type: 'storePayment', params: { payment: 'money' } },
          },
        ],
        'ui.buyWithVoucher': {
          guard: and(['hasVoucher', 'isVideo', not('vip30Included')]),
          target: 'askingToBuy',
          actions: { type: 'storePayment', params: { payment: 'voucher' } },
        },
        // A VIP30 offer not yet playing whole: joined, or (a subscriber) watched.
        'ui.joinVip30': {
          guard: and(['isVip30Offer', not('canWatchWhole')]),
          target: 'askingVip',
        },
        'ui.verifyAge': 'askingToVerify',
        'content.watchPreview': {
          guard: 'hasPreviewClip',
          target: 'watching',
          actions: 'openVideoPlayer',
        },
      },
    },
    /** The gate decides about the purchase (its answer comes within the same step). */
    askingToBuy: {
      entry: 'askToBuy',
      on: {
        'gate.answer': {
          guard: {
            type: 'answers',
            params: ({ event }) => ({ answer: event, action: 'buy' as const }),
          },
          target: 'deciding',
          actions: {
            type: 'storeDecision',
            params: ({ event }) => ({ decision: decisionOf(event) }),
          },
        },
      },
    },
    /** The gate decides whether the guest may watch the VIP30 offer (login, age, VIP abo). */
    askingVip: {
      entry: 'askVip',
      on: {
        'gate.answer': {
          guard: {
            type: 'answers',
            params: ({ event }) => ({ answer: event, action: 'vipContent' as const }),
          },
          target: 'deciding',
          actions: {
            type: 'storeDecision',
            params: ({ event }) => ({ decision: decisionOf(event) }),
          },
        },
      },
    },
    /** The gate decides whether the gated media need the age check (or a login first). */
    askingToVerify: {
      entry: 'askToVerifyAge',
      on: {
        'gate.answer': [
          {
            guard: {
              type: 'allows',
              params: ({ event }) => ({ answer: event, action: 'avsContent' as const }),
            },
            target: 'idle',
          },
          {
            guard: {
              type: 'answers',
              params: ({ event }) => ({ answer: event, action: 'avsContent' as const }),
            },
            target: 'deciding',
            actions: {
              type: 'storeDecision',
              params: ({ event }) => ({ decision: decisionOf(event) }),
            },
          },
        ],
      },
    },
    /** The gate's decision: a box, a pay-tour flow, or the purchase. */
    deciding: {
      always: [
        { guard: 'needsMoney', target: 'toppingUp', actions: 'openNotEnoughMoney' },
        {
          guard: 'needsAgeCheck',
          target: 'checkingAge',
          actions: ['awaitAgeCheck', 'openAgeCheck'],
        },
        { guard: 'canOpenRestriction', target: 'restricted' },
        // Login turned off by configuration: nothing to offer, the page stays.
        { guard: 'isRestricted', target: 'idle' },
        { guard: 'vipAllowed', target: 'reloading' },
        { target: 'buying' },
      ],
    },
    /** The not-enough-money box is open: a top-up that succeeds buys at once. */
    toppingUp: {
      on: {
        'modals.result': [
          {
            guard: and([
              { type: 'isResultOf', params: { ids: [CONTENT_MODALS.notEnoughMoney] } },
              'isConfirmed',
            ]),
            target: 'buying',
          },
          {
            guard: { type: 'isResultOf', params: { ids: [CONTENT_MODALS.notEnoughMoney] } },
            target: 'idle',
          },
        ],
      },
    },
    /** The age-check box (or its avs flow) is open; an acceptance shows the media. */
    checkingAge: {
      on: {
        'modals.result': {
          guard: { type: 'isResultOf', params: { ids: CONTENT_MODALS.ageCheck } },
          target: 'idle',
        },
      },
    },
    /**
     * The preview clip plays in its box. Its button means buy, asked of the gate then (a
     * top-up made in the box counts).
     */
    watching: {
      on: {
        'modals.result': [
          {
            guard: and([
              { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
              'isConfirmed',
              or(['isBought', 'vip30Included']),
            ]),
            target: 'idle',
          },
          {
            guard: and([
              { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
              'isConfirmed',
            ]),
            target: 'askingToBuy',
          },
          {
            guard: { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
            target: 'idle',
          },
        ],
      },
    },
    /**
     * The gate opens login, signup or an abo (asked again with `openFlow`): the guest is
     * there. A successful flow resumes the purchase; any other end gives it up.
     */
    restricted: {
      entry: 'askToOpen',
      on: {
        'gate.answer': {
          guard: { type: 'flowNotNeeded', params: ({ event }) => ({ answer: event }) },
          target: 'idle',
        },
        'gate.resumed': [
          {
            guard: {
              type: 'resumedBuy',
              params: ({ event }) => ({ resumed: event, success: true }),
            },
            target: 'resuming',
          },
          // The VIP subscription was taken: the offer is loaded again, to be watched.
          {
            guard: {
              type: 'resumedVip',
              params: ({ event }) => ({ resumed: event, success: true }),
            },
            target: 'reloading',
          },
          {
            guard: { type: 'isFlowResumed', params: ({ event }) => ({ resumed: event }) },
            target: 'idle',
          },
        ],
        'ui.buy': 'idle',
      },
    },
    /**
     * After a successful flow the gate decides again: the purchase, or a box of its own
     * (top-up, age check); a restriction still in the way is not opened a second time
     * (a login's page reload is under way).
     */
    resuming: {
      entry: 'askToBuy',
      on: {
        'gate.answer': [
          {
            guard: { type: 'resumes', params: ({ event }) => ({ answer: event }) },
            target: 'deciding',
            actions: {
              type: 'storeDecision',
              params: ({ event }) => ({ decision: decisionOf(event) }),
            },
          },
          {
            guard: {
              type: 'answers',
              params: ({ event }) => ({ answer: event, action: 'buy' as const }),
            },
            target: 'idle',
          },
        ],
      },
    },
    /** The VIP30 offer is the guest's to watch: the item again, with its playlist. */
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'reloadItem',
        src: 'reloadItem',
        input: ({ context }) => shownItemOf(context),
        onDone: {
          target: 'idle',
          actions: { type: 'storeItem', params: ({ event }) => ({ item: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    buying: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'buyItem',
        src: 'buyItem',
        input: ({ context }) => ({ ...shownItemOf(context), payWith: context.payment }),
        onDone: [
          {
            guard: 'paidByVoucher',
            target: 'idle',
            actions: [
              'trackPurchase',
              { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
              'tellVouchersSpent',
            ],
          },
          {
            target: 'idle',
            actions: [
              'trackPurchase',
              { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
              'reloadBalance',
            ],
          },
        ],
        onError: [
          // The server finds the balance short (e.g. spent in another tab): the same box.
          {
            guard: {
              type: 'failedWith',
              params: { code: BUY_FAILURES.insufficientBalance },
            },
            target: 'toppingUp',
            actions: 'openNotEnoughMoney',
          },
          {
            guard: { type: 'failedWith', params: { code: BUY_FAILURES.needAgeCheck } },
            target: 'checkingAge',
            actions: ['awaitAgeCheck', 'openAgeCheck'],
          },
          {
            target: 'idle',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
  },
});
