import { ACTOR_ANSWERS, ACTOR_GIFT_IDS } from './catalog.ts';

/**
 * Generated demo data, the same on every machine: the actor roster beyond the fixture actors and
 * the `vip` account's 497 extra channels (500 with its three fixture channels), one of them with
 * 10 000 messages. Pure functions of an index, so the seeder and the load scenario agree.
 */
const GENERATED_ACTOR_BASE = 4001;
export const GENERATED_ACTORS = 520;
const GENERATED_CHANNEL_BASE = 30001;
/** vip's fixture channels plus these make the spec's 500 channels. */
export const GENERATED_CHANNELS = 497;
/** The channel with the long history (10 000 messages) for the virtualized conversation. */
export const LONG_CHANNEL_ID = GENERATED_CHANNEL_BASE;
export const LONG_CHANNEL_MESSAGES = 10_000;
/** Message ids of generated rows (fixture messages use 900 001 and up, history 800 000 and up). */
const LAST_MESSAGE_ID_BASE = 1_000_001;
const LONG_HISTORY_ID_BASE = 1_100_001;

const FIRST = [
  'Ava', 'Bella', 'Chloe', 'Daisy', 'Eva', 'Fiona', 'Gina', 'Hanna', 'Ivy', 'Jade', 'Kira', 'Lily',
  'Maya', 'Nora', 'Olivia', 'Pia', 'Quinn', 'Rosa', 'Sara', 'Tina', 'Uma', 'Vera', 'Wendy',
  'Xenia', 'Yara', 'Zoe',
] as const; // prettier-ignore
const SECOND = [
  'Amber', 'Blaze', 'Candy', 'Dream', 'Ember', 'Flame', 'Glow', 'Honey', 'Iris', 'Jewel', 'Kiss',
  'Lace', 'Muse', 'Nova', 'Opal', 'Pearl', 'Rose', 'Silk', 'Star', 'Velvet',
] as const; // prettier-ignore
const PRICES = [1.49, 1.99, 2.49, 2.99] as const;
export const GUEST_LINES: readonly string[] = [
  'Hi, how are you?',
  'You looked great today.',
  'When are you online again?',
  'Thanks for the show!',
  'Good night, beautiful.',
];

/** FNV-1a: a stable 32-bit hash of a string (delays, answers and gifts hang on it). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32), for the online timer's walk over the actors. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export interface GeneratedActor {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  messagePrice: number;
  description: string;
}

/** Actor `index` (0 … GENERATED_ACTORS - 1) of the generated roster; names are unique. */
export function generatedActor(index: number): GeneratedActor {
  const name = `${at(FIRST, index)}${at(SECOND, Math.floor(index / FIRST.length))}`;
  return {
    id: GENERATED_ACTOR_BASE + index,
    name,
    age: 18 + ((index * 7) % 25),
    isOnline: hash32(`online-${index}`) % 10 < 3,
    messagePrice: at(PRICES, index),
    description: `${name} loves long chats and good music.`,
  };
}

export interface GeneratedChannel {
  id: number;
  actor: GeneratedActor;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
  freeMessagesAmount: number;
  isMessagingFree: boolean;
  subject: string | null;
  /** The newest message: who wrote it, what, and how long ago. */
  last: { id: number; fromActor: boolean; text: string; minutesAgo: number };
}

/** vip's generated channel `index` (0 … GENERATED_CHANNELS - 1), with actor `index`. */
export function generatedChannel(index: number): GeneratedChannel {
  const unreadCount = index % 7 === 0 ? 1 + (index % 3) : 0;
  const fromActor = unreadCount > 0 || index % 2 === 0;
  const longLast = index === 0 ? longHistoryMessage(LONG_CHANNEL_MESSAGES - 1) : null;
  return {
    id: GENERATED_CHANNEL_BASE + index,
    actor: generatedActor(index),
    unreadCount,
    archived: index > 0 && index % 50 === 0,
    blocked: index > 0 && index % 97 === 0,
    freeMessagesAmount: index % 11 === 5 ? 2 : 0,
    isMessagingFree: index % 40 === 13,
    subject: index % 9 === 4 ? 'Your private photos' : null,
    last: longLast ?? {
      id: LAST_MESSAGE_ID_BASE + index,
      fromActor,
      text: fromActor ? at(ACTOR_ANSWERS, index) : at(GUEST_LINES, index),
      minutesAgo: 180 + index * 47,
    },
  };
}

/** Message `n` (0 = oldest) of the long channel: alternating sides, every 25th an actor's gift. */
export function longHistoryMessage(n: number): {
  id: number;
  fromActor: boolean;
  text: string;
  giftId: number | null;
  minutesAgo: number;
} {
  const fromActor = n % 2 === 1 || n === LONG_CHANNEL_MESSAGES - 1;
  return {
    id: LONG_HISTORY_ID_BASE + n,
    fromActor,
    text: `${fromActor ? at(ACTOR_ANSWERS, n) : at(GUEST_LINES, n)} (#${n + 1})`,
    giftId: fromActor && n % 25 === 1 ? at(ACTOR_GIFT_IDS, n) : null,
    // Every 3 minutes, the newest one 180 minutes ago (the channel's last message).
    minutesAgo: 180 + (LONG_CHANNEL_MESSAGES - 1 - n) * 3,
  };
}
