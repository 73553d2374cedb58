import type {
  BridgeMessage,
  BridgeVia,
  Channel,
  ClaimOutcome,
  PaymentBridgeContext,
  Received,
} from './paymentBridge.messages.ts';

// The payment bridge's window regions (content, token), its queues and its flush
// (paymentBridge.machine.ts).

export const emptyChannel = (): Channel => ({ token: null, queue: [] });

/** A message of the payment client that carries a new transfer token for this window. */
export function isNewToken(
  context: PaymentBridgeContext,
  event: Received,
  via: BridgeVia,
): boolean {
  return (
    event.via === via &&
    event.message.type === 'pay.transferToken' &&
    event.message.token !== context.channels[via].token
  );
}

/** The channels with `messages` queued for the window `via`. */
export function queued(context: PaymentBridgeContext, via: BridgeVia, messages: BridgeMessage[]) {
  const channel = context.channels[via];
  return {
    channels: {
      ...context.channels,
      [via]: { ...channel, queue: [...channel.queue, ...messages] },
    },
  };
}

/**
 * The iframe's load, before content-loaded: its document `fetching`, then `silent` (the document
 * loaded and the payment client said nothing): after `FRAME_RETRY_MS` it is made anew, while
 * retries are left (seed 000 §9, iframe retry).
 */
const frameLoading = {
  initial: 'fetching' as const,
  states: {
    fetching: { on: { 'frame.documentLoaded': 'silent' as const } },
    /** No retry left: the pay tour's load limit decides. */
    silent: {
      after: {
        frameRetry: {
          guard: 'mayRetryFrame' as const,
          actions: ['countFrameRetry' as const, 'renewFrame' as const],
        },
      },
    },
  },
};

/** An action's message queued for the iframe: one of its kind waits there at most (the newest). */
export function queuedAsk(context: PaymentBridgeContext, message: BridgeMessage) {
  const { iframe } = context.channels;
  const others = iframe.queue.filter((m) => m.type !== message.type);
  const channels = { ...context.channels, iframe: { ...iframe, queue: others } };
  return queued({ ...context, channels }, 'iframe', [message]);
}

/**
 * A window's `content` (loading until content-loaded) and `token` regions (each new transfer
 * token claimed for this page's session in turn; a refused one starts the iframe over, once).
 */
export function channelRegions(via: BridgeVia) {
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
          ...(via === 'iframe' ? frameLoading : {}),
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
export const flush = (via: BridgeVia) => [
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
