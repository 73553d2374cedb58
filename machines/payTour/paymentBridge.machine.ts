import { and, assign, not, raise, setup, stateIn, type ActionArgs } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import type { BridgeFactEvent } from './payTour.events.ts';
import type { BridgeOpen, PayActionName } from './payTour.types.ts';

/** The payment client's two windows: the page's one hidden iframe, or a tab (phones). */
export type BridgeVia = 'iframe' | 'tab';

/** A message for the payment client's window, before the service encodes it (protocol.ts). */
export type BridgeMessage =
  | BridgeOpen['messages'][number]
  | { type: 'modalbox-init-session'; token: string | null }
  | { type: 'modalbox-is-visible' }
  | { type: `modalbox-action-${PayActionName}`; params?: Record<string, unknown> };

/** A fact the bridge tells the pay tour (its stream's pushes). */
type BridgeFact = BridgeFactEvent;

/**
 * A message of the payment client that passed the service's checks (exact origin, a window the
 * bridge opened, a well-formed message): a fact, or the answer to an action.
 */
export type BridgeInbound =
  | Exclude<BridgeFact, { type: 'pay.contentLoaded' | 'pay.popupBlocked' | 'pay.tabOpened' }>
  | { type: 'pay.contentLoaded' }
  | { type: 'pay.response'; action: string; data: unknown };

/** How the backend answered a claim of a transfer token for this page's session. */
export type ClaimOutcome = 'claimed' | 'refused' | 'unavailable';

type Received = { type: 'bridge.received'; via: BridgeVia; message: BridgeInbound };

/** The pay tour's commands (its `bridge` stream), and what the service reports. */
export type PaymentBridgeEvent =
  | BridgeOpen
  /** view-ready arrived: reply is-visible and show the frame. */
  | { type: 'bridge.show' }
  /** iframe-ready arrived: full size. */
  | { type: 'bridge.maximise' }
  /** Success, close, cancel: hide the frame (it stays for later opens and actions). */
  | { type: 'bridge.hide' }
  /** The load timed out: a new iframe replaces the old one and the last open is sent again. */
  | { type: 'bridge.recreate' }
  /** Ask the payment client something (contract: Actions), through the iframe. */
  | { type: 'bridge.ask'; action: PayActionName; params?: Record<string, unknown> }
  | Received
  /** A message from the payment client's window that did not decode. */
  | { type: 'bridge.rejected'; kind: string; detail: string }
  /** The answer of `openTab`: the named tab is there (navigating anew), or the pop-up blocked. */
  | { type: 'tab.opened' }
  | { type: 'tab.blocked' }
  /** The `ask`-th ask of `action` had no answer within 10 s. */
  | { type: 'bridge.actionExpired'; action: PayActionName; ask: number }
  /** A refused claim: the iframe starts over with a new pay session. */
  | { type: 'frame.renew' }
  /** The iframe was removed to start over: a new one, with the last open if it was the iframe's. */
  | { type: 'frame.reopen' }
  /** The tab navigated anew while it was open: a new window to talk to. */
  | { type: 'tab.reopen' }
  | { type: 'xstate.done.actor.claimFrame'; output: ClaimOutcome }
  | { type: 'xstate.error.actor.claimFrame'; error: unknown }
  | { type: 'xstate.done.actor.claimTab'; output: ClaimOutcome }
  | { type: 'xstate.error.actor.claimTab'; error: unknown };

/** What the bridge knows of one window: its transfer token and what waits to be posted. */
interface Channel {
  /** The window's last transfer token; null until it sends one (the `token` region says which). */
  token: string | null;
  queue: BridgeMessage[];
}

export interface PaymentBridgeContext {
  /** The backend claims transfer tokens (`vxpay/claim`); without, a token is taken at once. */
  claims: boolean;
  /** The last flow opened, sent again on a recreate; null while the page opened none. */
  lastOpen: BridgeOpen | null;
  /** The transfer token the payment client sent last (each page load sends a new one). */
  latestToken: string | null;
  /** How often a refused claim recreated the iframe. */
  claimRetries: number;
  channels: Record<BridgeVia, Channel>;
  /** Actions asked and not yet answered or expired, by the number of their ask. */
  asked: Partial<Record<PayActionName, number>>;
  /** Asks so far (numbers them, so a late expiry of an answered ask does nothing). */
  asks: number;
  /** Rejected messages by kind (each kind is reported once). */
  rejected: Record<string, number>;
}

export interface PaymentBridgeInput {
  claims: boolean;
}

/** The frame's look: hidden, loading (centred with an overlay), full size, shown. */
export type FramePhase = 'hidden' | 'loading' | 'full' | 'shown';

/** The contract's 10 s limit for an action's answer. */
export const ACTION_TIMEOUT_MS = 10_000;
/** A refused claim recreates the iframe (a new pay session) this often per page at most. */
const MAX_CLAIM_RETRIES = 1;

const emptyChannel = (): Channel => ({ token: null, queue: [] });
/** The fact a decoded message tells the pay tour; content-loaded says through which window. */
const factOf = (event: Received): BridgeFact =>
  event.message.type === 'pay.contentLoaded'
    ? { type: 'pay.contentLoaded', via: event.via }
    : (event.message as BridgeFact);

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

/** A message of the payment client that carries a new transfer token for this window. */
function isNewToken(context: PaymentBridgeContext, event: Received, via: BridgeVia): boolean {
  return (
    event.via === via &&
    event.message.type === 'pay.transferToken' &&
    event.message.token !== context.channels[via].token
  );
}

/** The channels with `messages` queued for the window `via`. */
function queued(context: PaymentBridgeContext, via: BridgeVia, messages: BridgeMessage[]) {
  const channel = context.channels[via];
  return {
    channels: {
      ...context.channels,
      [via]: { ...channel, queue: [...channel.queue, ...messages] },
    },
  };
}

function actionMessage(event: {
  action: PayActionName;
  params?: Record<string, unknown>;
}): BridgeMessage {
  return event.params
    ? { type: `modalbox-action-${event.action}`, params: event.params }
    : { type: `modalbox-action-${event.action}` };
}

/** An action's answer (the relay's guard checked it is one). */
function answerOf(message: BridgeInbound): { action: PayActionName; data: unknown } {
  return message.type === 'pay.response'
    ? { action: message.action as PayActionName, data: message.data }
    : { action: 'isLoggedIn', data: null };
}

/** The frame's look on entering a phase: tall (100vh) for the open that asked for it. */
/**
 * A window's `content` (loading until content-loaded) and `token` regions (each new transfer
 * token claimed for this page's session in turn; a refused one starts the iframe over, once).
 */
function channelRegions(via: BridgeVia) {
  const inbound = ({ event }: { event: Received }) => ({ event, via });
  const refusedTo = ({ event }: { event: { output: ClaimOutcome } }) => ({
    outcome: event.output,
  });
  return {
    content: {
      initial: 'loading' as const,
      states: {
        loading: {
          on: {
            'bridge.received': {
              guard: { type: 'isLoaded' as const, params: inbound },
              target: 'loaded' as const,
            },
          },
        },
        loaded: {},
      },
    },
    token: {
      initial: 'none' as const,
      on: {
        'bridge.received': [
          {
            guard: { type: 'isTokenToClaim' as const, params: inbound },
            target: '.claiming' as const,
            actions: { type: 'storeToken' as const, params: inbound },
          },
          {
            guard: { type: 'isTokenToTake' as const, params: inbound },
            target: '.claimed' as const,
            actions: { type: 'storeToken' as const, params: inbound },
          },
        ],
      },
      states: {
        none: {},
        claiming: {
          // A newer token while the last is claimed: that claim stops, this one starts.
          on: {
            'bridge.received': {
              guard: { type: 'isTokenToClaim' as const, params: inbound },
              target: 'claiming' as const,
              reenter: true,
              actions: { type: 'storeToken' as const, params: inbound },
            },
          },
          invoke: {
            id: via === 'iframe' ? 'claimFrame' : 'claimTab',
            src: 'claim' as const,
            input: ({ context }: { context: PaymentBridgeContext }) => ({
              token: context.channels[via].token ?? '',
            }),
            onDone: [
              // Only the iframe starts over; a refused tab stays unused.
              ...(via === 'iframe'
                ? [
                    {
                      guard: { type: 'isRefusedToRetry' as const, params: refusedTo },
                      target: 'refused' as const,
                      actions: [
                        CLAIM_REFUSED,
                        { type: 'forgetToken' as const, params: { via } },
                        'countClaimRetry' as const,
                        'renewFrame' as const,
                      ],
                    },
                  ]
                : []),
              {
                guard: { type: 'isRefused' as const, params: refusedTo },
                target: 'refused' as const,
                actions: [CLAIM_REFUSED, { type: 'forgetToken' as const, params: { via } }],
              },
              { target: 'claimed' as const },
            ],
            // No answer: the hand-off decides, as with an unavailable claim.
            onError: 'claimed' as const,
          },
        },
        claimed: {},
        /** Another app session holds this pay session: nothing goes to that window. */
        refused: {},
      },
    },
  };
}

/** Everything queued for the window goes, in order. */
const flush = (via: BridgeVia) => [
  {
    type: 'post' as const,
    params: ({ context }: { context: PaymentBridgeContext }) => ({
      via,
      messages: context.channels[via].queue,
    }),
  },
  { type: 'clearQueue' as const, params: { via } },
];

/** Another app session claimed the token: logged, nothing goes to that window. */
const CLAIM_REFUSED = {
  type: 'reportRejected' as const,
  params: {
    message: 'transfer token claimed by another session',
    data: { kind: 'claim-refused' },
  },
};

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
  delays: { actionTimeout: ACTION_TIMEOUT_MS },
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
    /** The expiry of an ask still waiting (not answered, not asked again since). */
    isStillAsked: ({ context }, params: { action: PayActionName; ask: number }) =>
      context.asked[params.action] === params.ask,
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
    /** The action waits for its answer: the `n`-th ask, expiring after the contract's 10 s. */
    rememberAsked: assign(({ context }, params: { action: PayActionName }) => ({
      asks: context.asks + 1,
      asked: { ...context.asked, [params.action]: context.asks + 1 },
    })),
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
                type: 'queueMessage',
                params: ({ event }) => ({ via: 'iframe', message: actionMessage(event) }),
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
                type: 'queueMessage',
                params: ({ event }) => ({ via: 'iframe', message: actionMessage(event) }),
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
            { type: 'rememberAsked', params: ({ event }) => ({ action: event.action }) },
            { type: 'expireLater', params: ({ event }) => ({ action: event.action }) },
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
