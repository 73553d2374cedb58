import { VIDEO_RATING } from './videoRating.machine.ts';
import { ALBUM_RATING } from './albumRating.machine.ts';
import { ALBUM_COMMENTS } from './albumComments.machine.ts';
import { CONTENT_SCRUB } from './previewScrub.machine.ts';
import { CONTENT_OFFERS } from './videoOffers.machine.ts';
import {
  albumCommentsInput,
  albumRatingInput,
  previewScrubInput,
  videoOffersInput,
  videoRatingInput,
} from './content.children.ts';
import { refOf } from './content.figures.ts';
import { contentContextOf, contentSetup, shownItemOf } from './content.setup.ts';
import { purchaseRegion } from './content.purchase.ts';

export { CONTENT_PLAYER, PREVIEW_FRAME_MS } from './content.setup.ts';
export type { ContentContext, ContentEvent } from './content.types.ts';

/**
 * The content area (seed 001 §3–§5: video details and photo album pages), started with its
 * session as input: the item the page names, loaded when the page opens; buying it through the
 * gating decision; a video's preview played frame by frame, which tells the incentives when it
 * ends. While an item is shown, the gate's
 * standing answers (`gate.watch`) say why buying it or seeing its gated media would be refused,
 * kept true as the guest's facts change (the buy button's label, the age-check box of the media).
 * The guest's act (buying, the VIP30 offer, the gated media) asks the gate through its gate
 * clients (content.gate.ts), as every guarded domain does: a short balance and a missing age
 * check get content's own boxes, any other restriction (login or signup, an abo) is opened by the
 * gate (`openFlow`), and the act asks again when that flow went well (`gate.resumed`). Opening a page counts as a visit of the
 * actor's profile (both pages are profile sections, §2), tracked through consent.
 * A video's buying options (content.offers.ts): its daily-bonus price on the day it is set for
 * (the clock is read once an item is shown), a video voucher of the guest's (query service guest
 * vouchers) used instead of money, and a VIP30 offer, watched free by a VIP30 subscriber and
 * otherwise offered with the VIP subscription; each goes through the same gating decision.
 * Its modal boxes are in content.boxes.ts.
 */
export const contentMachine = contentSetup.createMachine({
  id: 'content',
  context: ({ input }) => contentContextOf(input),
  initial: 'closed',
  on: {
    'content.open': {
      target: '.loading',
      actions: { type: 'storeRef', params: ({ event }) => ({ ref: refOf(event) }) },
    },
    'content.close': { target: '.closed', actions: 'forget' },
  },
  states: {
    /** No content page is open. */
    closed: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => shownItemOf(context),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'storeItem', params: ({ event }) => ({ item: event.output }) },
            'trackProfileVisit',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The item could not be loaded: the error, and a retry. */
    failed: { on: { 'content.retry': 'loading' } },
    shown: {
      type: 'parallel',
      entry: ['watchGates', 'takeAct'],
      // A page loaded again (a new session, another item) waits for fresh answers.
      exit: ['unwatchGates', 'forgetGates'],
      on: {
        'gate.answer': {
          guard: 'isStanding',
          actions: { type: 'storeGate', params: ({ event }) => ({ answer: event }) },
        },
        // The video's buying options (content.offers): the day, and the guest's vouchers.
        'content.clockRead': {
          actions: [
            { type: 'storeToday', params: ({ event }) => ({ now: event.now }) },
            'rewatchBuy',
          ],
        },
        'content.vouchersLoaded': {
          actions: {
            type: 'storeVouchers',
            params: ({ event }) => ({ vouchers: event.vouchers }),
          },
        },
      },
      states: {
        purchase: purchaseRegion,
        /**
         * A video's likes and dislikes (`content.rating`); an album's likes, dislikes and comments
         * (`content.albumRating`, `content.albumComments`, from the album's facts).
         */
        rating: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isVideo', target: 'rated' }, { target: 'album' }],
            },
            none: {},
            album: {
              invoke: [
                {
                  src: 'albumRating',
                  id: ALBUM_RATING,
                  systemId: ALBUM_RATING,
                  input: ({ context }) => albumRatingInput(context),
                  onError: 'none',
                },
                {
                  src: 'albumComments',
                  id: ALBUM_COMMENTS,
                  systemId: ALBUM_COMMENTS,
                  input: ({ context }) => albumCommentsInput(context),
                  onError: 'none',
                },
              ],
            },
            /** A video's children: its rating, and scrubbing over its preview thumbnails. */
            rated: {
              invoke: [
                {
                  src: 'videoRating',
                  id: VIDEO_RATING,
                  systemId: VIDEO_RATING,
                  input: ({ context }) => videoRatingInput(context),
                  // A rating that broke takes only itself away: the video page stays (issue 23 §4).
                  onError: 'none',
                },
                {
                  src: 'previewScrub',
                  id: CONTENT_SCRUB,
                  systemId: CONTENT_SCRUB,
                  input: ({ context }) => previewScrubInput(context),
                  onError: 'none',
                },
                {
                  src: 'videoOffers',
                  id: CONTENT_OFFERS,
                  systemId: CONTENT_OFFERS,
                  input: ({ context }) => videoOffersInput(context),
                  onError: 'none',
                },
              ],
            },
          },
        },
        /**
         * The whole video: locked until the item comes with its playlist (after a purchase the
         * bought item does), then it plays in `content.player` while the page is shown.
         */
        watch: {
          initial: 'locked',
          states: {
            locked: { always: { guard: 'canWatchWhole', target: 'watching' } },
            watching: {
              entry: 'startPlayer',
              exit: 'stopPlayer',
              on: {
                'scrub.chosen': {
                  actions: {
                    type: 'seekPlayer',
                    params: ({ event }) => ({ second: event.second }),
                  },
                },
              },
            },
          },
        },
        preview: {
          initial: 'stopped',
          states: {
            stopped: {
              on: {
                'content.previewPlay': {
                  guard: 'hasPreviews',
                  target: 'playing',
                  actions: 'rewindPreview',
                },
              },
            },
            /** One frame after the other; the last one ends the preview. */
            playing: {
              after: {
                PREVIEW_FRAME: [
                  { guard: 'hasNextFrame', target: 'playing', reenter: true, actions: 'nextFrame' },
                  { target: 'ended', actions: 'tellPreviewEnded' },
                ],
              },
              on: { 'content.previewStop': 'stopped' },
            },
            ended: {
              on: {
                'content.previewPlay': { target: 'playing', actions: 'rewindPreview' },
              },
            },
          },
        },
      },
    },
  },
});
