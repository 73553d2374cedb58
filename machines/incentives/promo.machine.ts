import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { PROMO_OFFERS, type PromoOffer } from './promo.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

/** The promo offers' system id: a child of the incentives machine. */
export const PROMO = 'incentives.promo';

/** What the incentives start it with: the session's request and the guest's variant offers. */
export interface PromoInput {
  request: RequestInput;
  offers: PromoOffer[];
}

/** `promo/hasGuestNotRedeemedOnTopCodeInstance` for each code; answers the codes still open. */
export interface PromoCheck {
  request: RequestInput;
  codes: string[];
}

interface PromoContext extends PromoInput {
  /** The offers whose code the guest has not redeemed yet, as the service said last. */
  open: PromoOffer[];
}

/** From the incentives: the guest went to another page (a code may have been redeemed). */
export type PromoEvent = { type: 'promo.recheck' };

/**
 * The split tests' promo offers (decisions 0033, 0041): a guest in a variant is offered its code
 * only while the service says it is not redeemed (`promo/hasGuestNotRedeemedOnTopCodeInstance`),
 * asked at start and again on each page; a guest in the control groups asks nothing. An offer the
 * service could not answer for is not shown.
 */
export const promoMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as PromoInput,
      context: {} as PromoContext,
      events: {} as PromoEvent,
    },
    actors: {
      checkCodes: placeholderCall<string[], PromoCheck>('checkCodes'),
    },
    actions: {
      storeOpen: assign(({ context }, params: { codes: readonly string[] }) => ({
        open: context.offers.filter((offer) => params.codes.includes(PROMO_OFFERS[offer].code)),
      })),
      closeAll: assign({ open: [] }),
    },
    guards: {
      hasOffers: ({ context }) => context.offers.length > 0,
    },
  }).createMachine({
    id: 'promo',
    context: ({ input }) => ({ ...input, open: [] }),
    initial: 'choosing',
    states: {
      choosing: { always: [{ guard: 'hasOffers', target: 'checking' }, { target: 'control' }] },
      /** Every test in its control group: nothing to offer, nothing asked. */
      control: {},
      /** The offers shown stay while the service is asked again. */
      checking: {
        on: { 'promo.recheck': { target: 'checking', reenter: true } },
        invoke: {
          id: 'checkCodes',
          src: 'checkCodes',
          input: ({ context }) => ({
            request: context.request,
            codes: context.offers.map((offer) => PROMO_OFFERS[offer].code),
          }),
          onDone: {
            target: 'checked',
            actions: { type: 'storeOpen', params: ({ event }) => ({ codes: event.output }) },
          },
          onError: { target: 'checked', actions: 'closeAll' },
        },
      },
      checked: { on: { 'promo.recheck': 'checking' } },
    },
  }),
);
