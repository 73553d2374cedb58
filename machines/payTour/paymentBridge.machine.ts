import { and, assign, not, raise, setup, stateIn, type ActionArgs } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import type { BridgeOpen, PayActionName } from './payTour.types.ts';
import {
  actionMessage,
  answerOf,
  factOf,
  type BridgeFact,
  type BridgeInbound,
  type BridgeMessage,
  type BridgeVia,
  type ClaimOutcome,
  type FramePhase,
  type PaymentBridgeContext,
  type PaymentBridgeEvent,
  type PaymentBridgeInput,
  type Received,
} from './paymentBridge.messages.ts';
import {
  channelRegions,
  emptyChannel,
  flush,
  isNewToken,
  queued,
  queuedAsk,
} from './paymentBridge.regions.ts';

/** The contract's 10 s limit for an action's answer. */
export const ACTION_TIMEOUT_MS = 10_000;
/** A refused claim recreates the iframe (a new pay session) this often per page at most. */
const MAX_CLAIM_RETRIES = 1;
/**
 * Seed 000 §9 "iframe retry 1000 ms": an iframe whose document loaded without the payment client
 * saying content-loaded within this time (an error page: the pay origin down, a 5xx, no network)
 * is made anew, at most `MAX_FRAME_RETRIES` times per page (then the pay tour's 15 s load limit
 * shows its error and the guest's retry).
 */
const FRAME_RETRY_MS = 1_000;
export const MAX_FRAME_RETRIES = 2;
/**
 * Seed 000 §9 "action retry poll 500 ms": an action not yet answered is posted again this often
 * (the payment client may have missed it while it was between views), until its answer or its
 * 10 s expiry. A late second answer is dropped.
 */
export const ACTION_POLL_MS = 500;

/** The I/O the service provides (services/payment/bridge.ts); here they do nothing. */
type Args = ActionArgs<PaymentBridgeContext, PaymentBridgeEvent, PaymentBridgeEvent>;

const io = {
  /** A new hidden iframe, loading `open`'s flow (or the default one) with `token`. */
  createFrame: (_: Args, _params: { open: BridgeOpen | null; token: string | null }) => {},
  removeFrame: (_: Args) => {},
  styleFrame: (_: Args, _params: { phase: FramePhase; tall: boolean }) => {},
  /** `window.open` of the named tab, synchronously; answers `tab.opened` or `tab.blocked`. */
  openTab: (_: Args, _params: { open: BridgeOpen | null; token: string | null }) => {},
  /** Posts to the window, to the exact pay origin. */
  post: (_: Args, _params: { via: BridgeVia; messages: BridgeMessage[] }) => {},
  tellFact: (_: Args, _params: { fact: BridgeFact }) => {},
  answer: (_: Args, _params: { action: PayActionName; data: unknown }) => {},
  expire: (_: Args, _params: { action: PayActionName }) => {},
  /** Logs `vxpayMessageRejected`. */
  reportRejected: (_: Args, _params: { message: string; data: Record<string, unknown> }) => {},
};

const ID = 'paymentBridge';

/** The frame's look on entering a phase: tall (100vh) for the open that asked for it. */
const styled = (phase: FramePhase) => ({
  type: 'styleFrame' as const,
  params: ({ context }: { context: PaymentBridgeContext }) => ({
    phase,
    tall: context.lastOpen?.fullHeight ?? false,
  }),
});

/**
 * The page side of the payment client (`shared/contract/pay-client.md`): one hidden iframe per
 * page, reused; a tab on phones; messages queued per window until it loaded and its transfer
 * token is claimed for this page's session; actions with answers and timeouts. Four regions:
 * `flow` (which flow the page opened last), `frame` and `tab` (each window's content, token and,
 * for the iframe, session and look), and `relay` (facts to the pay tour, answers, rejections).
 * The service checks origins and windows and decodes; this decides what goes where and when.
 */
export const paymentBridgeMachine = setup({
  types: {
    context: {} as PaymentBridgeContext,
    events: {} as PaymentBridgeEvent,
    input: {} as PaymentBridgeInput,
    tags: {} as 'framePresent' | 'tabOpen',
  },
  actors: {
    claim: placeholderCall<ClaimOutcome, { token: string }>('paymentBridge.claim'),
  },
  delays: {
    actionTimeout: ACTION_TIMEOUT_MS,
    frameRetry: FRAME_RETRY_MS,
    actionPoll: ACTION_POLL_MS,
  },
  guards: {
    opensTab: (_, params: { target: BridgeVia }) => params.target === 'tab',
    opensFrame: (_, params: { target: BridgeVia }) => params.target === 'iframe',
    flowInFrame: stateIn(`#${ID}.flow.iframe`),
    flowInTab: stateIn(`#${ID}.flow.tab`),
    showsInTab: and([stateIn(`#${ID}.flow.tab`), stateIn(`#${ID}.tab.open`)]),
    isLoaded: (_, params: { event: Received; via: BridgeVia }) =>
      params.event.via === params.via && params.event.message.type === 'pay.contentLoaded',
    /** A transfer token this window did not send before, to claim for this page's session. */
    isTokenToClaim: ({ context }, params: { event: Received; via: BridgeVia }) =>
      context.claims && isNewToken(context, params.event, params.via),
    /** A new token where nothing is claimed: taken at once. */
    isTokenToTake: ({ context }, params: { event: Received; via: BridgeVia }) =>
      !context.claims && isNewToken(context, params.event, params.via),
    isRefused: (_, params: { outcome: ClaimOutcome }) => params.outcome === 'refused',
    mayRetryFrame: ({ context }) => context.frameRetries < MAX_FRAME_RETRIES,
    /** Refused, and the iframe may start over with a new pay session (once per page). */
    isRefusedToRetry: ({ context }, params: { outcome: ClaimOutcome }) =>
      params.outcome === 'refused' && context.claimRetries < MAX_CLAIM_RETRIES,
    hasQueued: ({ context }, params: { via: BridgeVia }) =>
      context.channels[params.via].queue.length > 0,
    frameCanPost: and([
      stateIn(`#${ID}.frame.present.content.loaded`),
      stateIn(`#${ID}.frame.present.token.claimed`),
      { type: 'hasQueued', params: { via: 'iframe' } },
    ]),
    tabCanPost: and([
      stateIn(`#${ID}.tab.open.content.loaded`),
      stateIn(`#${ID}.tab.open.token.claimed`),
      { type: 'hasQueued', params: { via: 'tab' } },
    ]),
    isResponse: (_, params: { message: BridgeInbound }) => params.message.type === 'pay.response',
    /** The answer to an action asked and not yet expired. */
    isAnswer: ({ context }, params: { message: BridgeInbound }) =>
      params.message.type === 'pay.response' &&
      (params.message as { action: string }).action in context.asked,
    /** The expiry or poll of an ask still waiting (not answered, not asked again since). */
    isStillAsked: ({ context }, params: { action: PayActionName; ask: number }) =>
      context.asked[params.action]?.ask === params.ask,
    isFirstOfKind: ({ context }, params: { kind: string }) => !context.rejected[params.kind],
  },
  actions: {
    ...io,
    storeOpen: assign((_, params: { open: BridgeOpen }) => ({ lastOpen: params.open })),
    /** The open's update-params, additional-info and change-route; init-session for a new window. */
    queueOpen: assign(({ context }, params: { via: BridgeVia; init: boolean }) => {
      const open = context.lastOpen;
      if (!open) return {};
      const init: BridgeMessage[] = params.init
        ? [{ type: 'modalbox-init-session', token: open.initToken }]
        : [];
      return queued(context, params.via, [...open.messages, ...init]);
    }),
    queueMessage: assign(({ context }, params: { via: BridgeVia; message: BridgeMessage }) =>
      queued(context, params.via, [params.message]),
    ),
    queueAsk: assign(({ context }, params: { message: BridgeMessage }) =>
      queuedAsk(context, params.message),
    ),
    /** The queue went to the window (`post`). */
    clearQueue: assign(({ context }, params: { via: BridgeVia }) => ({
      channels: {
        ...context.channels,
        [params.via]: { ...context.channels[params.via], queue: [] },
      },
    })),
    resetChannel: assign(({ context }, params: { via: BridgeVia }) => ({
      channels: { ...context.channels, [params.via]: emptyChannel() },
    })),
    storeToken: assign(({ context }, params: { via: BridgeVia; event: Received }) => {
      const token =
        params.event.message.type === 'pay.transferToken' ? params.event.message.token : null;
      return {
        latestToken: token,
        channels: { ...context.channels, [params.via]: { ...context.channels[params.via], token } },
      };
    }),
    /** A refused token is not this session's: no later URL carries it. */
    forgetToken: assign(({ context }, params: { via: BridgeVia }) =>
      context.latestToken === context.channels[params.via].token ? { latestToken: null } : {},
    ),
    /** The iframe starts over with a new pay session. */
    renewFrame: raise({ type: 'frame.renew' }),
    countClaimRetry: assign(({ context }) => ({ claimRetries: context.claimRetries + 1 })),
    countFrameRetry: assign(({ context }) => ({ frameRetries: context.frameRetries + 1 })),
    /** The action waits for its answer: the `n`-th ask, expiring after the contract's 10 s. */
    rememberAsked: assign(
      ({ context }, params: { action: PayActionName; params?: Record<string, unknown> }) => ({
        asks: context.asks + 1,
        asked: {
          ...context.asked,
          [params.action]: { ask: context.asks + 1, message: actionMessage(params) },
        },
      }),
    ),
    /** A waiting action's message goes to the iframe again, unless it still waits in its queue. */
    askAgain: assign(({ context }, params: { action: PayActionName }) => {
      const message = context.asked[params.action]?.message;
      const waiting = context.channels.iframe.queue.some((m) => m.type === message?.type);
      return message && !waiting ? queuedAsk(context, message) : {};
    }),
    pollLater: raise(
      ({ context }, params: { action: PayActionName }) => ({
        type: 'bridge.actionPoll' as const,
        action: params.action,
        ask: context.asked[params.action]?.ask ?? 0,
      }),
      { delay: 'actionPoll' },
    ),
    expireLater: raise(
      ({ context }, params: { action: PayActionName }) => ({
        type: 'bridge.actionExpired' as const,
        action: params.action,
        ask: context.asks,
      }),
      { delay: 'actionTimeout' },
    ),
    forgetAsked: assign(({ context }, params: { action: string }) => ({
      asked: Object.fromEntries(
        Object.entries(context.asked).filter(([action]) => action !== params.action),
      ),
    })),
    countRejected: assign(({ context }, params: { kind: string }) => ({
      rejected: { ...context.rejected, [params.kind]: (context.rejected[params.kind] ?? 0) + 1 },
    })),
  },
}).createMachine({
  id: ID,
  type: 'parallel',
  context: ({ input }) => ({
    claims: input.claims,
    lastOpen: null,
    latestToken: null,
    claimRetries: 0,
    frameRetries: 0,
    channels: { iframe: emptyChannel(), tab: emptyChannel() },
    asked: {},
    asks: 0,
    rejected: {},
  }),
  states: {
    /** Which window the last flow opened in. */
    flow: {
      initial: 'none',
      on: {
        'bridge.open': [
          {
            guard: { type: 'opensTab', params: ({ event }) => ({ target: event.target }) },
            target: '.tab',
            actions: { type: 'storeOpen', params: ({ event }) => ({ open: event }) },
          },
          {
            target: '.iframe',
            actions: { type: 'storeOpen', params: ({ event }) => ({ open: event }) },
          },
        ],
      },
      states: { none: {}, iframe: {}, tab: {} },
    },
    /** The page's one iframe: made on the first open or action, reused, recreated on a retry. */
    frame: {
      initial: 'absent',
      on: {
        // A new iframe replaces the old one; the last open goes to it if it was the iframe's.
        'bridge.recreate': [
          { guard: 'flowInFrame', target: '.absent', actions: raise({ type: 'frame.reopen' }) },
          { target: '.absent' },
        ],
        'frame.renew': { target: '.absent', actions: raise({ type: 'frame.reopen' }) },
      },
      states: {
        absent: {
          on: {
            'frame.reopen': [
              {
                guard: 'flowInFrame',
                target: ['present.session.initialized', 'present.display.loading'],
                actions: { type: 'queueOpen', params: { via: 'iframe', init: true } },
              },
              { target: 'present' },
            ],
            'bridge.open': {
              guard: { type: 'opensFrame', params: ({ event }) => ({ target: event.target }) },
              target: ['present.session.initialized', 'present.display.loading'],
              actions: { type: 'queueOpen', params: { via: 'iframe', init: true } },
            },
            'bridge.ask': {
              target: 'present',
              actions: {
                type: 'queueAsk',
                params: ({ event }) => ({ message: actionMessage(event) }),
              },
            },
          },
        },
        present: {
          type: 'parallel',
          tags: 'framePresent',
          entry: {
            type: 'createFrame',
            params: ({ context }) => ({ open: context.lastOpen, token: context.latestToken }),
          },
          exit: ['removeFrame', { type: 'resetChannel', params: { via: 'iframe' } }],
          // Loaded, its token claimed, something queued: it goes.
          always: { guard: 'frameCanPost', actions: flush('iframe') },
          on: {
            'bridge.ask': {
              actions: {
                type: 'queueAsk',
                params: ({ event }) => ({ message: actionMessage(event) }),
              },
            },
          },
          states: {
            ...channelRegions('iframe'),
            /** Whether init-session went to this iframe (once per iframe). */
            session: {
              initial: 'fresh',
              states: {
                fresh: {
                  on: {
                    'bridge.open': {
                      guard: {
                        type: 'opensFrame',
                        params: ({ event }) => ({ target: event.target }),
                      },
                      target: 'initialized',
                      actions: { type: 'queueOpen', params: { via: 'iframe', init: true } },
                    },
                  },
                },
                initialized: {
                  on: {
                    'bridge.open': {
                      guard: {
                        type: 'opensFrame',
                        params: ({ event }) => ({ target: event.target }),
                      },
                      actions: { type: 'queueOpen', params: { via: 'iframe', init: false } },
                    },
                  },
                },
              },
            },
            /** How the frame looks (contract: 675x740 centred, overlay 0.3 while loading). */
            display: {
              initial: 'hidden',
              on: {
                'bridge.open': {
                  guard: { type: 'opensFrame', params: ({ event }) => ({ target: event.target }) },
                  target: '.loading',
                },
                'bridge.show': {
                  guard: not('showsInTab'),
                  target: '.shown',
                  actions: {
                    type: 'queueMessage',
                    params: { via: 'iframe', message: { type: 'modalbox-is-visible' } },
                  },
                },
                'bridge.maximise': { guard: not('flowInTab'), target: '.full' },
                'bridge.hide': '.hidden',
              },
              states: {
                hidden: { entry: styled('hidden') },
                loading: {
                  entry: styled('loading'),
                  on: {
                    // Another open while loading: its size (100vh or not) may differ.
                    'bridge.open': {
                      guard: {
                        type: 'opensFrame',
                        params: ({ event }) => ({ target: event.target }),
                      },
                      actions: styled('loading'),
                    },
                  },
                },
                full: { entry: styled('full') },
                shown: { entry: styled('shown') },
              },
            },
          },
        },
      },
    },
    /** The payment tab (phones): each open navigates it anew, a new window to talk to. */
    tab: {
      initial: 'closed',
      on: {
        'bridge.open': {
          guard: { type: 'opensTab', params: ({ event }) => ({ target: event.target }) },
          actions: {
            type: 'openTab',
            params: ({ event, context }) => ({ open: event, token: context.latestToken }),
          },
        },
        'bridge.recreate': {
          guard: 'flowInTab',
          actions: {
            type: 'openTab',
            params: ({ context }) => ({ open: context.lastOpen, token: context.latestToken }),
          },
        },
      },
      states: {
        closed: {
          on: {
            'tab.opened': {
              target: 'open',
              actions: { type: 'queueOpen', params: { via: 'tab', init: true } },
            },
            'tab.reopen': {
              target: 'open',
              actions: { type: 'queueOpen', params: { via: 'tab', init: true } },
            },
          },
        },
        open: {
          type: 'parallel',
          tags: 'tabOpen',
          exit: { type: 'resetChannel', params: { via: 'tab' } },
          always: { guard: 'tabCanPost', actions: flush('tab') },
          on: {
            'tab.opened': { target: 'closed', actions: raise({ type: 'tab.reopen' }) },
            'bridge.show': {
              guard: 'flowInTab',
              actions: {
                type: 'queueMessage',
                params: { via: 'tab', message: { type: 'modalbox-is-visible' } },
              },
            },
          },
          states: {
            ...channelRegions('tab'),
          },
        },
      },
    },
    /** Facts to the pay tour, answers to actions, rejected messages reported once per kind. */
    relay: {
      on: {
        'bridge.received': [
          {
            guard: { type: 'isAnswer', params: ({ event }) => ({ message: event.message }) },
            actions: [
              {
                type: 'answer',
                params: ({ event }) => answerOf(event.message),
              },
              {
                type: 'forgetAsked',
                params: ({ event }) => ({ action: answerOf(event.message).action }),
              },
            ],
          },
          // An answer nobody waits for (any more): dropped.
          { guard: { type: 'isResponse', params: ({ event }) => ({ message: event.message }) } },
          { actions: { type: 'tellFact', params: ({ event }) => ({ fact: factOf(event) }) } },
        ],
        'bridge.rejected': [
          {
            guard: { type: 'isFirstOfKind', params: ({ event }) => ({ kind: event.kind }) },
            actions: [
              { type: 'countRejected', params: ({ event }) => ({ kind: event.kind }) },
              {
                type: 'reportRejected',
                params: ({ event }) => ({
                  message: `rejected pay message: ${event.kind}`,
                  data: { kind: event.kind, excerpt: event.detail },
                }),
              },
            ],
          },
          { actions: { type: 'countRejected', params: ({ event }) => ({ kind: event.kind }) } },
        ],
        'bridge.ask': {
          actions: [
            { type: 'rememberAsked', params: ({ event }) => event },
            { type: 'expireLater', params: ({ event }) => ({ action: event.action }) },
            { type: 'pollLater', params: ({ event }) => ({ action: event.action }) },
          ],
        },
        'bridge.actionPoll': {
          guard: { type: 'isStillAsked', params: ({ event }) => event },
          actions: [
            { type: 'askAgain', params: ({ event }) => ({ action: event.action }) },
            { type: 'pollLater', params: ({ event }) => ({ action: event.action }) },
          ],
        },
        'bridge.actionExpired': {
          guard: { type: 'isStillAsked', params: ({ event }) => event },
          actions: [
            { type: 'expire', params: ({ event }) => ({ action: event.action }) },
            { type: 'forgetAsked', params: ({ event }) => ({ action: event.action }) },
          ],
        },
        'tab.opened': {
          actions: { type: 'tellFact', params: { fact: { type: 'pay.tabOpened' } } },
        },
        'tab.blocked': {
          actions: { type: 'tellFact', params: { fact: { type: 'pay.popupBlocked' } } },
        },
      },
    },
  },
});
