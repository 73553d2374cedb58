import type { RecommendationsInput } from './messenger.catalogs.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { GuestState, RequestInput } from '../shared/session.types.ts';
import { conversionChatMachine } from '../conversionChat/conversionChat.machine.ts';
import type { ConversionChatInput } from '../conversionChat/conversionChat.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import { MESSENGER_BALANCE_TICKET, type MessengerEvent } from './messenger.context.ts';
import { messengerMachine } from './messenger.machine.ts';
import type {
  Channel,
  Conversation,
  GiftCatalog,
  Message,
  RecommendedActor,
  ToyControl,
} from './messenger.types.ts';

/** Test data and a harness for the messenger machine's tests (unit and model). */
const request: RequestInput = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

export function channel(id: number, fields: Partial<Channel> = {}): Channel {
  return {
    id,
    actorId: id + 1000,
    unread: false,
    unreadCount: 0,
    archived: false,
    blocked: false,
    isActorOnline: false,
    multiChatPrice: null,
    canVoyeurChat: false,
    freeMessagesAmount: 0,
    messagePrice: { value: 0.99, currency: 'EUR' },
    isMessagingFree: false,
    subject: null,
    lastMessageId: null,
    previewPictureUrl: null,
    actorName: `Actor ${id}`,
    actorAge: 25,
    freeChat: false,
    lastMessageAt: `2026-01-01T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    ...fields,
  };
}

export function message(id: number, fields: Partial<Message> = {}): Message {
  return {
    id,
    senderType: 'actor',
    messageType: 'text',
    data: { text: `m${id}` },
    includedGifts: [],
    created: `2026-01-01T11:00:${String(id % 60).padStart(2, '0')}.000Z`,
    price: { value: 0, currency: 'EUR' },
    ...fields,
  };
}

export const catalog: GiftCatalog = {
  categories: [{ id: 1, name: 'Flowers' }],
  gifts: [
    gift(7, 2),
    gift(9, 5),
    { ...gift(11, 20), vip: true },
    { ...gift(13, 1), active: false },
  ],
  boughtGifts: null,
};
function gift(id: number, price: number) {
  return {
    id,
    categoryId: 1,
    name: `Gift ${id}`,
    price: { value: price, currency: 'EUR' as const },
    translations: [],
    imageUrl: null,
    active: true,
    vip: false,
  };
}
export const toyControls: ToyControl[] = [
  {
    id: 3,
    name: 'wave',
    displayName: 'Wave',
    price: { value: 1.5, currency: 'EUR' },
    imageUrl: null,
    duration: 5,
    random: false,
  },
];
export const recommended: RecommendedActor[] = [
  { actorId: 1101, actorName: 'A', isOnline: true, previewPictureUrl: null },
  { actorId: 1102, actorName: 'B', isOnline: true, previewPictureUrl: null },
  { actorId: 1103, actorName: 'C', isOnline: false, previewPictureUrl: null },
];

/** The messenger's spawn input: the demo session of a logged-in guest, or `guest` patched in. */
export function messengerInput(guest: Partial<GuestState> = {}): DomainInput {
  return {
    ...demoDomainInput('messenger', {
      isLoggedIn: true,
      isLocked: false,
      isVip: false,
      boughtGifts: {},
      conversionChatCountdownEnd: null,
      ...guest,
    }),
    request,
  };
}

export interface Calls {
  loadConversation?: (channelId: number) => Promise<Conversation>;
  openActorConversation?: (actorId: number) => Promise<Conversation>;
  loadGifts?: () => Promise<GiftCatalog>;
  loadToyControls?: () => Promise<ToyControl[]>;
  loadRecommendations?: (currentActorId: number | null) => Promise<RecommendedActor[]>;
  newMessageId?: () => Promise<string>;
  readClock?: () => Promise<number>;
  /** The service's unread count (default: what the touches left of `unread`, below). */
  loadUnreadCount?: () => Promise<number>;
  touchMessengerChannel?: (channelId: number) => Promise<number>;
}

/** The gate's answer to the messenger's standing ask: the guest's balance (null for a visitor). */
export function balanceAnswer(value: number | null): GateAnswerEvent {
  return {
    type: 'gate.answer',
    action: 'message',
    ticket: MESSENGER_BALANCE_TICKET,
    allowed: true,
    reason: null,
    open: null,
    balance: value === null ? null : { value, currency: 'EUR' },
  };
}

/**
 * The messenger under a parent that plays `realtime`, `payTour`, `oneClick`, `modals` and `gating`: what the
 * machine tells them is recorded. Calls answer with the test data unless a test gives its own.
 */
export function startMessenger(guest: Partial<GuestState> = {}, calls: Calls = {}) {
  const frames: { type: string; [field: string]: unknown }[] = [];
  /** The service's side: unread messages by channel (a test sets them), and the touches. */
  const unread = new Map<number, number>();
  const touched: number[] = [];
  const unreadCount = () => [...unread.values()].reduce((sum, count) => sum + count, 0);
  const payTour: EventObject[] = [];
  const oneClick: EventObject[] = [];
  const modals: EventObject[] = [];
  const gating: EventObject[] = [];
  let ids = 0;
  const machine = messengerMachine.provide({
    actors: {
      loadConversation: fromPromise(
        async ({ input }: { input: { request: RequestInput; channelId: number } }) =>
          calls.loadConversation
            ? calls.loadConversation(input.channelId)
            : {
                channel: channel(input.channelId),
                messages: [message(1), message(2)],
              },
      ),
      loadGifts: fromPromise(async () => (calls.loadGifts ? calls.loadGifts() : catalog)),
      loadToyControls: fromPromise(async () =>
        calls.loadToyControls ? calls.loadToyControls() : toyControls,
      ),
      openActorConversation: fromPromise(
        async ({ input }: { input: { request: RequestInput; actorId: number } }) =>
          calls.openActorConversation
            ? calls.openActorConversation(input.actorId)
            : { channel: channel(900, { actorId: input.actorId }), messages: [] },
      ),
      loadRecommendations: fromPromise(async ({ input }: { input: RecommendationsInput }) =>
        calls.loadRecommendations ? calls.loadRecommendations(input.currentActorId) : recommended,
      ),
      loadUnreadCount: fromPromise(async () =>
        calls.loadUnreadCount ? calls.loadUnreadCount() : unreadCount(),
      ),
      touchMessengerChannel: fromPromise(
        async ({ input }: { input: { request: RequestInput; channelId: number } }) => {
          touched.push(input.channelId);
          if (calls.touchMessengerChannel) return calls.touchMessengerChannel(input.channelId);
          unread.delete(input.channelId);
          return unreadCount();
        },
      ),
      newMessageId: fromPromise(async () =>
        calls.newMessageId ? calls.newMessageId() : `c${(ids += 1)}`,
      ),
      conversionChat: conversionChatMachine.provide({
        actors: {
          readClock: fromPromise(async () =>
            calls.readClock ? calls.readClock() : Date.parse('2026-01-01T12:00:00Z'),
          ),
          setConversionChat: fromPromise<void, ConversionChatInput>(async () => {}),
        },
      }),
    },
  });
  const recorder = (into: EventObject[]) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => void into.push(event) } } });
  const realtimeEvents: EventObject[] = [];
  const parent = createActor(
    setup({
      actors: {
        messenger: machine,
        realtime: recorder(realtimeEvents),
        payTour: recorder(payTour),
        oneClick: recorder(oneClick),
        modals: recorder(modals),
        gating: recorder(gating),
      },
    }).createMachine({
      invoke: [
        { id: 'realtime', systemId: 'realtime', src: 'realtime' },
        { id: 'payTour', systemId: 'payTour', src: 'payTour' },
        { id: 'oneClick', systemId: 'oneClick', src: 'oneClick' },
        { id: 'modals', systemId: 'modals', src: 'modals' },
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: 'messenger', systemId: 'messenger', src: 'messenger', input: messengerInput(guest) },
      ],
    }),
  ).start();
  const actor = parent.system.get('messenger') as ActorRefFrom<typeof messengerMachine>;
  const send = (event: MessengerEvent) => actor.send(event);
  const flush = flushMacrotasks;
  const sent = () => {
    frames.length = 0;
    for (const e of realtimeEvents)
      frames.push((e as unknown as { frame: { type: string } }).frame);
    return frames;
  };
  return {
    actor,
    send,
    flush,
    sent,
    payTour,
    oneClick,
    modals,
    gating,
    /** The service's unread messages by channel: a test sets them (the touches read them). */
    unread,
    /** The channels the messenger touched (`touchMessengerChannel`), in order. */
    touched,
    /** The gate tells the guest's balance, as it does at the watch and at each change. */
    tellBalance: (value: number | null) => send(balanceAnswer(value)),
    snapshot: () => actor.getSnapshot(),
    /** Loads the list with `channels` as the server answers the first `loadChannels`. */
    list: (channels: Channel[], total = channels.length) =>
      send({ type: 'push.channels', channels, offset: 0, total, filterType: null }),
  };
}
