import { assign, sendParent, setup } from 'xstate';
import type { GuestState, RequestInput } from '../bootstrap/bootstrap.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface GuestContext {
  guest: GuestState | null;
  request: RequestInput | null;
  /** Facts whose behaviour belongs to issues not built yet (pay tour callbacks, tracking, voice calls): counted, never dropped silently. */
  deferred: Record<string, number>;
}

/** Facts this machine takes but whose behaviour arrives with later issues (pay tour, tracking, voice call, messenger). */
export const DEFERRED_FACTS = [
  'push.vipAboUpdate',
  'push.vxtvAboUpdate',
  'push.voicecallStart',
  'push.voicecallStop',
  'push.chatEnd',
  'push.bonusCodeRedeemed',
  'push.statusBar',
  'push.sendSignupEmailResult',
] as const;

export type GuestEvent =
  | { type: 'guest.loaded'; guest: GuestState; request: RequestInput }
  | {
      type: 'push.guestBalance';
      balance: number;
      balanceFormatted: string;
      isPayingCustomer: boolean;
      isPayment: boolean;
    }
  | {
      type: 'realtime.balanceResynced';
      reply: { balance: number; balanceFormatted: string; isPayingCustomer: boolean };
    }
  | { type: 'push.loyaltyPointsChanged'; points: number }
  | { type: 'push.vouchers'; vouchers: GuestState['vouchers'] }
  | { type: 'push.giftsUpdate'; boughtGifts: Record<string, number> }
  | { type: 'push.guestEmailVerified' }
  | { type: 'push.pageReload' }
  | { type: 'push.guestLocked' }
  | { type: 'push.dataProtection'; show: boolean }
  | { type: 'ui.dataProtectionAnswered'; accepted: boolean }
  | { type: (typeof DEFERRED_FACTS)[number]; [field: string]: unknown };

/**
 * The guest's account as the page knows it: loaded at start, kept current by the pushes the
 * realtime connection routes here. A lock (`guestLocked`) logs the guest out for good in this
 * page: the server is told, the connection ends, and nothing reverses it.
 */
export const guestMachine = setup({
  types: {
    context: {} as GuestContext,
    events: {} as GuestEvent,
    tags: {} as 'loggedIn' | 'locked',
  },
  actors: {
    logout: placeholderCall<void, RequestInput>('logout'),
    closeDataProtection: placeholderCall<void, { request: RequestInput; accepted: boolean }>(
      'closeDataProtection',
    ),
  },
  actions: {
    storeGuest: assign((_, params: { guest: GuestState; request: RequestInput }) => ({
      guest: params.guest,
      request: params.request,
    })),
    patchGuest: assign({
      guest: ({ context }, params: Partial<GuestState>) =>
        context.guest ? { ...context.guest, ...params } : null,
    }),
    logOutLocally: assign({
      guest: ({ context }) =>
        context.guest
          ? {
              ...context.guest,
              isLoggedIn: false,
              isLocked: true,
              name: null,
              email: null,
              balance: 0,
              balanceFormatted: '',
            }
          : null,
    }),
    countDeferred: assign({
      deferred: ({ context, event }) => ({
        ...context.deferred,
        [event.type]: (context.deferred[event.type] ?? 0) + 1,
      }),
    }),
    /** The app ends the realtime session (the socket closes and stays closed). */
    announceLocked: sendParent({ type: 'guest.locked' }),
    reloadPage: () => {},
  },
  guards: {
    isLoggedIn: (_, params: { guest: GuestState }) =>
      params.guest.isLoggedIn && !params.guest.isLocked,
    wantsDialog: (_, params: { show: boolean }) => params.show,
    hidesDialog: (_, params: { show: boolean }) => !params.show,
  },
}).createMachine({
  id: 'guest',
  context: { guest: null, request: null, deferred: {} },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'guest.loaded': [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ guest: event.guest }) },
            target: 'loggedIn',
            actions: {
              type: 'storeGuest',
              params: ({ event }) => ({ guest: event.guest, request: event.request }),
            },
          },
          {
            target: 'visitor',
            actions: {
              type: 'storeGuest',
              params: ({ event }) => ({ guest: event.guest, request: event.request }),
            },
          },
        ],
      },
    },
    /** Anonymous: no socket, so no pushes; login arrives with the pay tour. */
    visitor: {},
    loggedIn: {
      tags: 'loggedIn',
      type: 'parallel',
      on: {
        'push.guestBalance': {
          actions: {
            type: 'patchGuest',
            params: ({ event }) => ({
              balance: event.balance,
              balanceFormatted: event.balanceFormatted,
              isPayingCustomer: event.isPayingCustomer,
            }),
          },
        },
        'realtime.balanceResynced': {
          actions: { type: 'patchGuest', params: ({ event }) => event.reply },
        },
        'push.loyaltyPointsChanged': {
          actions: { type: 'patchGuest', params: ({ event }) => ({ loyaltyPoints: event.points }) },
        },
        'push.vouchers': {
          actions: { type: 'patchGuest', params: ({ event }) => ({ vouchers: event.vouchers }) },
        },
        'push.giftsUpdate': {
          actions: {
            type: 'patchGuest',
            params: ({ event }) => ({ boughtGifts: event.boughtGifts }),
          },
        },
        'push.pageReload': '#guest.reloading',
        'push.guestLocked': '#guest.locked',
        ...Object.fromEntries(
          DEFERRED_FACTS.map((type) => [type, { actions: 'countDeferred' as const }]),
        ),
      },
      states: {
        email: {
          initial: 'asLoaded',
          states: {
            asLoaded: { on: { 'push.guestEmailVerified': 'verified' } },
            verified: {},
          },
        },
        dataProtection: {
          initial: 'settled',
          states: {
            settled: {
              on: {
                'push.dataProtection': {
                  guard: { type: 'wantsDialog', params: ({ event }) => ({ show: event.show }) },
                  target: 'asking',
                },
              },
            },
            asking: {
              on: {
                // The server withdrew the request (answered in another tab).
                'push.dataProtection': {
                  guard: { type: 'hidesDialog', params: ({ event }) => ({ show: event.show }) },
                  target: 'settled',
                },
                'ui.dataProtectionAnswered': 'answering',
              },
            },
            answering: {
              invoke: {
                id: 'closeDataProtection',
                src: 'closeDataProtection',
                input: ({ context, event }) => ({
                  request: context.request!,
                  accepted:
                    event.type === 'ui.dataProtectionAnswered' ? event.accepted === true : false,
                }),
                onDone: 'settled',
                onError: 'failed',
              },
            },
            /** The answer did not reach the server: the dialog stays, with the error, to try again. */
            failed: { on: { 'ui.dataProtectionAnswered': 'answering' } },
          },
        },
      },
    },
    locked: {
      tags: 'locked',
      entry: ['logOutLocally', 'announceLocked'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => context.request!,
        onDone: 'lockedOut',
        onError: 'lockedOut',
      },
    },
    /** Logged out for the rest of this page: nothing here leads back. */
    lockedOut: { tags: 'locked' },
    reloading: { entry: 'reloadPage' },
  },
});
