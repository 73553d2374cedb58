import type {
  Channel,
  GiftCatalog,
  Message,
  ToyControl,
} from '../../../../machines/messenger/messenger.types.ts';
import type { MessengerServices } from '../../features/messenger.ts';

const DEMO_NOW = Date.parse('2026-01-15T12:00:00Z');
const ACTOR_NAMES = ['Lena', 'Mia', 'Sofia', 'Jana', 'Nina', 'Alina', 'Lara', 'Emma', 'Zoe', 'Kim'];
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `count` channels as the server would list them, newest message first: some unread, a few
 * online, blocked or with free messages. Tests and the benchmark (a 500-channel messenger) push
 * them as `channels` frames.
 */
export function demoChannels(count: number, firstId = 9001): Channel[] {
  return Array.from({ length: count }, (_, i): Channel => {
    const name = ACTOR_NAMES[i % ACTOR_NAMES.length]!;
    return {
      id: firstId + i,
      actorId: 5001 + i,
      unread: i % 4 === 0,
      unreadCount: i % 4 === 0 ? 1 + (i % 3) : 0,
      archived: false,
      blocked: i % 97 === 96,
      isActorOnline: i % 3 === 0,
      multiChatPrice: null,
      canVoyeurChat: i % 5 === 0,
      freeMessagesAmount: i % 7 === 0 ? 2 : 0,
      messagePrice: { value: 0.99, currency: 'EUR' },
      isMessagingFree: i % 11 === 0,
      subject: null,
      lastMessageId: 100_000 + i,
      previewPictureUrl: null,
      actorName: `${name}${i >= ACTOR_NAMES.length ? ` ${Math.floor(i / ACTOR_NAMES.length)}` : ''}`,
      actorAge: 21 + (i % 19),
      freeChat: false,
      lastMessageAt: iso(DEMO_NOW - i * 600_000),
    };
  });
}

/** A conversation of `count` messages, alternating sides, the actor's sometimes with a gift. */
function demoMessages(channelId: number, count: number): Message[] {
  return Array.from({ length: count }, (_, i): Message => {
    const actor = i % 2 === 1;
    return {
      id: channelId * 100_000 + i,
      senderType: actor ? 'actor' : 'guest',
      messageType: actor && i % 10 === 9 ? 'gift' : 'text',
      data: { text: actor ? `Answer ${i}: thank you, honey!` : `Message ${i}` },
      includedGifts: actor && i % 10 === 9 ? [1] : [],
      created: iso(DEMO_NOW - (count - i) * 60_000),
      price: { value: actor ? 0 : 0.99, currency: 'EUR' },
    };
  });
}

const demoGiftCatalog: GiftCatalog = {
  categories: [
    { id: 1, name: 'Flowers' },
    { id: 2, name: 'Drinks' },
    { id: 3, name: 'VIP' },
  ],
  gifts: [
    gift(1, 1, 'Rose', 1.99),
    gift(2, 1, 'Bouquet', 4.99),
    gift(3, 2, 'Champagne', 9.99),
    gift(4, 2, 'Cocktail', 2.99),
    { ...gift(5, 3, 'Diamond', 24.99), vip: true },
  ],
  boughtGifts: { '1': 1 },
};

function gift(id: number, categoryId: number, name: string, price: number) {
  return {
    id,
    categoryId,
    name,
    price: { value: price, currency: 'EUR' as const },
    translations: [],
    imageUrl: null,
    active: true,
    vip: false,
  };
}

export const demoToyControls: ToyControl[] = [
  toy(1, 'Soft wave', 1.49, 5, false),
  toy(2, 'Strong pulse', 2.99, 10, false),
  toy(3, 'Surprise', 3.99, 15, true),
];

function toy(id: number, name: string, price: number, duration: number, random: boolean) {
  return {
    id,
    name: name.toLowerCase().replace(/ /g, '-'),
    displayName: name,
    price: { value: price, currency: 'EUR' as const },
    imageUrl: null,
    duration,
    random,
  };
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoMessengerServices(): MessengerServices {
  let nextId = 0;
  // The unread messages of the demo's channels (those `demoChannels` lists), until a touch reads one.
  const unread = new Map(demoChannels(500).map((c) => [c.id, c.unreadCount]));
  const unreadCount = () => [...unread.values()].reduce((sum, count) => sum + count, 0);
  return {
    touchMessengerChannel: ({ channelId }) => {
      unread.delete(channelId);
      return Promise.resolve(unreadCount());
    },
    loadUnreadCount: () => Promise.resolve(unreadCount()),
    loadConversation: ({ channelId }) =>
      Promise.resolve({
        channel: demoChannels(1, channelId)[0]!,
        messages: demoMessages(channelId, 40),
      }),
    openActorConversation: ({ actorId }) =>
      Promise.resolve({
        channel: { ...demoChannels(1, actorId)[0]!, actorId },
        messages: [],
      }),
    loadGifts: () => Promise.resolve(demoGiftCatalog),
    loadToyControls: () => Promise.resolve(demoToyControls),
    loadRecommendations: () =>
      Promise.resolve(
        demoChannels(12).map((c) => ({
          actorId: c.actorId,
          actorName: c.actorName,
          isOnline: c.isActorOnline || c.id % 2 === 0,
          previewPictureUrl: null,
        })),
      ),
    newMessageId: () => Promise.resolve(`demo-${(nextId += 1)}`),
    // The demo guest has no conversion chat running; every answer is taken.
    conversionChatReadClock: () => Promise.resolve(DEMO_NOW),
    setConversionChat: async () => {},
  };
}
