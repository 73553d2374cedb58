import { assertEvent, assign, enqueueActions, forwardTo, sendTo, setup } from 'xstate';
import { playerMachine, type PlayerEvent } from '../player/player.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import { toDomain, toSystem, type DomainInput } from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { NO_CHANNEL } from '../oneClick/oneClick.types.ts';
import { hostOf } from '../payTour/payTour.options.ts';
import { clockReading } from '../shared/clockRead.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  EXIT_COUNTRY_BANNED,
  EXIT_FREE_CHAT_OVER,
  EXIT_GUEST_ENDED,
  EXIT_LEFT,
  EXIT_START_FAILED,
  EXIT_SWITCHED,
  exitCodeInfo,
} from './exitCodes.ts';
import { chatTracking } from './liveChat.tracking.ts';
import { toyControlMachine } from './toyControl.machine.ts';
import { LIVE_CHAT_TOYS } from './toyControl.types.ts';
import {
  LIVE_CHAT_PLAYER,
  isFreeType,
  isVoyeurType,
  type ChatActor,
  type LiveChatType,
  type PrivateChat,
} from './liveChat.types.ts';

import {
  initialContext,
  NO_CHAT,
  clientChatId,
  isCurrentStart,
  withLine,
  type LineEvent,
  type LiveChatContext,
  type LiveChatMachineEvent,
  type ConnectingEvent,
  type StartedEvent,
} from './liveChat.context.ts';
import {
  previewActors,
  previewDecline,
  previewDelays,
  previewEnds,
  previewStates,
} from './liveChat.preview.ts';

export type { LiveChatContext, LiveChatEvent } from './liveChat.context.ts';

/**
 * The live chat (issue #19, seed 000 §3–§8): entering through the one gating decision (login or
 * signup, age check, the 0,50 minimum and its top-up; a banned country is not offered), then the
 * start over the realtime channel, the live chat (text both ways, time running, billing pushes;
 * voyeurs only watch; a live preview runs the seconds the query service gives it, the seed's 5 s,
 * 20 s for VIP when it does not answer, and its offer may be declined), a stop, one automatic
 * reconnect after a technical end, and the end with its exit code, whose follow-up
 * (`exitCodes.ts`) the guest may take: top up and continue, reconnect, join the live show.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    input: {} as DomainInput,
    events: {} as LiveChatMachineEvent,
    tags: {} as 'live' | 'canWrite' | 'busy' | 'toys',
  },
  actors: {
    player: playerMachine,
    toyControl: toyControlMachine,
    /** The guest's clock when the chat went live, for the running time the view counts. */
    readClock: placeholderCall<number, void>('readClock'),
    ...previewActors,
  },
  delays: {
    /** Seed 000 §9 reconnect delay. */
    reconnectDelay: 1000,
    startTimeout: 10_000,
    stopTimeout: 5000,
    ...previewDelays,
  },
  actions: {
    /** The one player (machines/player) shows her camera; views render it by its system id. */
    spawnPlayer: enqueueActions(({ enqueue }) =>
      enqueue.spawnChild('player', { id: 'player', systemId: LIVE_CHAT_PLAYER }),
    ),
    playStream: sendTo('player', ({ context }): PlayerEvent =>
      context.chat?.streamUrl
        ? { type: 'player.load', src: context.chat.streamUrl, live: true }
        : { type: 'player.unload' },
    ),
    stopStream: sendTo('player', { type: 'player.unload' } satisfies PlayerEvent),
    /** A live FREECHAT spends her free time (the free-chat duration counts it down). */
    freeChatLive: toSystem('actorProfile.freeChat', ({ context }: { context: LiveChatContext }) =>
      context.chatType === 'FREECHAT' && context.actor
        ? [{ type: 'freeChat.chatLive' as const, actorId: context.actor.id }]
        : [],
    ),
    freeChatOver: toSystem('actorProfile.freeChat', { type: 'freeChat.chatOver' }),
    forwardToys: forwardTo('toys'),
    storeEntry: assign(
      (
        _,
        params: { actor: ChatActor; chatType: LiveChatType; privateChat: PrivateChat | null },
      ): Partial<LiveChatContext> => ({
        actor: params.actor,
        chatType: params.chatType,
        privateChat: params.privateChat,
        chat: null,
        exitCode: null,
        reconnects: 0,
        refusal: null,
        previewSeconds: null,
      }),
    ),
    storeChatType: assign((_, params: { chatType: LiveChatType }) => ({
      chatType: params.chatType,
      privateChat: null,
      exitCode: null,
      reconnects: 0,
      previewSeconds: null,
    })),
    reset: assign(NO_CHAT),
    /** Her live-show page's `?chat=` (the only route the root tells this domain of). */
    storeAddressedChat: assign((_, params: { chat: string | null }) => ({
      addressedChat: params.chat,
    })),
    /** The chat starts with her: the preview's call reads her from this event (issue 52 §3). */
    announceStart: enqueueActions(({ context, enqueue }) => {
      if (context.actor) enqueue.raise({ type: 'liveChat.starting', actorId: context.actor.id });
    }),
    storePreviewSeconds: assign((_, params: { seconds: number }) => ({
      previewSeconds: params.seconds,
    })),
    /** The preview's offer declined: its call names her by this event (issue 52 §3). */
    declinePreview: enqueueActions(({ context, enqueue }) => {
      if (context.actor)
        enqueue.raise({ type: 'liveChat.previewDeclining', actorId: context.actor.id });
    }),
    /** Chats that cost nothing need the login and age check only; the others the 0,50 too. */
    askGate: toSystem('gating', ({ context }: { context: LiveChatContext }) => ({
      type: 'gate.ask' as const,
      action:
        context.chatType !== null && isFreeType(context.chatType)
          ? ('avsContent' as const)
          : ('chat' as const),
      replyTo: 'liveChat' as const,
      openFlow: true,
      // Her chat: the ticket names its start, a top-up it opens names her to the payment client
      // (decision 0032). Without her no start was asked for: the answer is nobody's.
      ...(context.actor
        ? {
            ticket: clientChatId(context.actor.id, context.starts),
            host: { id: context.actor.id, name: context.actor.name },
          }
        : {}),
    })),
    storeRefusal: assign((_, params: { reason: RestrictionReason | null }) => ({
      refusal: params.reason,
    })),
    /** The chat connects: its start frame names her and the chat by this event (issue 52 §3). */
    announceConnect: enqueueActions(({ context, enqueue }) => {
      const { actor, chatType, privateChat } = context;
      if (actor && chatType)
        enqueue.raise({ type: 'liveChat.connecting', actorId: actor.id, chatType, privateChat });
    }),
    sendStart: toSystem(
      'realtime',
      ({ context }: { context: LiveChatContext }, params: ConnectingEvent) => ({
        type: 'realtime.send' as const,
        frame: {
          type: 'startLiveChat',
          clientChatId: clientChatId(params.actorId, context.starts),
          actorId: params.actorId,
          chatType: params.chatType,
          ...(params.privateChat ? { privateChat: params.privateChat } : {}),
        },
      }),
    ),
    countStart: assign(({ context }) => ({
      starts: context.starts + 1,
      startedAt: 0,
      billed: null,
      lines: [],
      sent: 0,
    })),
    storeStarted: assign((_, params: { event: StartedEvent }) => ({
      chat: {
        chatId: params.event.chatId,
        pricePerMinute: params.event.pricePerMinute,
        streamUrl: params.event.streamUrl,
      },
    })),
    /** `live_chat` / `voyeur_cam` (seed 000 §3), sent on by the consent machine with consent only. */
    trackStart: toSystem('consent', ({ context }: { context: LiveChatContext }) => {
      const event = chatTracking('start', { ...context, chatId: context.chat?.chatId ?? '' });
      return event ? [event] : [];
    }),
    trackEnd: toSystem('consent', ({ context }: { context: LiveChatContext }) => {
      const event = chatTracking('end', { ...context, chatId: context.chat?.chatId ?? '' });
      return event ? [event] : [];
    }),
    storeStartedAt: assign((_, params: { now: number }) => ({ startedAt: params.now })),
    sendLine: toSystem(
      'realtime',
      ({ context, event }: { context: LiveChatContext; event: LiveChatMachineEvent }) => ({
        type: 'realtime.send' as const,
        frame: {
          type: 'sendLiveChatMessage',
          chatId: context.chat?.chatId ?? '',
          clientMessageId: `${context.chat?.chatId ?? ''}:${context.sent + 1}`,
          text: event.type === 'ui.chatSend' ? event.text.trim() : '',
        },
      }),
    ),
    addPendingLine: assign(({ context }, params: { text: string }) => {
      const sent = context.sent + 1;
      return {
        sent,
        lines: withLine(context.lines, {
          id: `${context.chat?.chatId ?? ''}:${sent}`,
          sender: 'guest',
          text: params.text.trim(),
          pending: true,
        }),
      };
    }),
    /** The guest's own line is confirmed in place; the actor's is added. */
    storeLine: assign(({ context }, params: { event: LineEvent }) => {
      const { event } = params;
      const own = event.clientMessageId;
      if (own !== null && context.lines.some((line) => line.id === own)) {
        return {
          lines: context.lines.map((line) =>
            line.id === own ? { ...line, pending: false } : line,
          ),
        };
      }
      return {
        lines: withLine(context.lines, {
          id: own ?? `m${event.messageId}`,
          sender: event.senderType,
          text: event.text,
          pending: false,
        }),
      };
    }),
    storeBilled: assign((_, params: { minutes: number; total: Money }) => ({
      billed: { minutes: params.minutes, total: params.total },
    })),
    /** Ends the running chat (the states that send it hold one) with the guest's code. */
    sendStop: enqueueActions(({ context, enqueue }, params: { exitCode: number }) => {
      if (context.chat === null) return;
      enqueue(
        toSystem<'realtime', LiveChatContext, LiveChatMachineEvent>('realtime', {
          type: 'realtime.send',
          frame: { type: 'stopLiveChat', chatId: context.chat.chatId, exitCode: params.exitCode },
        }),
      );
    }),
    storeExit: assign((_, params: { exitCode: number }) => ({ exitCode: params.exitCode })),
    countReconnect: assign(({ context }) => ({ reconnects: context.reconnects + 1 })),
    /** One click where the guest can, else the pay tour's money charge (machines/oneClick). */
    openTopUp: toDomain('oneClick', ({ context }: { context: LiveChatContext }) => ({
      type: 'oneClick.topUp' as const,
      replyTo: 'liveChat' as const,
      channelId: NO_CHANNEL,
      ...hostOf(context.actor),
    })),
    withdrawTopUp: toDomain('oneClick', () => ({
      type: 'oneClick.withdraw' as const,
      replyTo: 'liveChat' as const,
    })),
  },
  guards: {
    isPreview: ({ context }) => context.chatType === 'LIVE_PREVIEW',
    hasSeconds: (_, params: { seconds: number }) => params.seconds > 0,
    offersPreviewDecline: ({ context }) =>
      context.exitCode !== null && exitCodeInfo(context.exitCode).followUp === 'previewEnded',
    isBanned: (_, params: { banned: boolean }) => params.banned,
    isOurTicket: ({ context }, params: { ticket: string | null }) =>
      isCurrentStart(context, params.ticket),
    isOurAllowedTicket: ({ context }, params: { ticket: string | null; allowed: boolean }) =>
      params.allowed && isCurrentStart(context, params.ticket),
    isOurRefusalWithFlow: ({ context }, params: { ticket: string | null; open: unknown }) =>
      params.open !== null && isCurrentStart(context, params.ticket),
    isOurResumedTicket: ({ context }, params: { ticket: string | null; success: boolean }) =>
      params.success && isCurrentStart(context, params.ticket),
    isOurStart: ({ context }, params: { clientChatId: string }) =>
      isCurrentStart(context, params.clientChatId),
    isOurChat: ({ context }, params: { chatId: string }) => context.chat?.chatId === params.chatId,
    isVoyeur: ({ context }) => context.chatType !== null && isVoyeurType(context.chatType),
    isOurFreeChat: ({ context }, params: { actorId: number }) =>
      context.chatType === 'FREECHAT' && context.actor?.id === params.actorId,
    hasToy: ({ context }) => context.actor?.toy === true,
    hasText: (_, params: { text: string }) => params.text.trim().length > 0,
    succeeded: (_, params: { success: boolean }) => params.success,
    /** A technical end of a running chat: try once more by itself. */
    reconnectsOnce: ({ context }, params: { exitCode: number }) =>
      exitCodeInfo(params.exitCode).followUp === 'reconnect' && context.reconnects < 1,
    offersTopUp: ({ context }) =>
      context.exitCode !== null && exitCodeInfo(context.exitCode).followUp === 'topUp',
    offersLiveShow: ({ context }) =>
      context.exitCode !== null && exitCodeInfo(context.exitCode).followUp === 'joinLiveShow',
    canReenter: ({ context }) => context.actor !== null && context.exitCode !== EXIT_COUNTRY_BANNED,
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => initialContext(input),
  entry: 'spawnPlayer',
  initial: 'idle',
  on: {
    // A chat chosen anywhere but in a running one (which stops first, see `live`).
    'liveChat.enter': [
      {
        guard: { type: 'isBanned', params: ({ event }) => event },
        target: '.ended',
        actions: [
          { type: 'storeEntry', params: ({ event }) => event },
          { type: 'storeExit', params: { exitCode: EXIT_COUNTRY_BANNED } },
        ],
      },
      { target: '.entering', actions: { type: 'storeEntry', params: ({ event }) => event } },
    ],
    'route.entered': {
      actions: {
        type: 'storeAddressedChat',
        params: ({ event }) => ({ chat: event.query.chat ?? null }),
      },
    },
    'route.left': { actions: { type: 'storeAddressedChat', params: { chat: null } } },
  },
  states: {
    idle: {},
    /** The gating decision: allowed goes on; a refusal opens its flow in the pay tour. */
    entering: {
      tags: 'busy',
      entry: ['countStart', 'askGate'],
      on: {
        'gate.answer': [
          {
            guard: { type: 'isOurAllowedTicket', params: ({ event }) => event },
            target: 'starting',
            actions: { type: 'storeRefusal', params: { reason: null } },
          },
          {
            guard: { type: 'isOurRefusalWithFlow', params: ({ event }) => event },
            target: 'gated',
            actions: { type: 'storeRefusal', params: ({ event }) => event },
          },
          {
            guard: { type: 'isOurTicket', params: ({ event }) => event },
            target: 'declined',
            actions: { type: 'storeRefusal', params: ({ event }) => event },
          },
        ],
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
    },
    /** The refusal's flow runs in the pay tour (login or signup, age check, top-up). */
    gated: {
      tags: 'busy',
      on: {
        'gate.resumed': [
          {
            guard: { type: 'isOurResumedTicket', params: ({ event }) => event },
            target: 'entering',
          },
          { guard: { type: 'isOurTicket', params: ({ event }) => event }, target: 'declined' },
        ],
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
    },
    /** The gate's flow was given up (or cannot open): the reason is shown, with a retry. */
    declined: {
      on: {
        'ui.chatRetry': 'entering',
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
    },
    /** A live preview asks the query service first how long it may run (liveChat.preview.ts). */
    starting: {
      entry: 'announceStart',
      on: {
        'liveChat.starting': [
          { guard: 'isPreview', target: 'initPreview' },
          { target: 'connecting' },
        ],
      },
    },
    ...previewStates,
    connecting: {
      tags: 'busy',
      entry: 'announceConnect',
      on: {
        'liveChat.connecting': { actions: { type: 'sendStart', params: ({ event }) => event } },
        'push.liveChatStarted': {
          guard: { type: 'isOurStart', params: ({ event }) => event },
          target: 'live',
          actions: [{ type: 'storeStarted', params: ({ event }) => ({ event }) }, 'trackStart'],
        },
        'liveChat.chatEnded': {
          target: 'ended',
          actions: { type: 'storeExit', params: ({ event }) => event },
        },
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
      after: {
        startTimeout: {
          target: 'ended',
          actions: { type: 'storeExit', params: { exitCode: EXIT_START_FAILED } },
        },
      },
    },
    live: {
      tags: 'live',
      type: 'parallel',
      entry: ['playStream', 'freeChatLive'],
      exit: ['stopStream', 'freeChatOver'],
      states: {
        mode: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'isVoyeur', target: 'watching' }, { target: 'chatting' }],
            },
            chatting: {
              tags: 'canWrite',
              initial: 'toyChoosing',
              states: {
                toyChoosing: { always: [{ guard: 'hasToy', target: 'toy' }, { target: 'noToy' }] },
                noToy: {},
                /** She has a toy: its controls, queue and countdown (toyControl.machine.ts). */
                toy: {
                  tags: 'toys',
                  invoke: {
                    id: 'toys',
                    systemId: LIVE_CHAT_TOYS,
                    src: 'toyControl',
                    // The chat went live with her by this event (the only way into `live`).
                    input: ({ context, event }) => {
                      assertEvent(event, 'push.liveChatStarted');
                      return {
                        chatId: event.chatId,
                        actorId: event.actorId,
                        request: context.request,
                      };
                    },
                  },
                  on: {
                    'push.liveChatToyQueued': { actions: 'forwardToys' },
                    'push.liveChatToyStarted': { actions: 'forwardToys' },
                    'push.liveChatToyDone': { actions: 'forwardToys' },
                    'push.liveChatToyRejected': { actions: 'forwardToys' },
                  },
                },
              },
              on: {
                'ui.chatSend': {
                  guard: { type: 'hasText', params: ({ event }) => event },
                  actions: [
                    'sendLine',
                    { type: 'addPendingLine', params: ({ event }) => ({ text: event.text }) },
                  ],
                },
              },
            },
            /** Voyeur: she is watched, nothing is written. */
            watching: {},
          },
        },
        /** The running time: its start is read once; the view counts the seconds. */
        clock: {
          initial: 'reading',
          states: {
            reading: clockReading('storeStartedAt', 'running', 'unknown'),
            running: {},
            /** No clock to read: the chat runs, its time is not shown. */
            unknown: {},
          },
        },
      },
      on: {
        'push.liveChatMessage': {
          guard: { type: 'isOurChat', params: ({ event }) => event },
          actions: { type: 'storeLine', params: ({ event }) => ({ event }) },
        },
        'push.liveChatBilled': {
          guard: { type: 'isOurChat', params: ({ event }) => event },
          actions: { type: 'storeBilled', params: ({ event }) => event },
        },
        'ui.chatStop': 'ending',
        // Her free time is used up: the free chat ends (301), the paid chat is offered.
        'liveChat.freeChatOver': {
          guard: { type: 'isOurFreeChat', params: ({ event }) => event },
          target: 'ended',
          actions: [
            { type: 'sendStop', params: { exitCode: EXIT_FREE_CHAT_OVER } },
            { type: 'storeExit', params: { exitCode: EXIT_FREE_CHAT_OVER } },
            'trackEnd',
          ],
        },
        // Another chat chosen while this one runs: this one ends as switched (104).
        'liveChat.enter': {
          target: 'entering',
          actions: [
            { type: 'sendStop', params: { exitCode: EXIT_SWITCHED } },
            { type: 'storeEntry', params: ({ event }) => event },
          ],
        },
        'liveChat.leave': {
          target: 'idle',
          actions: [{ type: 'sendStop', params: { exitCode: EXIT_LEFT } }, 'reset'],
        },
        'liveChat.chatEnded': [
          {
            guard: { type: 'isOurChat', params: ({ event }) => event },
            // Nested so that a foreign chat's end is ignored before the reconnect is decided.
            target: 'reconnectingOrEnded',
            actions: [{ type: 'storeExit', params: ({ event }) => event }, 'trackEnd'],
          },
        ],
      },
      after: previewEnds,
    },
    reconnectingOrEnded: {
      always: [
        {
          guard: {
            type: 'reconnectsOnce',
            params: ({ context }) => ({ exitCode: context.exitCode ?? 0 }),
          },
          target: 'reconnecting',
        },
        { target: 'ended' },
      ],
    },
    /** A technical end: the same chat is entered again after the reconnect delay. */
    reconnecting: {
      tags: 'busy',
      after: {
        reconnectDelay: { target: 'starting', actions: ['countReconnect', 'countStart'] },
      },
      on: { 'liveChat.leave': { target: 'idle', actions: 'reset' } },
    },
    /** The guest stopped: the server's `chatEnd` says the code (the guest's 100 if it is late). */
    ending: {
      tags: 'busy',
      entry: { type: 'sendStop', params: { exitCode: EXIT_GUEST_ENDED } },
      on: {
        'liveChat.chatEnded': {
          target: 'ended',
          actions: [{ type: 'storeExit', params: ({ event }) => event }, 'trackEnd'],
        },
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
      after: {
        stopTimeout: {
          target: 'ended',
          actions: { type: 'storeExit', params: { exitCode: EXIT_GUEST_ENDED } },
        },
      },
    },
    /** The chat ended with `exitCode`; its follow-up is offered (exitCodes.ts). */
    ended: {
      on: {
        'ui.chatReconnect': { guard: 'canReenter', target: 'entering' },
        ...previewDecline,
        'ui.chatTopUp': { guard: 'offersTopUp', target: 'toppingUp' },
        'ui.chatJoinLiveShow': {
          guard: 'offersLiveShow',
          target: 'entering',
          actions: { type: 'storeChatType', params: { chatType: 'LIVESHOW' } },
        },
        'liveChat.leave': { target: 'idle', actions: 'reset' },
      },
    },
    /** The top-up (one click or the pay tour); on success the chat continues with the same actor. */
    toppingUp: {
      tags: 'busy',
      entry: 'openTopUp',
      on: {
        'oneClick.result': [
          {
            guard: { type: 'succeeded', params: ({ event }) => event },
            target: 'entering',
          },
          { target: 'ended' },
        ],
        'liveChat.leave': { target: 'idle', actions: ['withdrawTopUp', 'reset'] },
      },
    },
  },
});
