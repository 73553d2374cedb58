import { sendParent, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { GuestVoucher, VideoOffersReport, VoucherCall } from './content.types.ts';

/** The system id of the video page's buying-options child (a child of `content`). */
export const CONTENT_OFFERS = 'content.offers';

export interface VideoOffersInput {
  request: RequestInput & { queryServiceUrl: string };
  /** A visitor has no vouchers: none are asked for. */
  loggedIn: boolean;
}

export type VideoOffersEvent =
  /** A voucher paid for the video: the vouchers are loaded again (one fewer). */
  { type: 'offers.vouchersSpent' };

/**
 * What the video page needs for its buying options beside the price (content.offers.ts): the
 * clock, read once (the daily-bonus price holds on its day only), and a logged-in guest's video
 * vouchers (query service guest vouchers), loaded again after one paid. Each answer goes to the
 * parent (`content`), which decides with it; a failed read leaves the regular price or no voucher.
 */
export const videoOffersMachine = setup({
  types: {
    context: {} as VideoOffersInput,
    events: {} as VideoOffersEvent,
    input: {} as VideoOffersInput,
  },
  actors: {
    readClock: placeholderCall<number, void>('content.clock'),
    loadVouchers: placeholderCall<GuestVoucher[], VoucherCall>('content.loadVouchers'),
  },
  actions: {
    tellClock: sendParent((_, params: { now: number }): VideoOffersReport => ({
      type: 'content.clockRead',
      now: params.now,
    })),
    tellVouchers: sendParent((_, params: { vouchers: GuestVoucher[] }): VideoOffersReport => ({
      type: 'content.vouchersLoaded',
      vouchers: params.vouchers,
    })),
  },
  guards: { loggedIn: ({ context }) => context.loggedIn },
}).createMachine({
  id: 'videoOffers',
  context: ({ input }) => input,
  initial: 'dating',
  states: {
    dating: {
      invoke: {
        id: 'readClock',
        src: 'readClock',
        onDone: {
          target: 'vouchers',
          actions: { type: 'tellClock', params: ({ event }) => ({ now: event.output }) },
        },
        onError: 'vouchers',
      },
    },
    vouchers: { always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'none' }] },
    loading: {
      invoke: {
        id: 'loadVouchers',
        src: 'loadVouchers',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'loaded',
          actions: { type: 'tellVouchers', params: ({ event }) => ({ vouchers: event.output }) },
        },
        // Without them the guest pays in money, as before.
        onError: 'none',
      },
    },
    loaded: { on: { 'offers.vouchersSpent': 'loading' } },
    none: { on: { 'offers.vouchersSpent': 'vouchers' } },
  },
});
