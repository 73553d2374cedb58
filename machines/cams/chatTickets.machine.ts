import { assign, setup } from 'xstate';
import type { RestrictionReason } from '../gating/gating.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { isCurrencyCode, type Money } from '../shared/money.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { camRequestOf, type CamRequest, type ChatShowTile } from './cams.types.ts';
import { ticketTracking } from './chatTickets.tracking.ts';
import {
  CHAT_TICKETS,
  type BuyTicketInput,
  type BuyTicketOutput,
  type LoadInvitedShowInput,
  type RemoveTicketInput,
  type TicketInvitation,
  type TicketShow,
  toTicketShow,
} from './chatTickets.types.ts';

/** The chat shows list it patches after a purchase (`cams.shows.list`). */
const SHOWS_LIST = 'cams.shows.list' as const;

export interface ChatTicketsContext {
  request: CamRequest;
  /** The show being bought: confirmed, gated, bought or refused. */
  buying: { show: TicketShow; promoCode: string | null } | null;
  /** Why the last purchase was refused: the service's error code, or `network`. */
  errorCode: string | null;
  /** The gate's reason when it refused and opened nothing (or the flow was given up). */
  refusal: RestrictionReason | null;
  /** The show whose ticket is being given back, and the code when that failed. */
  removing: number | null;
  removeFailed: number | null;
  /** The last invitation pushed, the show once known, and why claiming it failed. */
  invitation: TicketInvitation | null;
  invitedShow: TicketShow | null;
  invitationError: string | null;
}

export type ChatTicketsEvent =
  /** The guest asks to buy a ticket of a show: the price is confirmed first. */
  | { type: 'ui.buyTicket'; show: TicketShow }
  /** She confirms the price (with a promo code, or none). */
  | { type: 'ui.confirmTicket'; promoCode: string | null }
  /** She closes the confirmation, the refusal or the bought note. */
  | { type: 'ui.closeTicket' }
  /** After a refusal: try the same show again (back to the confirmation). */
  | { type: 'ui.retryTicket' }
  | { type: 'ui.removeTicket'; showId: number }
  | { type: 'ui.acceptInvitation' }
  | { type: 'ui.declineInvitation' }
  /** She closes the note that the invitation was accepted. */
  | { type: 'ui.closeInvitation' }
  | { type: 'push.privateTicketShowInvitation'; showId: number; actorId: number; start: string }
  | GateAnswerEvent
  | GateResumedEvent;

/** The price the gate checks: none for a free show (or a currency the client does not know). */
const priceOf = (show: TicketShow): Money | undefined =>
  !show.isFree && isCurrencyCode(show.price.currency)
    ? { value: show.price.value, currency: show.price.currency }
    : undefined;

/**
 * The purchase is a guarded `buy` at the show's price; a refusal opens its flow, whose end
 * resumes it. One purchase runs at a time (`buying`), so one ticket names it.
 */
const ticketGate = gateClient({ ticket: 'chatTicket', replyTo: CHAT_TICKETS, action: 'buy' });

const INITIAL: Omit<ChatTicketsContext, 'request'> = {
  buying: null,
  errorCode: null,
  refusal: null,
  removing: null,
  removeFailed: null,
  invitation: null,
  invitedShow: null,
  invitationError: null,
};

/**
 * Chat show tickets (seed 001 §3, §7; issue 19 part 4), a lazy domain of its own under
 * `chatTickets` (issue 50 §5: its code is not in the start page's load; the ticket views ask for it,
 * a press or an invitation push before it runs is kept at the root and starts it). Region `purchase`: a show's ticket is confirmed with its price (and an optional
 * promo code), passes the one gating decision (`buy` with the price: a visitor logs in, a low
 * balance tops up, and the purchase resumes), then `buyChatTicket`; a refusal keeps the show and
 * names its error code, with a retry. A bought ticket patches the show in the shows list and
 * reloads the balance and the benefits. `ui.removeTicket` gives a ticket back. Region
 * `invitation`: the `privateTicketShowInvitation` push is offered (the show loaded for its
 * actor, title and start) to accept, which claims the ticket free (`creationType: INVITATION`),
 * or decline.
 */
export const chatTicketsMachine = setup({
  types: {
    context: {} as ChatTicketsContext,
    events: {} as ChatTicketsEvent,
    input: {} as DomainInput,
    tags: {} as 'busy',
  },
  actors: {
    buyChatTicket: placeholderCall<BuyTicketOutput, BuyTicketInput>('buyChatTicket'),
    /** The same call with `creationType: INVITATION` (its own source, so both can run at once). */
    claimChatTicket: placeholderCall<BuyTicketOutput, BuyTicketInput>('claimChatTicket'),
    removeChatTicket: placeholderCall<boolean, RemoveTicketInput>('removeChatTicket'),
    loadInvitedShow: placeholderCall<ChatShowTile | null, LoadInvitedShowInput>('loadInvitedShow'),
  },
  actions: {
    startBuying: assign((_, params: { show: TicketShow }) => ({
      buying: { show: params.show, promoCode: null },
      errorCode: null,
      refusal: null,
    })),
    keepPromoCode: assign(({ context }, params: { promoCode: string | null }) => ({
      buying: context.buying && {
        ...context.buying,
        promoCode: params.promoCode?.trim() || null,
      },
    })),
    clearBuying: assign({ buying: null, errorCode: null, refusal: null }),
    keepError: assign({ errorCode: (_, params: { errorCode: string }) => params.errorCode }),
    keepRefusal: assign({
      refusal: (_, params: { reason: RestrictionReason | null }) => params.reason,
    }),
    /** The purchase asks the gate at the show's price. */
    askGate: ticketGate.askWith(({ context }: { context: ChatTicketsContext }) => {
      if (!context.buying) return null;
      const price = priceOf(context.buying.show);
      return price ? { price } : {};
    }),
    /** A bought ticket is tracked (`cam_show_ticket`), only with analytics consent. */
    trackTicket: toSystem('consent', ({ context }: { context: ChatTicketsContext }) =>
      context.buying ? [ticketTracking(context.buying.show, context.buying.promoCode)] : [],
    ),
    /** The show in the list now holds her ticket (no refetch), or holds it no more. */
    patchShow: toSystem(
      SHOWS_LIST,
      (_, params: { showId: number; changes: Partial<ChatShowTile> }) => ({
        type: 'list.itemsPatched' as const,
        patches: [{ id: params.showId, changes: params.changes }],
      }),
    ),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }),
    keepRemoving: assign({
      removing: (_, params: { showId: number }) => params.showId,
      removeFailed: null,
    }),
    removeDone: assign({ removing: null }),
    removeFailed: assign(({ context }) => ({ removing: null, removeFailed: context.removing })),
    keepInvitation: assign((_, params: TicketInvitation) => ({
      invitation: { showId: params.showId, actorId: params.actorId, start: params.start },
      invitedShow: null,
      invitationError: null,
    })),
    keepInvitedShow: assign({
      invitedShow: (_, params: { show: ChatShowTile | null }) =>
        params.show && toTicketShow(params.show),
    }),
    keepInvitationError: assign({
      invitationError: (_, params: { errorCode: string }) => params.errorCode,
    }),
    clearInvitation: assign({ invitation: null, invitedShow: null, invitationError: null }),
  },
  guards: {
    isOurAllowed: ticketGate.allowed,
    isOurRefusalWithFlow: ticketGate.refusedWithFlow,
    isOurAnswer: ticketGate.answered,
    isOurResumed: ticketGate.resumed,
    isOurFlowEnd: ticketGate.flowEnded,
    succeeded: (_, params: { output: BuyTicketOutput }) => params.output.success,
    /** Claiming a show she already holds a ticket of is as good as accepting. */
    claimed: (_, params: { output: BuyTicketOutput }) =>
      params.output.success || params.output.errorCode === 'already_bought',
    removed: (_, params: { output: boolean }) => params.output,
  },
}).createMachine({
  id: 'chatTickets',
  context: ({ input }) => ({ request: camRequestOf(input), ...INITIAL }),
  type: 'parallel',
  states: {
    purchase: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ui.buyTicket': {
              target: 'confirming',
              actions: { type: 'startBuying', params: ({ event }) => event },
            },
          },
        },
        /** The price (and a promo code field) is shown; nothing is charged yet. */
        confirming: {
          on: {
            'ui.confirmTicket': {
              target: 'gating',
              actions: { type: 'keepPromoCode', params: ({ event }) => event },
            },
            'ui.closeTicket': { target: 'idle', actions: 'clearBuying' },
          },
        },
        /** The one gating decision: login, age check, a balance that covers the price. */
        gating: {
          tags: 'busy',
          entry: 'askGate',
          on: {
            'gate.answer': [
              { guard: 'isOurAllowed', target: 'buying' },
              { guard: 'isOurRefusalWithFlow', target: 'gated' },
              {
                guard: 'isOurAnswer',
                target: 'declined',
                actions: { type: 'keepRefusal', params: ({ event }) => event },
              },
            ],
          },
        },
        /** The refusal's flow runs in the pay tour; its end resumes the purchase or gives it up. */
        gated: {
          tags: 'busy',
          on: {
            'gate.resumed': [
              { guard: 'isOurResumed', target: 'gating' },
              {
                guard: 'isOurFlowEnd',
                target: 'declined',
                actions: { type: 'keepRefusal', params: { reason: null } },
              },
            ],
          },
        },
        /** The gate refused and opened nothing, or its flow was given up: shown with a retry. */
        declined: {
          on: {
            'ui.retryTicket': 'confirming',
            'ui.closeTicket': { target: 'idle', actions: 'clearBuying' },
          },
        },
        buying: {
          tags: 'busy',
          invoke: {
            id: 'buyChatTicket',
            src: 'buyChatTicket',
            input: ({ context }) => {
              const show = context.buying?.show;
              return {
                request: context.request,
                showId: show?.id ?? 0,
                creationType: 'PURCHASE' as const,
                modelId: show?.actorId ?? 0,
                start: show?.start ?? '',
                promoCode: context.buying?.promoCode ?? null,
              };
            },
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) },
                target: 'bought',
                actions: [
                  {
                    type: 'patchShow',
                    params: ({ context }) => ({
                      showId: context.buying?.show.id ?? 0,
                      changes: { isBought: true, canBuy: false },
                    }),
                  },
                  'reloadBalance',
                  'reloadBenefits',
                  'trackTicket',
                ],
              },
              {
                target: 'failed',
                actions: {
                  type: 'keepError',
                  params: ({ event }) => ({
                    errorCode: event.output.success ? 'unknown' : event.output.errorCode,
                  }),
                },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: { errorCode: 'network' } },
            },
          },
        },
        bought: { on: { 'ui.closeTicket': { target: 'idle', actions: 'clearBuying' } } },
        /** Refused with an error code: shown with its meaning; the show stays for a retry. */
        failed: {
          on: {
            'ui.retryTicket': 'confirming',
            'ui.closeTicket': { target: 'idle', actions: 'clearBuying' },
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ui.removeTicket': {
              target: 'removing',
              actions: { type: 'keepRemoving', params: ({ event }) => event },
            },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeChatTicket',
            src: 'removeChatTicket',
            input: ({ context }) => ({
              request: context.request,
              showId: context.removing ?? 0,
            }),
            onDone: [
              {
                guard: { type: 'removed', params: ({ event }) => ({ output: event.output }) },
                target: 'idle',
                actions: [
                  {
                    type: 'patchShow',
                    params: ({ context }) => ({
                      showId: context.removing ?? 0,
                      changes: { isBought: false, canBuy: true },
                    }),
                  },
                  'removeDone',
                  'reloadBalance',
                  'reloadBenefits',
                ],
              },
              { target: 'idle', actions: 'removeFailed' },
            ],
            onError: { target: 'idle', actions: 'removeFailed' },
          },
        },
      },
    },
    invitation: {
      initial: 'none',
      on: {
        // A newer invitation replaces the one shown, whatever it was doing.
        'push.privateTicketShowInvitation': {
          target: '.invited',
          actions: { type: 'keepInvitation', params: ({ event }) => event },
        },
      },
      states: {
        none: {},
        /** Offered: the show is loaded for its actor and title (the push names only ids). */
        invited: {
          initial: 'loading',
          on: {
            'ui.acceptInvitation': { target: 'claiming' },
            'ui.declineInvitation': { target: 'none', actions: 'clearInvitation' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadInvitedShow',
                src: 'loadInvitedShow',
                input: ({ context }) => ({
                  request: context.request,
                  showId: context.invitation?.showId ?? 0,
                }),
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'keepInvitedShow',
                    params: ({ event }) => ({ show: event.output }),
                  },
                },
                // Without the show the invitation is still offered with its start.
                onError: 'shown',
              },
            },
            shown: {},
          },
        },
        claiming: {
          tags: 'busy',
          invoke: {
            id: 'claimInvitation',
            src: 'claimChatTicket',
            input: ({ context }) => ({
              request: context.request,
              showId: context.invitation?.showId ?? 0,
              creationType: 'INVITATION' as const,
              modelId: context.invitation?.actorId ?? 0,
              start: context.invitation?.start ?? '',
              promoCode: null,
            }),
            onDone: [
              {
                guard: { type: 'claimed', params: ({ event }) => ({ output: event.output }) },
                target: 'accepted',
                actions: [
                  {
                    type: 'keepInvitedShow',
                    params: ({ event }) => ({ show: event.output.show }),
                  },
                  {
                    type: 'patchShow',
                    params: ({ context }) => ({
                      showId: context.invitation?.showId ?? 0,
                      changes: { isBought: true, canBuy: false },
                    }),
                  },
                  'reloadBenefits',
                ],
              },
              {
                target: 'claimFailed',
                actions: {
                  type: 'keepInvitationError',
                  params: ({ event }) => ({
                    errorCode: event.output.success ? 'unknown' : event.output.errorCode,
                  }),
                },
              },
            ],
            onError: {
              target: 'claimFailed',
              actions: { type: 'keepInvitationError', params: { errorCode: 'network' } },
            },
          },
        },
        /** She holds the ticket: the show is joined from her live show page at its start. */
        accepted: {
          on: { 'ui.closeInvitation': { target: 'none', actions: 'clearInvitation' } },
        },
        claimFailed: {
          on: {
            'ui.acceptInvitation': { target: 'claiming' },
            'ui.declineInvitation': { target: 'none', actions: 'clearInvitation' },
          },
        },
      },
    },
  },
});
