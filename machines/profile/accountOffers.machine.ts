import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { CancellationOfferReply, Profile } from './profile.types.ts';

export interface AccountOffersInput {
  request: RequestInput;
  guestId: number;
  cancellationOffer: Profile['cancellationOffer'];
  autoRechargeTeaser: Profile['autoRechargeTeaser'];
}

export interface AccountOffersContext {
  request: RequestInput;
  guestId: number;
  offer: Profile['cancellationOffer'];
  /** What the platform answered when the offer was accepted. */
  acceptedInfo: string | null;
  /** The teaser's state as loaded with the profile (the states track it afterwards). */
  teaserAtStart: Profile['autoRechargeTeaser'];
}

export type AccountOffersEvent =
  | { type: 'ui.cancellationOfferAccept' }
  | { type: 'ui.autoRechargeTeaserHide' }
  | { type: 'ui.autoRechargeTeaserShow' }
  /** Internal: the guest accepts the offer shown, with its text (raised by the accept). */
  | { type: 'cancellationOffer.accept'; platformText: string };

/**
 * The platform's offers in the personal area: the cancellation offer a VIP guest gets before
 * ending the subscription (`acceptCancellationOffer`), and the auto-recharge teaser, which the
 * guest can hide and show again (`autoRechargeTeaserState` with the mode).
 */
export const accountOffersMachine = setup({
  types: {
    input: {} as AccountOffersInput,
    context: {} as AccountOffersContext,
    events: {} as AccountOffersEvent,
    tags: {} as 'busy',
  },
  actors: {
    acceptCancellationOffer: placeholderCall<
      CancellationOfferReply,
      { request: RequestInput; guestId: number; platformText: string }
    >('acceptCancellationOffer'),
    setAutoRechargeTeaserState: placeholderCall<
      void,
      { request: RequestInput; mode: 'visible' | 'hidden' }
    >('setAutoRechargeTeaserState'),
  },
  actions: {
    /** The guest accepts the offer the state shows: its text goes with the acceptance. */
    acceptOffer: enqueueActions(({ context, enqueue }) => {
      if (context.offer)
        enqueue.raise({ type: 'cancellationOffer.accept', platformText: context.offer.text });
    }),
    keepAccepted: assign((_, params: CancellationOfferReply) => ({
      acceptedInfo: params.acceptedOfferInfo,
    })),
  },
  guards: {
    hasOffer: ({ context }) => context.offer !== null,
    accepted: (_, params: CancellationOfferReply) => params.acceptedOffer,
    teaserVisible: ({ context }) => context.teaserAtStart === 'visible',
  },
}).createMachine({
  id: 'accountOffers',
  context: ({ input }) => ({
    request: input.request,
    guestId: input.guestId,
    offer: input.cancellationOffer,
    acceptedInfo: null,
    teaserAtStart: input.autoRechargeTeaser,
  }),
  type: 'parallel',
  states: {
    cancellation: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasOffer', target: 'offered' }, { target: 'none' }] },
        none: {},
        offered: {
          initial: 'open',
          states: { open: {}, failed: {} },
          on: {
            'ui.cancellationOfferAccept': { actions: 'acceptOffer' },
            'cancellationOffer.accept': 'accepting',
          },
        },
        accepting: {
          tags: 'busy',
          invoke: {
            id: 'acceptCancellationOffer',
            src: 'acceptCancellationOffer',
            // Entered only by an acceptance: the offer's text is the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'cancellationOffer.accept');
              return {
                request: context.request,
                guestId: context.guestId,
                platformText: event.platformText,
              };
            },
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'accepted',
                actions: { type: 'keepAccepted', params: ({ event }) => event.output },
              },
              { target: 'offered.failed' },
            ],
            onError: 'offered.failed',
          },
        },
        accepted: {},
      },
    },
    autoRechargeTeaser: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'teaserVisible', target: 'visible' }, { target: 'hidden' }],
        },
        visible: {
          initial: 'clean',
          states: { clean: {}, failed: {} },
          on: { 'ui.autoRechargeTeaserHide': 'hiding' },
        },
        hiding: {
          tags: 'busy',
          invoke: {
            id: 'hideTeaser',
            src: 'setAutoRechargeTeaserState',
            input: ({ context }) => ({ request: context.request, mode: 'hidden' as const }),
            onDone: 'hidden',
            onError: 'visible.failed',
          },
        },
        hidden: {
          initial: 'clean',
          states: { clean: {}, failed: {} },
          on: { 'ui.autoRechargeTeaserShow': 'showing' },
        },
        showing: {
          tags: 'busy',
          invoke: {
            id: 'showTeaser',
            src: 'setAutoRechargeTeaserState',
            input: ({ context }) => ({ request: context.request, mode: 'visible' as const }),
            onDone: 'visible',
            onError: 'hidden.failed',
          },
        },
      },
    },
  },
});
