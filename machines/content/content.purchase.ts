import { and, not, or } from 'xstate';
import { BUY_FAILURES, CONTENT_MODALS } from './content.boxes.ts';
import { decisionOf } from './content.figures.ts';
import { contentSetup, shownItemOf } from './content.setup.ts';

/**
 * The shown item's purchase region: the guest's act asked of the gate (one `asking` state, through
 * the gate's clients, content.gate.ts), the decision, buying with money, a voucher or the VIP30
 * offer, and the failures, each with its box (content.machine.ts places it).
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
            target: 'asking',
            actions: [
              'tellAlbumIncentives',
              { type: 'storePayment', params: { payment: 'money' } },
              { type: 'storeAsk', params: { action: 'buy' } },
            ],
          },
          {
            target: 'asking',
            actions: [
              { type: 'storePayment', params: { payment: 'money' } },
              { type: 'storeAsk', params: { action: 'buy' } },
            ],
          },
        ],
        'ui.buyWithVoucher': {
          guard: and(['hasVoucher', 'isVideo', not('vip30Included')]),
          target: 'asking',
          actions: [
            { type: 'storePayment', params: { payment: 'voucher' } },
            { type: 'storeAsk', params: { action: 'buy' } },
          ],
        },
        // A VIP30 offer not yet playing whole: joined, or (a subscriber) watched.
        'ui.joinVip30': {
          guard: and(['isVip30Offer', not('canWatchWhole')]),
          target: 'asking',
          actions: { type: 'storeAsk', params: { action: 'vipContent' } },
        },
        'ui.verifyAge': {
          target: 'asking',
          actions: { type: 'storeAsk', params: { action: 'avsContent' } },
        },
        // Her purchase from before the login's reload, handed back: asked of the gate again.
        'payTour.actTaken': {
          guard: { type: 'isBuyAct', params: ({ event }) => ({ event }) },
          target: 'asking',
          actions: { type: 'storeBoughtWith', params: ({ event }) => ({ event }) },
        },
        'content.watchPreview': {
          guard: 'hasPreviewClip',
          target: 'watching',
          actions: 'openVideoPlayer',
        },
      },
    },
    /**
     * The gate decides about the guest's act (`asked`: buying, the VIP30 offer, the gated media),
     * asked through its gate client; every act, and every act again after a flow, asks here.
     */
    asking: {
      entry: ['askToBuy', 'askVip', 'askToVerifyAge'],
      on: {
        'gate.answer': {
          guard: 'answered',
          target: 'deciding',
          actions: {
            type: 'storeDecision',
            params: ({ event }) => ({ decision: decisionOf(event) }),
          },
        },
      },
    },
    /** The gate's decision: nothing to do, a box, a pay-tour flow, or the purchase. */
    deciding: {
      always: [
        { guard: 'mediaAllowed', target: 'idle' },
        { guard: 'needsMoney', target: 'toppingUp', actions: 'openNotEnoughMoney' },
        {
          guard: 'needsAgeCheck',
          target: 'checkingAge',
          actions: ['awaitAgeCheck', 'openAgeCheck'],
        },
        // After a flow that went well, a restriction still in the way is not opened a second
        // time (a login's page reload is under way).
        { guard: and(['askedAfterFlow', 'isRestricted']), target: 'idle' },
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
            target: 'asking',
            actions: { type: 'storeAsk', params: { action: 'buy' } },
          },
          {
            guard: { type: 'isResultOf', params: { ids: [CONTENT_MODALS.videoPlayer] } },
            target: 'idle',
          },
        ],
      },
    },
    /**
     * The gate opens login, signup or an abo (the ask again, with `openFlow`): the guest is
     * there. A flow that went well asks the gate again (the VIP subscription: the offer is
     * loaded again, to be watched); any other end gives the act up.
     */
    restricted: {
      entry: ['openBuyFlow', 'openVipFlow', 'openAgeFlow'],
      on: {
        'gate.answer': { guard: 'flowNotNeeded', target: 'idle' },
        'gate.resumed': [
          {
            guard: and([
              'flowResumed',
              { type: 'askedFor', params: { action: 'vipContent' as const } },
            ]),
            target: 'reloading',
          },
          { guard: 'flowResumed', target: 'asking', actions: 'markAfterFlow' },
          { guard: 'flowEnded', target: 'idle' },
        ],
        'ui.buy': 'idle',
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
              'tellPurchased',
            ],
          },
          {
            target: 'idle',
            actions: [
              'trackPurchase',
              { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
              'reloadBalance',
              'tellPurchased',
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
