import { assign, setup, stopChild } from 'xstate';
import { CONVERSION_CHAT } from '../conversionChat/conversionChat.types.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { failureOf } from '../shared/failure.ts';
import { callActions, messengerActors } from './messenger.calls.ts';
import { entryActions } from './messenger.entry.ts';
import { catalogActions, catalogAnswers, SHELF } from './messenger.catalogs.ts';
import { unreadActions, unreadAnswers } from './messenger.unread.ts';
import {
  appendMessage,
  filterTypeOf,
  fitsView,
  mergeChannels,
  mergeMessages,
  neighbourOf,
  patchChannel,
  patchChannels,
  patchOutgoing,
  touchChannel,
  upsertChannel,
} from './messenger.channels.ts';
import {
  channelOf,
  effects,
  emptyBasket,
  initialContextOf,
  type ChannelId,
  type MessengerContext,
  type MessengerEvent,
} from './messenger.context.ts';
import { CHANNEL_PAGE_SIZE, transmit, viewFrame, type Frame } from './messenger.frames.ts';
import {
  composerRegion,
  paymentAnswers,
  sendingActions,
  sendingGuards,
} from './messenger.sending.ts';
import type {
  CatalogName,
  Channel,
  ChannelView,
  Conversation,
  Message,
} from './messenger.types.ts';

export type { MessengerContext, MessengerEvent } from './messenger.context.ts';

/** Seed 000 §5: one load-more request per 500 ms. */
const LOAD_MORE_THROTTLE_MS = 500;
const ALL_CATALOGS: readonly CatalogName[] = ['gifts', 'toyControls', 'recommendations'];
/** Seed 000 §9: recommended actors shown. */
export const RECOMMENDATIONS_SHOWN = 9;

/**
 * The messenger (seed 000 §3–§5, §7): the channel list (the first 500, then pages of 100) kept
 * current by the pushes the realtime connection routes here, its filters and online-only view,
 * load-more throttled to one request per 500 ms, selection with the conversation's history (a
 * read channel is touched at the service, whose unread count the navbar shows: messenger.unread.ts),
 * archive and restore, the gifts basket
 * and toy controls priced before sending, sending with a `clientMessageId` that stays pending
 * until `messageAck`, the money-charge tour when the balance is short (the message waits and is
 * sent after a successful top-up), and recommendations. The conversion chat runs as its child
 * (machines/conversionChat, system id `messenger.conversionChat`) while the guest is logged in.
 * Time comes from the engine's clock (delays), ids from a recorded service.
 *
 * The logged-in messenger has three regions (the list, the selection, the composer): every push
 * it takes is matched against each region's state, so the catalogs' loading and the top-up are
 * flags in the context and their calls children (messenger.catalogs.ts, messenger.calls.ts), not
 * regions (issue 52 §7: 7 regions made a push cost about 17 µs, 3 about 12).
 */
export const messengerMachine = setup({
  types: {
    context: {} as MessengerContext,
    events: {} as MessengerEvent,
    input: {} as DomainInput,
    tags: {} as
      | 'visitor'
      | 'loggedIn'
      | 'listLoading'
      | 'loadMoreThrottled'
      | 'conversationLoading'
      | 'conversationFailed'
      | 'preparingMessage',
  },
  actors: messengerActors,
  delays: {
    loadThrottle: LOAD_MORE_THROTTLE_MS,
  },
  actions: {
    sendFrame: effects<{ frame: Frame }>(({ enqueue }, params) => transmit(enqueue, params.frame)),
    loadView: effects(({ context, enqueue }) => {
      transmit(enqueue, viewFrame(context.view));
    }),
    changeView: assign((_, params: { view: ChannelView }) => ({
      view: params.view,
      channels: [],
      total: 0,
    })),
    storeChannels: assign(
      ({ context }, params: { channels: Channel[]; offset: number; total: number }) => ({
        channels: mergeChannels(context.channels, params.channels, params.offset, context.view),
        total: context.view === 'online' ? params.channels.length : params.total,
      }),
    ),
    requestMore: effects(({ context, enqueue }) => {
      transmit(enqueue, {
        type: 'loadChannels',
        offset: context.channels.length,
        limit: CHANNEL_PAGE_SIZE,
      });
    }),
    updateChannel: assign({
      channels: ({ context }, params: { channel: Channel }) =>
        upsertChannel(context.channels, params.channel, context.view),
      conversation: ({ context }, params: { channel: Channel }) =>
        context.conversation?.channelId === params.channel.id
          ? { ...context.conversation, channel: params.channel }
          : context.conversation,
    }),
    /**
     * Selecting moves the channel from unread to read (seed 000 §4); the service is told as the
     * `selected` state is entered (`touchMessengerChannel`).
     */
    selectChannel: effects<ChannelId>(({ context, enqueue }, params) => {
      enqueue.assign({
        selectedId: params.channelId,
        channels: patchChannel(context.channels, params.channelId, {
          unread: false,
          unreadCount: 0,
        }),
        conversation: {
          channelId: params.channelId,
          channel: channelOf(context, params.channelId),
          messages: [],
        },
        basket: emptyBasket,
      });
    }),
    clearSelection: assign({ selectedId: null, conversation: null, basket: emptyBasket }),
    storeWritingTo: assign((_, params: { actorId: number }) => ({ writingTo: params.actorId })),
    /**
     * The actor's conversation, opened or created by the platform: its channel joins the list
     * (first, read) and is the selection, as a channel chosen there would be.
     */
    openConversation: effects<{ conversation: Conversation }>(({ context, enqueue }, params) => {
      const { channel, messages } = params.conversation;
      const read = { ...channel, unread: false, unreadCount: 0 };
      enqueue.assign({
        selectedId: channel.id,
        channels: upsertChannel(context.channels, read, context.view),
        conversation: { channelId: channel.id, channel: read, messages },
        basket: emptyBasket,
        failure: null,
      });
    }),
    storeConversation: assign(({ context }, params: { conversation: Conversation }) => {
      const current = context.conversation;
      const earlier = current?.channelId === params.conversation.channel.id ? current.messages : [];
      return {
        conversation: {
          channelId: params.conversation.channel.id,
          channel: params.conversation.channel,
          messages: mergeMessages(params.conversation.messages, earlier),
        },
        failure: null,
      };
    }),
    noteFailure: assign((_, params: { error: unknown }) => ({
      failure: failureOf(params.error).message,
    })),
    /**
     * Archive (or restore) takes the channel out of the list it is in; when it was the open
     * conversation, its neighbour opens instead (seed 000 §4), or none when it was the last.
     */
    applyArchived: effects<ChannelId & { status: boolean }>(({ context, enqueue }, params) => {
      const listed = context.channels.find((c) => c.id === params.channelId);
      if (!listed) return;
      const moved = { ...listed, archived: params.status };
      if (fitsView(moved, context.view)) {
        enqueue.assign({ channels: patchChannels(context.channels, (c) => c === listed, moved) });
        return;
      }
      const next = neighbourOf(context.channels, params.channelId);
      enqueue.assign({
        channels: context.channels.filter((c) => c.id !== params.channelId),
        total: Math.max(0, context.total - 1),
      });
      if (context.selectedId !== params.channelId) return;
      enqueue.raise(
        next === null ? { type: 'ui.unselect' } : { type: 'ui.select', channelId: next },
      );
    }),
    receiveMessage: assign(({ context }, params: { channelId: number; message: Message }) => {
      const { channelId, message } = params;
      const conversation = context.conversation;
      return {
        channels: touchChannel(context.channels, message, channelId),
        conversation:
          conversation?.channelId === channelId
            ? { ...conversation, messages: appendMessage(conversation.messages, message) }
            : conversation,
        outgoing: message.clientMessageId
          ? patchOutgoing(context.outgoing, message.clientMessageId, {
              status: 'sent',
              messageId: message.id,
            })
          : context.outgoing,
      };
    }),
    markAllSeen: assign({
      channels: ({ context }) =>
        context.view === 'unread'
          ? []
          : patchChannels(context.channels, () => true, { unread: false, unreadCount: 0 }),
    }),
    /** The guest machine tells the messenger of an ended live chat: the conversion chat's business. */
    forwardChatEnd: toSystem(CONVERSION_CHAT, (_, params: { exitCode: number }) => ({
      type: 'messenger.chatEnded' as const,
      exitCode: params.exitCode,
    })),
    ...sendingActions,
    ...catalogActions,
    ...unreadActions,
    ...callActions,
    ...entryActions,
  },
  guards: {
    isLoggedIn: ({ context }) => context.guest.loggedIn,
    isOtherView: ({ context }, params: { view: ChannelView }) => context.view !== params.view,
    answersView: ({ context }, params: { filterType: string | null }) =>
      params.filterType === filterTypeOf(context.view),
    hasMore: ({ context }) => context.view === 'all' && context.channels.length < context.total,
    isOtherChannel: ({ context }, params: ChannelId) => context.selectedId !== params.channelId,
    /** A pushed channel whose unread count is not the one listed (or a new one with unread). */
    changesUnread: ({ context }, params: { channel: Channel }) =>
      (channelOf(context, params.channel.id)?.unreadCount ?? 0) !== params.channel.unreadCount,
    isSelected: ({ context }, params: ChannelId) => context.selectedId === params.channelId,
    answersOpenConversation: ({ context }, params: { channelId: number; message: Message }) =>
      context.selectedId === params.channelId && params.message.senderType !== 'guest',
    ...sendingGuards,
  },
}).createMachine({
  id: 'messenger',
  context: ({ input }) => initialContextOf(input),
  initial: 'starting',
  states: {
    /** Whom the session is of decides at once: the messenger, or the login it needs. */
    starting: { always: [{ guard: 'isLoggedIn', target: 'active' }, { target: 'visitor' }] },
    /**
     * The messenger needs a login (seed 000 §6): the page offers it, and the gate opens it
     * (messenger.entry.ts); "write to her" is resumed after the login's reload.
     */
    visitor: {
      tags: 'visitor',
      on: {
        'ui.login': { actions: 'askEntry' },
        'ui.writeTo': {
          actions: { type: 'askToWrite', params: ({ event }) => ({ actorId: event.actorId }) },
        },
      },
    },
    active: {
      tags: 'loggedIn',
      type: 'parallel',
      entry: [
        'watchBalance',
        'startConversionChat',
        { type: 'loadCatalogs', params: { names: ALL_CATALOGS } },
        'loadUnreadCount',
        'takeWriteTo',
      ],
      exit: ['unwatchBalance', stopChild('conversionChat')],
      on: {
        ...catalogAnswers,
        ...unreadAnswers,
        ...paymentAnswers,
        // "Write to her" pressed before a login: her chat opens as the press would have.
        'payTour.actTaken': {
          actions: { type: 'resumeWriteTo', params: ({ event }) => ({ event }) },
        },
        'ui.retryCatalog': {
          actions: { type: 'loadCatalogs', params: { names: SHELF, failed: true } },
        },
        'messenger.chatEnded': {
          actions: {
            type: 'forwardChatEnd',
            params: ({ event }) => ({ exitCode: event.exitCode }),
          },
        },
        'push.channelArchived': {
          actions: {
            type: 'applyArchived',
            params: ({ event }) => ({ channelId: event.channelId, status: event.status }),
          },
        },
        'ui.archive': {
          actions: [
            {
              type: 'sendFrame',
              params: ({ event }) => ({
                frame: { type: 'archiveChannel', channelId: event.channelId, status: true },
              }),
            },
            {
              type: 'applyArchived',
              params: ({ event }) => ({ channelId: event.channelId, status: true }),
            },
          ],
        },
        'ui.restore': {
          actions: [
            {
              type: 'sendFrame',
              params: ({ event }) => ({
                frame: { type: 'archiveChannel', channelId: event.channelId, status: false },
              }),
            },
            {
              type: 'applyArchived',
              params: ({ event }) => ({ channelId: event.channelId, status: false }),
            },
          ],
        },
        'push.incomingMessage': [
          {
            // After buying a gift message or paying, the platform's further messages are dropped.
            guard: {
              type: 'isFurtherMessage',
              params: ({ event }) => ({ senderType: event.message.senderType }),
            },
          },
          {
            // An answer in the open conversation is read as it arrives.
            guard: {
              type: 'answersOpenConversation',
              params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
            },
            actions: [
              {
                type: 'receiveMessage',
                params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
              },
              {
                type: 'touchMessengerChannel',
                params: ({ event }) => ({ channelId: event.channelId }),
              },
            ],
          },
          {
            actions: {
              type: 'receiveMessage',
              params: ({ event }) => ({ channelId: event.channelId, message: event.message }),
            },
          },
        ],
        'ui.setAllSeen': {
          actions: { type: 'sendFrame', params: { frame: { type: 'setAllChannelsSeen' } } },
        },
        'push.allChannelsSeen': { actions: ['markAllSeen', 'loadUnreadCount'] },
        'push.channelUpdate': [
          {
            // Its unread count changed (a message came, another tab read it): the guest's unread
            // count is the service's, asked again.
            guard: {
              type: 'changesUnread',
              params: ({ event }) => ({ channel: event.channel }),
            },
            actions: [
              { type: 'updateChannel', params: ({ event }) => ({ channel: event.channel }) },
              'loadUnreadCount',
            ],
          },
          {
            actions: { type: 'updateChannel', params: ({ event }) => ({ channel: event.channel }) },
          },
        ],
      },
      states: {
        list: {
          initial: 'loading',
          entry: 'loadView',
          on: {
            'ui.filter': {
              guard: { type: 'isOtherView', params: ({ event }) => ({ view: event.view }) },
              target: '.loading',
              actions: [
                { type: 'changeView', params: ({ event }) => ({ view: event.view }) },
                'loadView',
              ],
            },
          },
          states: {
            loading: {
              tags: 'listLoading',
              on: {
                'push.channels': {
                  guard: {
                    type: 'answersView',
                    params: ({ event }) => ({ filterType: event.filterType }),
                  },
                  target: 'ready',
                  actions: { type: 'storeChannels', params: ({ event }) => event },
                },
              },
            },
            ready: {
              on: {
                // A later page, or the resync after a reconnect (offset 0).
                'push.channels': {
                  guard: {
                    type: 'answersView',
                    params: ({ event }) => ({ filterType: event.filterType }),
                  },
                  actions: { type: 'storeChannels', params: ({ event }) => event },
                },
              },
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'ui.loadMore': {
                      guard: 'hasMore',
                      target: 'throttled',
                      actions: 'requestMore',
                    },
                  },
                },
                /** One request per 500 ms (seed 000 §5): a request asked for meanwhile waits. */
                throttled: {
                  tags: 'loadMoreThrottled',
                  after: { loadThrottle: 'idle' },
                  on: { 'ui.loadMore': 'throttledWithPending' },
                },
                throttledWithPending: {
                  tags: 'loadMoreThrottled',
                  after: {
                    loadThrottle: [
                      { guard: 'hasMore', target: 'throttled', actions: 'requestMore' },
                      { target: 'idle' },
                    ],
                  },
                },
              },
            },
          },
        },
        selection: {
          initial: 'none',
          on: {
            'ui.unselect': { target: '.none', actions: 'clearSelection' },
            'ui.writeTo': {
              target: '.opening',
              actions: [
                'clearSelection',
                { type: 'storeWritingTo', params: ({ event }) => ({ actorId: event.actorId }) },
                // Asked again without the actor the guest writes to (`currentActorId`).
                { type: 'loadCatalogs', params: { names: ['recommendations'] } },
              ],
            },
          },
          states: {
            /** Her conversation asked of the platform (opened, or created when there is none). */
            opening: {
              tags: 'conversationLoading',
              entry: { type: 'callConversation', params: { of: 'actor' } },
              exit: stopChild('openActorConversation'),
              on: {
                'xstate.done.actor.openActorConversation': {
                  target: 'selected.loaded',
                  actions: {
                    type: 'openConversation',
                    params: ({ event }) => ({ conversation: event.output }),
                  },
                },
                'xstate.error.actor.openActorConversation': {
                  target: 'openFailed',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            openFailed: {
              tags: 'conversationFailed',
              on: { 'ui.retryConversation': 'opening' },
            },
            none: {
              on: {
                'ui.select': {
                  target: 'selected',
                  actions: {
                    type: 'selectChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                },
              },
            },
            /** A channel is open: the guest read it, and the service is told (a touch). */
            selected: {
              entry: {
                type: 'touchMessengerChannel',
                params: ({ context }) => ({ channelId: context.selectedId }),
              },
              on: {
                // Another channel: the conversation starts again (a self-transition, so only
                // this region is left and entered; the list's region is untouched).
                'ui.select': {
                  guard: {
                    type: 'isOtherChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                  target: 'selected',
                  reenter: true,
                  actions: {
                    type: 'selectChannel',
                    params: ({ event }) => ({ channelId: event.channelId }),
                  },
                },
              },
              initial: 'loading',
              states: {
                loading: {
                  tags: 'conversationLoading',
                  entry: { type: 'callConversation', params: { of: 'channel' } },
                  exit: stopChild('loadConversation'),
                  on: {
                    'xstate.done.actor.loadConversation': {
                      target: 'loaded',
                      actions: {
                        type: 'storeConversation',
                        params: ({ event }) => ({ conversation: event.output }),
                      },
                    },
                    'xstate.error.actor.loadConversation': {
                      target: 'failed',
                      actions: {
                        type: 'noteFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                loaded: {
                  on: {
                    // The channel's content changed elsewhere: its history is read again.
                    'push.messengerContentChange': {
                      guard: {
                        type: 'isSelected',
                        params: ({ event }) => ({ channelId: event.channelId }),
                      },
                      target: 'loading',
                    },
                  },
                },
                failed: {
                  tags: 'conversationFailed',
                  on: { 'ui.retryConversation': 'loading' },
                },
              },
            },
          },
        },
        composer: composerRegion,
      },
    },
  },
});
