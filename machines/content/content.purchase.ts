import { and, not, or } from 'xstate';
import { BUY_FAILURES, CONTENT_MODALS } from './content.boxes.ts';
import { decisionOf } from './content.figures.ts';
import { contentSetup, shownItemOf } from './content.setup.ts';

/**
 * The shown item's purchase region: the guest's act asked of the gate (one `asking` state, through
 * the gate's clients, content.gate.ts), the decision, whatever stands in the way opened by the
 * gate and resumed by it (one `restricted` state, for a visitor, an unverified guest and one short
 * of money alike), buying with money, a voucher or the VIP30 offer, and the failures.
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
    /**
     * The gate's decision: nothing to do, what stands in the way opened by the gate (content's
     * own box for a short balance or a missing age check), or the purchase.
     */
    deciding: {
      always: [
        { guard: 'mediaAllowed', target: 'idle' },
        // The acceptance is awaited: the page goes on without a reload.
        { guard: 'needsAgeCheck', target: 'restricted', actions: 'awaitAgeCheck' },
        { guard: 'needsMoney', target: 'restricted' },
        // After a flow that went well, another restriction still in the way is not opened
        // (a login's page reload is under way).
        { guard: and(['askedAfterFlow', 'isRestricted']), target: 'idle' },
        { guard: 'canOpenRestriction', target: 'restricted' },
        // Login turned off by configuration: nothing to offer, the page stays.
        { guard: 'isRestricted', target: 'idle' },
        { guard: 'vipAllowed', target: 'reloading' },
        { target: 'buying' },
      ],
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
     * The gate opens what stands in the way (the ask again, with `openFlow`): login, signup or an
     * abo in the pay tour, or content's box for a short balance (its top-up) or a missing age
     * check (its avs flow). When it went well and the facts followed, the gate resumes the act
     * (`gate.resumed`), and it asks again: a top-up buys, an age check shows the media or buys,
     * the VIP subscription loads the offer again, to be watched. Any other end gives it up.
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
          // The server finds the balance short (e.g. spent in another tab) or the age not
          // checked: the gate is told so, and opens the same box.
          {
            guard: {
              type: 'failedWith',
              params: { code: BUY_FAILURES.insufficientBalance },
            },
            target: 'restricted',
            actions: { type: 'storeRefusal', params: { reason: 'needPurchase' } },
          },
          {
            guard: { type: 'failedWith', params: { code: BUY_FAILURES.needAgeCheck } },
            target: 'restricted',
            actions: [
              { type: 'storeRefusal', params: { reason: 'needAgeCheck' } },
              'awaitAgeCheck',
            ],
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
