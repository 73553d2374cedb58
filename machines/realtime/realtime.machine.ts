import { assign, enqueueActions, fromCallback, raise, sendParent, sendTo, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import type { GuestBalanceReply } from '../guest/guest.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { isSendMessage, MESSAGE_OWNERS } from './realtime.messages.ts';
import {
  MAX_WAITING_MESSAGES,
  persisted,
  requeued,
  SETTLING_PUSHES,
  type RefusedMessage,
  waitingMessages,
  withQueued,
  withRestored,
  withSent,
} from './realtime.outbox.ts';
import type {
  OutgoingFrame,
  RealtimeAuth,
  RealtimeContext,
  RealtimeMachineEvent,
  RealtimeParentEvent,
  SocketActorInput,
  SocketCommand,
  UnackedMessage,
} from './realtime.types.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

/** The contract's numbers (`shared/contract/realtime.md`, seed 000 §9). */
export const PING_INTERVAL_MS = 50_000;
const RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;
const STABLE_SESSION_MS = 5_000;
/**
 * A socket that has not opened in this time is given up and tried again like a close (issue 23,
 * item 4): a connect that hangs (a proxy that never answers) would otherwise wait for ever.
 */
export const CONNECT_TIMEOUT_MS = 15_000;
const NAVBAR_NOTIFICATIONS_NEWEST = 5;
/** The first page of channels a resync asks for: the messenger pages on from there (frames stay under 64 KB). */
const CHANNELS_LOADED = 100;
/** The indicator waits this long before it shows, so a fast reconnect does not flicker. */
const INDICATOR_GRACE_MS = 1_500;
const CLOSE_PONG_MISSING = 4000;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_TOKEN_INVALID = 4401;

/** The wait before the next attempt: 1 s, then growing with jitter while attempts keep failing. */
export function reconnectDelay(failures: number, jitter: number): number {
  if (failures <= 1) return RECONNECT_DELAY_MS;
  const grown = RECONNECT_DELAY_MS * 2 ** (failures - 1) * (0.5 + jitter);
  return Math.round(Math.min(MAX_RECONNECT_DELAY_MS, grown));
}

/**
 * Who the socket speaks for, and where, from the session the root starts the domain with: the
 * root asks for it only for a logged-in guest, whose session has her id.
 */
function realtimeAuthOf(input: DomainInput): RealtimeAuth {
  const { config, session, request } = input;
  // A broken rule fails loudly (the domain shows as failed) rather than speaking as guest 0.
  if (session.guestId == null) throw new Error('the realtime connection needs a guest with an id');
  return {
    realtimeUrl: config.realtimeUrl,
    accessToken: session.accessToken,
    guestId: session.guestId,
    language: request.language,
    request,
  };
}

/**
 * The realtime connection of a logged-in guest: one socket, every row of the contract's
 * lifecycle table as a state or transition, the offline queue and exactly-once guest messages.
 * A lazy domain (issue 50 §5) that the root asks for once bootstrap knows a logged-in guest, and
 * starts with the session as input (`DomainInput`, issue 52 §3): a visitor has none (the contract:
 * an anonymous visitor opens no socket), and it connects from the start. It routes no push: the
 * engine hands each to its owner (`realtime.routing.ts`), this machine gets its lifecycle frames
 * and a copy of the pushes that settle a guest message.
 */
export const realtimeMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as DomainInput,
      context: {} as RealtimeContext,
      events: {} as RealtimeMachineEvent,
      tags: {} as 'live' | 'connecting' | 'offline' | 'indicatorShown',
    },
    actors: {
      socket: fromCallback<SocketCommand, SocketActorInput>(() => () => {}),
      loadBalance: placeholderCall<GuestBalanceReply, RequestInput>('loadBalance'),
    },
    actions: {
      /** Puts the envelope on a frame and hands it to the socket; guest messages wait for their ack. */
      transmit: enqueueActions(({ context, enqueue }, params: { frames: OutgoingFrame[] }) => {
        const auth = context.auth;
        for (const frame of params.frames) {
          // The envelope is the session's alone: a frame's own (one a page before left in the
          // tab's storage among them) is dropped, so none speaks for another guest or token.
          const { type, accessToken: _token, guestId: _guest, ...fields } = frame;
          enqueue.sendTo('socket', {
            type: 'socket.send',
            frame: { type, accessToken: auth.accessToken, guestId: auth.guestId, ...fields },
          });
        }
        const unacked = withSent(context.unacked, params.frames);
        if (unacked !== context.unacked) enqueue.assign({ unacked });
      }),
      /**
       * Keeps a frame for when the session is live. A message past `MAX_WAITING_MESSAGES` is refused
       * to its owner (shown as not sent, with its retry); another frame past `MAX_QUEUED_FRAMES`
       * drops the oldest, logged.
       */
      queue: enqueueActions(({ context, enqueue }, params: { frame: OutgoingFrame }) => {
        const { outbox, dropped } = withQueued(context.outbox, params.frame);
        enqueue.assign({ outbox });
        // Never silently: the platform's logger hears which frame the full queue dropped.
        if (dropped) enqueue.raise({ type: 'realtime.frameDropped', frameType: dropped.type });
      }),
      /**
       * A guest message past `MAX_WAITING_MESSAGES` goes back to its owner as its rejection: the
       * messenger shows it as not sent, with "Send again" (a live-chat line has no rejection of its
       * own: it is only not queued).
       */
      refuseMessage: toSystem(
        'messenger',
        ({ event }: { event: RealtimeMachineEvent }): RefusedMessage[] =>
          event.type === 'realtime.send' && MESSAGE_OWNERS[event.frame.type] === 'messenger'
            ? [
                {
                  type: 'push.messageRejected',
                  clientMessageId: String(event.frame.clientMessageId),
                  reason: 'invalid',
                },
              ]
            : [],
      ),
      /** A frame the socket could not send goes back in the queue (messages wait in `unacked`). */
      requeue: assign({
        outbox: ({ context }, params: { frame: OutgoingFrame }) => requeued(context, params.frame),
      }),
      clearOutbox: assign({ outbox: [] }),
      forgetMessage: assign({
        unacked: ({ context }, params: { clientMessageId: unknown }) =>
          context.unacked.filter((m) => m.clientMessageId !== params.clientMessageId),
      }),
      /**
       * The messages a page of this tab left unacknowledged: they go out first at the next
       * `ackSession` with their `clientMessageId` (the server takes each once), unless they were
       * carried over too many reloads already.
       */
      restoreSends: assign({
        unacked: ({ context }, params: { sends: UnackedMessage[] }) =>
          withRestored(context, params.sends),
      }),
      /**
       * Saves the waiting messages (`selectWaitingMessages`) for the next page of this tab: provided
       * by the engine, a no-op in replay. Listed after every action that changes them.
       */
      persistSends: (_, _params: { guestId: number; sends: UnackedMessage[] }) => {},
      /**
       * The guest is logged out of this page (a lock, `session.ended`): what she left waiting is
       * dropped, here and (with `persistSends` after it) in the tab. Her next login may come hours
       * later, or be someone else's on a shared device: an old message must neither go out then
       * nor stay readable in the tab's storage. A forced lock is treated as a logout: the page shows
       * her logged out, and nothing on it says these messages would still be sent. A refused
       * token (4401) keeps them: the app reloads at once, and the next page is hers again if the
       * server still knows her (they go out), or a visitor's, which clears them.
       */
      dropSends: assign({ outbox: [], unacked: [] }),
      countSession: assign({ sessions: ({ context }) => context.sessions + 1 }),
      countFailure: assign({
        failures: ({ context }) => context.failures + 1,
        closes: ({ context }) => context.closes + 1,
      }),
      rememberJitter: assign({ jitter: (_, params: { jitter: number }) => params.jitter }),
      resetFailures: assign({ failures: 0 }),
      closeSocket: sendTo('socket', (_, params: { code: number; reason: string }) => ({
        type: 'socket.close' as const,
        ...params,
      })),
      forwardBalance: toSystem('guest', (_, params: { balance: GuestBalanceReply }) => ({
        type: 'realtime.balanceResynced' as const,
        reply: params.balance,
      })),
      tellParent: sendParent((_, params: RealtimeParentEvent) => params),
      /** Fire-and-forget logger post (provided by the engine; a no-op in replay). */
      log: (
        _,
        _params: { kind: 'websocketConnectionError' | 'browserOnline'; message: string },
      ) => {},
    },
    guards: {
      isReconnect: ({ context }) => context.sessions > 1,
      isTokenRejected: (_, params: { code: number }) => params.code === CLOSE_TOKEN_INVALID,
      isFirstCloseToLog: ({ context }, params: { code: number }) =>
        context.closes === 0 && params.code !== CLOSE_PROTOCOL_ERROR,
      /** A guest message that would wait past `MAX_WAITING_MESSAGES`: refused, not queued. */
      isOneMessageTooMany: ({ context }, params: { frame: OutgoingFrame }) =>
        isSendMessage(params.frame) && waitingMessages(context).length >= MAX_WAITING_MESSAGES,
    },
    delays: {
      pingInterval: PING_INTERVAL_MS,
      stableSession: STABLE_SESSION_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      indicatorGrace: INDICATOR_GRACE_MS,
      reconnect: ({ context }) => reconnectDelay(context.failures, context.jitter),
    },
  }).createMachine({
    id: 'realtime',
    type: 'parallel',
    context: ({ input }) => ({
      auth: realtimeAuthOf(input),
      outbox: [],
      unacked: [],
      failures: 0,
      closes: 0,
      sessions: 0,
      jitter: 0.5,
    }),
    states: {
      network: {
        initial: 'online',
        states: {
          online: { on: { 'env.offline': 'offline' } },
          offline: {
            on: {
              // The platform's logger hears when a guest's browser comes back (seed 000 §7).
              'env.online': {
                target: 'online',
                actions: {
                  type: 'log',
                  params: { kind: 'browserOnline', message: 'the browser is online again' },
                },
              },
            },
          },
        },
      },
      link: {
        initial: 'connection',
        on: {
          'session.ended': {
            target: '.loggedOut',
            actions: [
              'dropSends',
              { type: 'persistSends', params: ({ context }) => persisted(context) },
            ],
          },
          // Queued until the session is live (which transmits instead), or refused.
          'realtime.send': [
            {
              guard: {
                type: 'isOneMessageTooMany',
                params: ({ event }) => ({ frame: event.frame }),
              },
              actions: 'refuseMessage',
            },
            {
              actions: [
                { type: 'queue', params: ({ event }) => ({ frame: event.frame }) },
                { type: 'persistSends', params: ({ context }) => persisted(context) },
              ],
            },
          ],
        },
        states: {
          connection: {
            tags: 'connecting',
            invoke: {
              id: 'socket',
              src: 'socket',
              input: ({ context }): SocketActorInput => ({
                url: context.auth.realtimeUrl,
                request: context.auth.request,
                guestId: context.auth.guestId,
                // This actor's first socket (a domain spawned again after a failure too) reads
                // what a page of the tab, or the failed actor, left (`socket.sendsRestored`).
                restore: context.sessions === 0 && context.closes === 0,
              }),
              // The socket service failed (a bug, a URL it cannot open): tried again like a close.
              onError: {
                target: 'reconnecting',
                actions: [
                  {
                    type: 'log',
                    params: { kind: 'websocketConnectionError', message: 'the socket failed' },
                  },
                  'countFailure',
                ],
              },
            },
            on: {
              'socket.sendsRestored': {
                actions: [
                  { type: 'restoreSends', params: ({ event }) => ({ sends: event.sends }) },
                  { type: 'persistSends', params: ({ context }) => persisted(context) },
                ],
              },
              'socket.unsent': {
                actions: [
                  { type: 'requeue', params: ({ event }) => ({ frame: event.frame }) },
                  { type: 'persistSends', params: ({ context }) => persisted(context) },
                ],
              },
              // Going offline closes the socket by our own choice: not a failure, nothing to log.
              'env.offline': 'offline',
              // A socket that opens while the link stands open is a new one: the system went on
              // from an anchor (the inspector's "continue live"), its socket service started again,
              // and the server knows no session on it yet. The handshake starts over (a transition to a
              // descendant leaves and enters again every active state below `connection`, not the socket).
              'socket.opened': '.open',
              'socket.closed': [
                {
                  guard: { type: 'isTokenRejected', params: ({ event }) => ({ code: event.code }) },
                  target: 'loggedOut',
                  actions: { type: 'tellParent', params: { type: 'realtime.tokenRejected' } },
                },
                {
                  guard: {
                    type: 'isFirstCloseToLog',
                    params: ({ event }) => ({ code: event.code }),
                  },
                  target: 'reconnecting',
                  actions: [
                    {
                      type: 'log',
                      params: ({ event }) => ({
                        kind: 'websocketConnectionError',
                        message: `closed ${event.code}${event.reason ? `: ${event.reason}` : ''}`,
                      }),
                    },
                    'countFailure',
                    { type: 'rememberJitter', params: ({ event }) => ({ jitter: event.jitter }) },
                  ],
                },
                {
                  target: 'reconnecting',
                  actions: [
                    'countFailure',
                    { type: 'rememberJitter', params: ({ event }) => ({ jitter: event.jitter }) },
                  ],
                },
              ],
            },
            initial: 'opening',
            states: {
              opening: {
                on: { 'socket.opened': 'open' },
                after: {
                  connectTimeout: {
                    target: '#realtime.link.reconnecting',
                    actions: [
                      {
                        type: 'log',
                        params: { kind: 'websocketConnectionError', message: 'connect timed out' },
                      },
                      'countFailure',
                    ],
                  },
                },
              },
              open: {
                type: 'parallel',
                entry: {
                  type: 'transmit',
                  params: ({ context }) => ({
                    frames: [{ type: 'requestSession', language: context.auth.language }],
                  }),
                },
                states: {
                  session: {
                    initial: 'handshaking',
                    states: {
                      handshaking: {
                        on: {
                          'push.ackSession': {
                            target: 'live',
                            actions: [
                              'countSession',
                              // Unacknowledged messages first (they are older), then what waited in the queue.
                              {
                                type: 'transmit',
                                params: ({ context }) => ({
                                  frames: [
                                    ...context.unacked.map((m) => m.frame),
                                    ...context.outbox,
                                  ],
                                }),
                              },
                              'clearOutbox',
                              { type: 'persistSends', params: ({ context }) => persisted(context) },
                              {
                                type: 'transmit',
                                params: {
                                  frames: [
                                    {
                                      type: 'requestNavbarNotifications',
                                      newest: NAVBAR_NOTIFICATIONS_NEWEST,
                                    },
                                  ],
                                },
                              },
                            ],
                          },
                        },
                      },
                      live: {
                        tags: 'live',
                        entry: raise({ type: 'realtime.linkUp' }),
                        exit: raise({ type: 'realtime.linkDown' }),
                        after: { stableSession: { actions: 'resetFailures' } },
                        on: {
                          'realtime.send': {
                            actions: [
                              {
                                type: 'transmit',
                                params: ({ event }) => ({ frames: [event.frame] }),
                              },
                              { type: 'persistSends', params: ({ context }) => persisted(context) },
                            ],
                          },
                        },
                        initial: 'checking',
                        states: {
                          checking: {
                            always: [
                              { guard: 'isReconnect', target: 'resyncing' },
                              { target: 'current' },
                            ],
                          },
                          /** After a reconnect: what pushes may have been lost while away. */
                          resyncing: {
                            entry: {
                              type: 'transmit',
                              params: {
                                frames: [
                                  { type: 'loadChannels', offset: 0, limit: CHANNELS_LOADED },
                                ],
                              },
                            },
                            invoke: {
                              id: 'loadBalance',
                              src: 'loadBalance',
                              input: ({ context }) => context.auth.request,
                              onDone: {
                                target: 'current',
                                actions: {
                                  type: 'forwardBalance',
                                  params: ({ event }) => ({ balance: event.output }),
                                },
                              },
                              onError: 'current',
                            },
                          },
                          current: {},
                        },
                      },
                    },
                  },
                  heartbeat: {
                    type: 'parallel',
                    states: {
                      beat: {
                        initial: 'waiting',
                        states: {
                          waiting: {
                            after: {
                              pingInterval: {
                                target: 'waiting',
                                reenter: true,
                                actions: raise({ type: 'heartbeat.tick' }),
                              },
                            },
                          },
                        },
                      },
                      pong: {
                        initial: 'answered',
                        states: {
                          answered: {
                            on: {
                              'heartbeat.tick': {
                                target: 'outstanding',
                                actions: {
                                  type: 'transmit',
                                  params: { frames: [{ type: 'ping' }] },
                                },
                              },
                            },
                          },
                          outstanding: {
                            on: {
                              'push.pong': 'answered',
                              // A late wake-up (throttled tab): the pong may still be queued behind it.
                              'env.clockResumed': 'answered',
                              'heartbeat.tick': {
                                target: '#realtime.link.connection.closingForMissingPong',
                                actions: [
                                  {
                                    type: 'log',
                                    params: {
                                      kind: 'websocketConnectionError',
                                      message: 'pong missing',
                                    },
                                  },
                                  'countFailure',
                                ],
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
              /** The socket is still ours here, so it can be closed with the contract's code. */
              closingForMissingPong: {
                entry: {
                  type: 'closeSocket',
                  params: { code: CLOSE_PONG_MISSING, reason: 'pong missing' },
                },
                always: '#realtime.link.reconnecting',
              },
            },
          },
          reconnecting: {
            tags: 'connecting',
            on: {
              'env.offline': 'offline',
            },
            after: { reconnect: 'connection' },
          },
          offline: {
            tags: ['offline', 'connecting'],
            on: {
              'env.online': 'connection',
            },
          },
          /** The server refused the token (4401), or the guest was locked: logged out for this page. */
          loggedOut: { on: { 'realtime.send': {} } },
        },
      },
      indicator: {
        // The link starts connecting: the indicator waits its grace from the start.
        initial: 'pending',
        states: {
          quiet: { on: { 'realtime.linkDown': 'pending' } },
          pending: { after: { indicatorGrace: 'shown' }, on: { 'realtime.linkUp': 'quiet' } },
          shown: { tags: 'indicatorShown', on: { 'realtime.linkUp': 'quiet' } },
        },
      },
    },
    on: {
      // A guest message's ack or rejection, or the echo of her own live-chat line, settles its
      // resend queue: the engine's route hands the realtime machine a copy (its manifest's
      // `observes`), the owner gets the push itself.
      ...Object.fromEntries(
        SETTLING_PUSHES.map((type) => [
          type,
          {
            actions: [
              {
                type: 'forgetMessage' as const,
                params: ({ event }: { event: { clientMessageId?: unknown } }) => ({
                  clientMessageId: event.clientMessageId,
                }),
              },
              {
                type: 'persistSends' as const,
                params: ({ context }: { context: RealtimeContext }) => persisted(context),
              },
            ],
          },
        ]),
      ),
      'realtime.frameDropped': {
        actions: {
          type: 'log',
          params: ({ event }) => ({
            kind: 'websocketConnectionError' as const,
            message: `outbox full: dropped a ${event.frameType} frame`,
          }),
        },
      },
      'push.sessionExpired': {
        actions: { type: 'tellParent', params: { type: 'realtime.sessionExpired' } },
      },
    },
  }),
);
