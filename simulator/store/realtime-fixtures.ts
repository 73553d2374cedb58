import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { currencyCodeSchema } from '../../services/rest/schemas.ts';
import type { Account } from './accounts.ts';
import type { ChannelSeed, ChannelsRepository } from './channels.ts';
import type { FavoritesRepository } from './favorites.ts';
import type { MessagesRepository, NewMessage } from './messages.ts';
import type { NewNotification, NotificationsRepository } from './notifications.ts';

const id = z.number().int().positive();
const minutesAgo = z.number().nonnegative();

/** One channel of `fixtures/channels.json`; its last message is stored as a message row. */
const fixtureChannelSchema = z.strictObject({
  id,
  actorId: id,
  actorName: z.string().min(1),
  actorAge: z.number().int().min(18).nullable().default(null),
  isActorOnline: z.boolean().default(false),
  messagePrice: z.strictObject({ value: z.number().nonnegative(), currency: currencyCodeSchema }),
  multiChatPrice: z.number().nonnegative().nullable().default(null),
  canVoyeurChat: z.boolean().default(false),
  freeMessagesAmount: z.number().int().nonnegative().default(0),
  isMessagingFree: z.boolean().default(false),
  unreadCount: z.number().int().nonnegative().default(0),
  /** Default: unread when it has unread messages. */
  unread: z.boolean().optional(),
  archived: z.boolean().default(false),
  blocked: z.boolean().default(false),
  subject: z.string().nullable().default(null),
  previewPictureUrl: z.string().nullable().default(null),
  freeChat: z.boolean().default(false),
  /** The guest has pinned this actor as a favourite. */
  favorite: z.boolean().default(false),
  lastMessage: z
    .strictObject({
      id,
      senderType: z.enum(['guest', 'actor', 'system']),
      text: z.string().min(1),
      minutesAgo,
    })
    .optional(),
});

const fixtureNotificationSchema = z.strictObject({
  id,
  type: z.number().int().nonnegative(),
  title: z.string().min(1),
  text: z.string(),
  link: z.string().nullable().default(null),
  unread: z.boolean().default(true),
  unseen: z.boolean().default(true),
  minutesAgo,
});

/** Both files are keyed by demo login. */
const fixtureChannelsSchema = z.record(z.string(), z.array(fixtureChannelSchema));
const fixtureNotificationsSchema = z.record(z.string(), z.array(fixtureNotificationSchema));

export interface RealtimeFixtures {
  channels: (ChannelSeed & {
    favorite: boolean;
    lastMessage?: Omit<NewMessage, 'createdAt'> & { id: number; minutesAgo: number };
  })[];
  notifications: (Omit<NewNotification, 'createdAt'> & { id: number; minutesAgo: number })[];
}

function readJson<T>(path: string, schema: z.ZodType<T>, what: string): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid ${what} in ${path}:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * Reads and validates `fixtures/channels.json` and `fixtures/notifications.json` against the
 * accounts: every login must exist, prices are in the guest's currency, ids are unique.
 */
export function loadRealtimeFixtures(
  paths: { channels: string; notifications: string },
  accounts: readonly Account[],
): RealtimeFixtures {
  const byLogin = new Map(accounts.map((account) => [account.login, account]));
  const accountOf = (login: string, path: string): Account => {
    const account = byLogin.get(login);
    if (!account) throw new Error(`Invalid ${path}: there is no demo account '${login}'`);
    return account;
  };
  const unique = (seen: Set<number>, value: number, what: string, path: string) => {
    if (seen.has(value)) throw new Error(`Invalid ${path}: ${what} ${value} appears twice`);
    seen.add(value);
  };

  const result: RealtimeFixtures = { channels: [], notifications: [] };
  const channelIds = new Set<number>();
  const messageIds = new Set<number>();
  const channelFile = readJson(paths.channels, fixtureChannelsSchema, 'messenger channels');
  for (const [login, channels] of Object.entries(channelFile)) {
    const account = accountOf(login, paths.channels);
    for (const { lastMessage, unread, ...channel } of channels) {
      unique(channelIds, channel.id, 'channel id', paths.channels);
      if (channel.messagePrice.currency !== account.currency) {
        throw new Error(
          `Invalid ${paths.channels}: channel ${channel.id} of '${login}' costs ` +
            `${channel.messagePrice.currency}, but the account pays in ${account.currency}`,
        );
      }
      const seed = { ...channel, accountId: account.id, unread: unread ?? channel.unreadCount > 0 };
      if (!lastMessage) {
        result.channels.push(seed);
        continue;
      }
      unique(messageIds, lastMessage.id, 'message id', paths.channels);
      const fromGuest = lastMessage.senderType === 'guest';
      result.channels.push({
        ...seed,
        lastMessage: {
          id: lastMessage.id,
          minutesAgo: lastMessage.minutesAgo,
          accountId: account.id,
          channelId: channel.id,
          senderType: lastMessage.senderType,
          messageType: 'text',
          data: { text: lastMessage.text },
          includedGifts: [],
          price: fromGuest
            ? channel.messagePrice
            : { value: 0, currency: channel.messagePrice.currency },
        },
      });
    }
  }

  const notificationIds = new Set<number>();
  const notificationFile = readJson(
    paths.notifications,
    fixtureNotificationsSchema,
    'notifications',
  );
  for (const [login, notifications] of Object.entries(notificationFile)) {
    const account = accountOf(login, paths.notifications);
    for (const notification of notifications) {
      unique(notificationIds, notification.id, 'notification id', paths.notifications);
      result.notifications.push({ ...notification, accountId: account.id });
    }
  }
  return result;
}

/**
 * Inserts the fixture rows that are missing (by id), with times relative to `now`, so a new
 * database looks fresh and an old one keeps what the guest did (read, archived, removed, unpinned).
 */
export function seedRealtimeFixtures(
  repos: {
    channels: ChannelsRepository;
    messages: MessagesRepository;
    notifications: NotificationsRepository;
    favorites: FavoritesRepository;
  },
  fixtures: RealtimeFixtures,
  now: number,
): void {
  const minutesBefore = (minutes: number) => now - Math.round(minutes * 60_000);
  for (const { favorite, lastMessage, ...channel } of fixtures.channels) {
    const added = repos.channels.insertIfMissing(channel);
    if (added && favorite)
      repos.favorites.insertIfMissing(channel.accountId, 'actor', channel.actorId);
    if (lastMessage) {
      const { minutesAgo: ago, ...message } = lastMessage;
      repos.messages.insertIfMissing({ ...message, createdAt: minutesBefore(ago) });
    }
  }
  for (const { minutesAgo: ago, ...notification } of fixtures.notifications) {
    repos.notifications.insertIfMissing({ ...notification, createdAt: minutesBefore(ago) });
  }
}
