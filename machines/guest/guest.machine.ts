import { gatingMachine } from '../gating/gating.machine.ts';
import { assign, sendParent, sendTo, setup, stateIn } from 'xstate';
import type { GateFactsChangedEvent } from '../gating/gating.machine.ts';
import { guestGateFacts } from './guest.gate.ts';
import type { GuestState, RequestInput } from '../shared/session.types.ts';
import type { AwaitedUpdate, DomainInput, UpdateArrivedEvent } from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import { toDomain, toReplyTarget, toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { guestTracking } from './guest.tracking.ts';
import type { GuestBalanceReply, GuestContext, GuestEvent } from './guest.types.ts';
import { arrivalOf, withoutAnswered } from './guest.waiting.ts';
import {
  withoutStatusBar,
  withStatusBar,
  type StatusBarItem,
  type StatusBarType,
} from './statusBar.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export type { GuestEvent } from './guest.types.ts';

/** The spec's voice-call reload delay (seed 000 §9). */
export const VOICECALL_RELOAD_DELAY_MS = 100;

/** The balance a balance push carries, as the guest state holds it. */
const balanceOf = (
  push: Extract<GuestEvent, { type: 'push.guestBalance' }>,
): GuestBalanceReply => ({
  balance: push.balance,
  balanceFormatted: push.balanceFormatted,
  isPayingCustomer: push.isPayingCustomer,
});

/**
 * The guest's account as the page knows it: started by the root with bootstrap's facts as input
 * (issue 52 §3), kept current by the pushes the realtime connection routes here (seed 000 §4, guest flags). A lock (`guestLocked`) logs the
 * guest out for good in this page: the server is told, the connection ends, and nothing
 * reverses it. Subscription, bonus-code and money-charge pushes run the callback a domain
 * registered with `guest.awaitUpdate`; without one a subscription update reloads the page
 * without the flow parameters.
 */
export const guestMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as DomainInput,
      context: {} as GuestContext,
      events: {} as GuestEvent,
      tags: {} as 'loggedIn' | 'locked' | 'voicecall',
    },
    actors: {
      gating: gatingMachine(),
      logout: placeholderCall<void, RequestInput>('logout'),
      closeDataProtection: placeholderCall<void, { request: RequestInput; accepted: boolean }>(
        'closeDataProtection',
      ),
      closeAgbAndDataProtection: placeholderCall<void, RequestInput>('closeAgbAndDataProtection'),
      loadBalance: placeholderCall<GuestBalanceReply, RequestInput>('loadBalance'),
      readAccountCookie: placeholderCall<boolean, void>('readAccountCookie'),
    },
    actions: {
      patchGuest: assign({
        guest: ({ context }, params: Partial<GuestState>) => ({ ...context.guest, ...params }),
      }),
      storeAccountCookie: assign({
        hasAccountCookie: (_, params: { present: boolean }) => params.present,
      }),
      logOutLocally: assign({
        guest: ({ context }) => ({
          ...context.guest,
          isLoggedIn: false,
          isLocked: true,
          name: null,
          email: null,
          balance: 0,
          balanceFormatted: '',
        }),
        // The guest had an account here: a new login is offered rather than a signup.
        hasAccountCookie: true,
        statusBars: [],
        waiting: {},
      }),
      /** The gate (this machine's child) learns the facts it decides on, as they are now. */
      tellGate: sendTo('gating', ({ context }): GateFactsChangedEvent => ({
        type: 'gate.factsChanged',
        facts: guestGateFacts(context),
      })),
      /** The gate learns whether login is on (it offers login or signup only then). */
      tellGateConfig: sendTo('gating', ({ context }): GateFactsChangedEvent => ({
        type: 'gate.factsChanged',
        facts: { loginEnabled: context.loginEnabled },
      })),
      /** The app ends the realtime session (the socket closes and stays closed). */
      announceLocked: sendParent({ type: 'guest.locked' }),
      registerWaiting: assign({
        waiting: (
          { context },
          params: { update: AwaitedUpdate; replyTo: SystemIdAccepting<UpdateArrivedEvent> },
        ) => ({
          ...context.waiting,
          [params.update]: params.replyTo,
        }),
      }),
      /** The registered callback runs: its domain gets `guest.updateArrived` (once). */
      answerWaiting: toReplyTarget<UpdateArrivedEvent, GuestContext, GuestEvent>(
        ({ context, event }) => arrivalOf(context.waiting, event)?.replyTo ?? null,
        ({ context, event }) => arrivalOf(context.waiting, event)?.arrived ?? null,
      ),
      clearWaiting: assign({
        waiting: ({ context, event }) => withoutAnswered(context.waiting, event.type),
      }),
      /** Tracking goes through consent: it reaches the tracker only with analytics consent. */
      track: toSystem(
        'consent',
        ({ context, event }: { context: GuestContext; event: GuestEvent }) =>
          guestTracking(event, context) ?? [],
      ),
      /** The page-load incentives are fetched again after a payment (seed 000 §4). */
      reloadIncentives: toSystem('incentives', { type: 'incentives.reload' }),
      storeStatusBar: assign({
        statusBars: ({ context }, params: StatusBarItem) =>
          withStatusBar(context.statusBars, params),
      }),
      dropStatusBar: assign({
        statusBars: ({ context }, params: { statusBarType: StatusBarType }) =>
          withoutStatusBar(context.statusBars, params.statusBarType),
      }),
      /** Tells the platform the guest closed it, so it is not shown again. */
      sendRemoveStatusBar: toSystem('realtime', (_, params: { statusBarType: StatusBarType }) => ({
        type: 'realtime.send' as const,
        frame: { type: 'removeStatusBar', statusBarType: params.statusBarType },
      })),
      /**
       * A survey may be due after a live chat (seed 001, `survey/chatexit`): incentives asks. The
       * running live chat (a lazy domain, so only when it runs) ends with the same code.
       */
      announceChatEnd: toSystem(
        'incentives',
        (_, params: { chatId: string; exitCode: number }) => ({
          type: 'incentives.chatEnded' as const,
          ...params,
        }),
      ),
      tellLiveChatEnd: toSystem('liveChat', (_, params: { chatId: string; exitCode: number }) => ({
        type: 'liveChat.chatEnded' as const,
        ...params,
      })),
      /**
       * The messenger owns the conversion chat, which an ended live preview offers again; it
       * starts on first use (decision 0008), so the root keeps the event until it runs.
       */
      tellMessengerChatEnd: toDomain('messenger', (_, params: { exitCode: number }) => ({
        type: 'messenger.chatEnded' as const,
        exitCode: params.exitCode,
      })),
      storeChatEnd: assign({
        chatEnd: (_, params: { chatId: string; exitCode: number }) => params,
      }),
      storeBonusCode: assign({
        bonusCode: (_, params: { code: string; bonus: unknown }) => params,
      }),
      reloadPage: () => {},
      /** Reloads the page without `vxpFlow`, `vxpAutoFlow` and `showModalbox` (see flowParams.ts). */
      reloadWithoutFlowParams: () => {},
    },
    guards: {
      isLoggedIn: ({ context }) => context.guest.isLoggedIn && !context.guest.isLocked,
      wantsDialog: (_, params: { show: boolean }) => params.show,
      hidesDialog: (_, params: { show: boolean }) => !params.show,
      isWaitingFor: ({ context }, params: { update: AwaitedUpdate }) =>
        context.waiting[params.update] !== undefined,
      isPayment: (_, params: { isPayment: boolean }) => params.isPayment,
      succeeded: (_, params: { success: boolean }) => params.success,
      forcesReload: (_, params: { forceReload: boolean }) => params.forceReload,
      wasActive: ({ context }) => context.guest.voicecall.active,
      /** The stop belongs to this page's anonymous voice call. */
      isOwnAnonymousCall: ({ context }, params: { voicecallIdHash: string }) =>
        context.guest.voicecall.idHash === params.voicecallIdHash,
      isChatExitOpen: stateIn({ loggedIn: { chatExit: 'open' } }),
      mustAcceptTerms: ({ context }) => context.guest.showAgbAndDataProtection,
    },
    delays: { voicecallReloadDelay: VOICECALL_RELOAD_DELAY_MS },
  }).createMachine({
    id: 'guest',
    // The one gating decision (machines/gating): this machine tells it the guest's facts.
    invoke: { id: 'gating', systemId: 'gating', src: 'gating' },
    context: ({ input }) => ({
      guest: input.guest,
      request: input.request,
      loginEnabled: input.config.loginEnabled,
      hasAccountCookie: null,
      waiting: {},
      statusBars: [],
      chatEnd: null,
      bonusCode: null,
    }),
    initial: 'starting',
    states: {
      /** The guest of the input is logged in or not; the gate learns her facts at once. */
      starting: {
        always: [
          { guard: 'isLoggedIn', target: 'loggedIn', actions: ['tellGateConfig', 'tellGate'] },
          { target: 'visitor', actions: ['tellGateConfig', 'tellGate'] },
        ],
      },
      /**
       * Anonymous: no socket, so no pushes; login arrives with the pay tour. Whether to offer login
       * or signup depends on the account cookie, read once here.
       */
      visitor: {
        invoke: {
          id: 'readAccountCookie',
          src: 'readAccountCookie',
          onDone: {
            actions: [
              { type: 'storeAccountCookie', params: ({ event }) => ({ present: event.output }) },
              'tellGate',
            ],
          },
          // Unreadable: the cookie stays unknown and signup is offered, as to a new visitor.
          onError: {},
        },
      },
      loggedIn: {
        tags: 'loggedIn',
        type: 'parallel',
        on: {
          'push.guestBalance': [
            {
              guard: { type: 'isPayment', params: ({ event }) => ({ isPayment: event.isPayment }) },
              actions: [
                { type: 'patchGuest', params: ({ event }) => balanceOf(event) },
                'tellGate',
                'track',
                'reloadIncentives',
                'answerWaiting',
                'clearWaiting',
              ],
            },
            {
              actions: [
                { type: 'patchGuest', params: ({ event }) => balanceOf(event) },
                'tellGate',
              ],
            },
          ],
          'realtime.balanceResynced': {
            actions: [{ type: 'patchGuest', params: ({ event }) => event.reply }, 'tellGate'],
          },
          'guest.awaitUpdate': {
            actions: {
              type: 'registerWaiting',
              params: ({ event }) => ({ update: event.update, replyTo: event.replyTo }),
            },
          },
          'push.loyaltyPointsChanged': {
            actions: {
              type: 'patchGuest',
              params: ({ event }) => ({ loyaltyPoints: event.points }),
            },
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
          'push.vipAboUpdate': [
            {
              guard: { type: 'isWaitingFor', params: { update: 'vipAbo' } },
              actions: [
                { type: 'patchGuest', params: ({ event }) => ({ isVip: event.active }) },
                'tellGate',
                'track',
                'answerWaiting',
                'clearWaiting',
              ],
            },
            {
              actions: [
                { type: 'patchGuest', params: ({ event }) => ({ isVip: event.active }) },
                'tellGate',
                'track',
                'reloadWithoutFlowParams',
              ],
            },
          ],
          'push.vxtvAboUpdate': [
            {
              guard: { type: 'isWaitingFor', params: { update: 'vxtvAbo' } },
              actions: [
                { type: 'patchGuest', params: ({ event }) => ({ isTvSubscriber: event.active }) },
                'tellGate',
                'track',
                'answerWaiting',
                'clearWaiting',
              ],
            },
            {
              actions: [
                { type: 'patchGuest', params: ({ event }) => ({ isTvSubscriber: event.active }) },
                'tellGate',
                'track',
                'reloadWithoutFlowParams',
              ],
            },
          ],
          'push.bonusCodeRedeemed': [
            {
              guard: { type: 'isWaitingFor', params: { update: 'bonusCode' } },
              actions: ['answerWaiting', 'clearWaiting'],
            },
            {
              actions: {
                type: 'storeBonusCode',
                params: ({ event }) => ({ code: event.code, bonus: event.bonus }),
              },
            },
          ],
          'push.statusBar': {
            actions: {
              type: 'storeStatusBar',
              params: ({ event }) => ({ statusBarType: event.statusBarType, data: event.data }),
            },
          },
          'ui.statusBarDismissed': {
            actions: [
              {
                type: 'dropStatusBar',
                params: ({ event }) => ({ statusBarType: event.statusBarType }),
              },
              {
                type: 'sendRemoveStatusBar',
                params: ({ event }) => ({ statusBarType: event.statusBarType }),
              },
            ],
          },
          'guest.anonymousVoicecallStarted': {
            actions: {
              type: 'patchGuest',
              params: ({ context, event }) => ({
                voicecall: {
                  active: context.guest.voicecall.active,
                  idHash: event.voicecallIdHash,
                },
              }),
            },
          },
          'push.pageReload': '#guest.reloading',
          'push.guestLocked': '#guest.locked',
        },
        states: {
          email: {
            initial: 'asLoaded',
            states: {
              asLoaded: { on: { 'push.guestEmailVerified': 'verified' } },
              verified: {},
            },
          },
          /**
           * The data-protection request (push `dataProtection`), and new terms (AGB/GTC) with data
           * protection as the loaded guest state says (`showAgbAndDataProtection`): those cannot be
           * declined, only accepted (`closeAgbAndDataProtection`), which answers the data-protection
           * request too; one region, since the terms dialog stands for both.
           */
          dataProtection: {
            initial: 'asLoaded',
            states: {
              asLoaded: {
                always: [{ guard: 'mustAcceptTerms', target: 'terms' }, { target: 'settled' }],
              },
              terms: {
                initial: 'asking',
                states: {
                  asking: { on: { 'ui.termsAccepted': 'accepting' } },
                  accepting: {
                    invoke: {
                      id: 'closeAgbAndDataProtection',
                      src: 'closeAgbAndDataProtection',
                      input: ({ context }) => context.request,
                      onDone: {
                        target: '#guest.loggedIn.dataProtection.settled',
                        actions: {
                          type: 'patchGuest',
                          params: { showAgbAndDataProtection: false, showDataProtection: false },
                        },
                      },
                      onError: 'failed',
                    },
                  },
                  /** The acceptance did not reach the server: said, to try again. */
                  failed: { on: { 'ui.termsAccepted': 'accepting' } },
                },
              },
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
                    request: context.request,
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
          /** `guest.reloadBalance` (after a pay-tour flow): the balance is fetched again. */
          balance: {
            initial: 'current',
            states: {
              current: { on: { 'guest.reloadBalance': 'reloading' } },
              reloading: {
                invoke: {
                  id: 'loadBalance',
                  src: 'loadBalance',
                  input: ({ context }) => context.request,
                  onDone: {
                    target: 'current',
                    actions: [
                      { type: 'patchGuest', params: ({ event }) => event.output },
                      'tellGate',
                    ],
                  },
                  // The next push or resync brings it; the shown balance stays as it was.
                  onError: 'current',
                },
              },
            },
          },
          /**
           * The chat-exit view after a chat ended (`chatEnd`), until the guest closes it; a later
           * chat's end shows that one instead.
           */
          chatExit: {
            initial: 'closed',
            on: {
              'push.chatEnd': {
                target: '.open',
                actions: [
                  {
                    type: 'storeChatEnd',
                    params: ({ event }) => ({ chatId: event.chatId, exitCode: event.exitCode }),
                  },
                  {
                    type: 'announceChatEnd',
                    params: ({ event }) => ({ chatId: event.chatId, exitCode: event.exitCode }),
                  },
                  {
                    type: 'tellLiveChatEnd',
                    params: ({ event }) => ({ chatId: event.chatId, exitCode: event.exitCode }),
                  },
                  { type: 'tellMessengerChatEnd', params: ({ event }) => event },
                ],
              },
            },
            states: {
              closed: {},
              open: { on: { 'ui.chatExitClosed': 'closed' } },
            },
          },
          voicecall: {
            initial: 'asLoaded',
            states: {
              asLoaded: {
                always: [{ guard: 'wasActive', target: 'active' }, { target: 'inactive' }],
              },
              inactive: {
                on: {
                  'push.voicecallStart': [
                    {
                      guard: {
                        type: 'forcesReload',
                        params: ({ event }) => ({ forceReload: event.forceReload }),
                      },
                      // A forced start reloads after the voice-call reload delay (100 ms, §9).
                      target: 'reloadingSoon',
                    },
                    { target: 'active' },
                  ],
                },
              },
              active: {
                tags: 'voicecall',
                entry: {
                  type: 'patchGuest',
                  params: ({ context }) => ({
                    voicecall: { active: true, idHash: context.guest.voicecall.idHash },
                  }),
                },
                exit: {
                  type: 'patchGuest',
                  params: ({ context }) => ({
                    voicecall: { active: false, idHash: context.guest.voicecall.idHash },
                  }),
                },
                on: {
                  'push.voicecallStop': [
                    {
                      guard: {
                        type: 'isOwnAnonymousCall',
                        params: ({ event }) => ({ voicecallIdHash: event.voicecallIdHash }),
                      },
                      target: 'ending',
                    },
                    { target: 'inactive' },
                  ],
                },
              },
              /** The anonymous call ended: reload, once the chat-exit view (if open) is closed. */
              ending: {
                always: [
                  { guard: 'isChatExitOpen', target: 'afterChatExit' },
                  { target: 'reloadingSoon' },
                ],
              },
              afterChatExit: { on: { 'ui.chatExitClosed': 'reloadingSoon' } },
              reloadingSoon: { after: { voicecallReloadDelay: '#guest.reloading' } },
            },
          },
          /** The answer to the guest's `sendSignupEmail` (profile page). */
          signupEmail: {
            initial: 'idle',
            states: {
              idle: {},
              sent: {},
              failed: {},
            },
            on: {
              'push.sendSignupEmailResult': [
                {
                  guard: { type: 'succeeded', params: ({ event }) => ({ success: event.success }) },
                  target: '.sent',
                },
                { target: '.failed' },
              ],
            },
          },
        },
      },
      locked: {
        tags: 'locked',
        entry: ['logOutLocally', 'tellGate', 'announceLocked'],
        invoke: {
          id: 'logout',
          src: 'logout',
          input: ({ context }) => context.request,
          onDone: 'lockedOut',
          onError: 'lockedOut',
        },
      },
      /** Logged out for the rest of this page: nothing here leads back. */
      lockedOut: { tags: 'locked' },
      reloading: { entry: 'reloadPage' },
    },
  }),
);
