import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { channelSchema } from '../../services/realtime/frames.ts';
import { fromMinor, toMinor, type CurrencyCode } from '../money.ts';

/** A messenger channel as the realtime contract sends it (`channels`, `channelUpdate`). */
export type Channel = z.infer<typeof channelSchema>;
export type ChannelFilter = 'newest' | 'archived' | 'unread' | 'blocked';

/** A channel as seeded from `fixtures/channels.json` (its last message is a message row). */
export interface ChannelSeed {
  id: number;
  accountId: number;
  actorId: number;
  actorName: string;
  actorAge: number | null;
  unread: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
  isActorOnline: boolean;
  multiChatPrice: number | null;
  canVoyeurChat: boolean;
  freeMessagesAmount: number;
  messagePrice: { value: number; currency: CurrencyCode };
  isMessagingFree: boolean;
  subject: string | null;
  previewPictureUrl: string | null;
  freeChat: boolean;
}

interface ChannelRow {
  id: number;
  account_id: number;
  actor_id: number;
  actor_name: string;
  actor_age: number | null;
  unread: number;
  unread_count: number;
  archived: number;
  blocked: number;
  is_actor_online: number;
  multi_chat_price: number | null;
  can_voyeur_chat: number;
  free_messages_amount: number;
  message_price_minor: number;
  message_price_currency: CurrencyCode;
  is_messaging_free: number;
  subject: string | null;
  preview_picture_url: string | null;
  free_chat: number;
  last_message_id: number | null;
  last_message_at: number | null;
}

/** The channel with its owner, for updates that fan out to guests (an actor going online). */
export interface OwnedChannel {
  accountId: number;
  channel: Channel;
}

// The last message is the newest row of the channel, so the two fields can never disagree.
const SELECT = `
  SELECT c.*, m.id AS last_message_id, m.created_at AS last_message_at
  FROM channels c
  LEFT JOIN messages m ON m.id = (SELECT max(id) FROM messages WHERE channel_id = c.id)`;
const NEWEST_FIRST = 'ORDER BY last_message_at IS NULL, last_message_at DESC, c.id DESC';

const FILTERS: Readonly<Record<ChannelFilter | 'all' | 'online', string>> = {
  all: 'c.archived = 0',
  newest: 'c.archived = 0',
  online: 'c.archived = 0 AND c.is_actor_online = 1',
  archived: 'c.archived = 1',
  unread: 'c.archived = 0 AND (c.unread = 1 OR c.unread_count > 0)',
  blocked: 'c.blocked = 1',
};

function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    actorId: row.actor_id,
    unread: row.unread === 1,
    unreadCount: row.unread_count,
    archived: row.archived === 1,
    blocked: row.blocked === 1,
    isActorOnline: row.is_actor_online === 1,
    multiChatPrice: row.multi_chat_price,
    canVoyeurChat: row.can_voyeur_chat === 1,
    freeMessagesAmount: row.free_messages_amount,
    messagePrice: {
      value: fromMinor(row.message_price_minor, row.message_price_currency),
      currency: row.message_price_currency,
    },
    isMessagingFree: row.is_messaging_free === 1,
    subject: row.subject,
    lastMessageId: row.last_message_id,
    previewPictureUrl: row.preview_picture_url,
    actorName: row.actor_name,
    actorAge: row.actor_age,
    freeChat: row.free_chat === 1,
    lastMessageAt:
      row.last_message_at === null ? null : new Date(row.last_message_at).toISOString(),
  };
}

const flag = (value: boolean): number => (value ? 1 : 0);

/** The channels table: one row per guest and actor conversation. */
export class ChannelsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Inserts a fixture channel unless its id exists: seeding never overwrites live data. */
  insertIfMissing(seed: ChannelSeed): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO channels
           (id, account_id, actor_id, actor_name, actor_age, unread, unread_count, archived, blocked,
            is_actor_online, multi_chat_price, can_voyeur_chat, free_messages_amount,
            message_price_minor, message_price_currency, is_messaging_free, subject,
            preview_picture_url, free_chat, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        seed.id,
        seed.accountId,
        seed.actorId,
        seed.actorName,
        seed.actorAge,
        flag(seed.unread),
        seed.unreadCount,
        flag(seed.archived),
        flag(seed.blocked),
        flag(seed.isActorOnline),
        seed.multiChatPrice,
        flag(seed.canVoyeurChat),
        seed.freeMessagesAmount,
        toMinor(seed.messagePrice.value, seed.messagePrice.currency),
        seed.messagePrice.currency,
        flag(seed.isMessagingFree),
        seed.subject,
        seed.previewPictureUrl,
        flag(seed.freeChat),
        this.now(),
      );
    return result.changes === 1;
  }

  /**
   * The guest's channels, newest message first. `all` and `newest` leave out archived ones,
   * `online` keeps those whose actor is online, the other filters keep what they name.
   */
  list(accountId: number, filter: ChannelFilter | 'all' | 'online' = 'all'): Channel[] {
    return this.db
      .prepare<[number], ChannelRow>(
        `${SELECT} WHERE c.account_id = ? AND ${FILTERS[filter]} ${NEWEST_FIRST}`,
      )
      .all(accountId)
      .map(toChannel);
  }

  find(accountId: number, channelId: number): Channel | undefined {
    const row = this.db
      .prepare<[number, number], ChannelRow>(`${SELECT} WHERE c.account_id = ? AND c.id = ?`)
      .get(accountId, channelId);
    return row && toChannel(row);
  }

  /** Every guest's channel with this actor (an actor going online or offline touches them all). */
  listByActor(actorId: number): OwnedChannel[] {
    return this.db
      .prepare<[number], ChannelRow>(`${SELECT} WHERE c.actor_id = ? ORDER BY c.id`)
      .all(actorId)
      .map((row) => ({ accountId: row.account_id, channel: toChannel(row) }));
  }

  /** The guest's newest channel with this actor (archived ones too). */
  findByActor(accountId: number, actorId: number): Channel | undefined {
    const row = this.db
      .prepare<[number, number], ChannelRow>(
        `${SELECT} WHERE c.account_id = ? AND c.actor_id = ? ORDER BY c.archived, c.id DESC LIMIT 1`,
      )
      .get(accountId, actorId);
    return row && toChannel(row);
  }

  /** The id a new channel gets: above every fixture and generated one. */
  nextId(): number {
    const row = this.db
      .prepare<[], { id: number | null }>('SELECT max(id) AS id FROM channels')
      .get();
    return Math.max((row?.id ?? 0) + 1, 50_001);
  }

  /** Selecting a channel reads it: no longer unread, no unread messages. */
  markRead(accountId: number, channelId: number): Channel | undefined {
    this.update(accountId, channelId, 'unread = 0, unread_count = 0');
    return this.find(accountId, channelId);
  }

  setArchived(accountId: number, channelId: number, archived: boolean): Channel | undefined {
    this.update(accountId, channelId, `archived = ${flag(archived)}`);
    return this.find(accountId, channelId);
  }

  /**
   * "All seen" (the messenger's "mark all as read"): every channel loses its unread mark and its
   * unread messages, so the guest's unread count, which the navbar and the tab title show, is 0.
   */
  setAllSeen(accountId: number): void {
    this.db
      .prepare(
        'UPDATE channels SET unread = 0, unread_count = 0, updated_at = ? WHERE account_id = ?',
      )
      .run(this.now(), accountId);
  }

  /** Uses one of the channel's free messages; false when there was none left. */
  useFreeMessage(accountId: number, channelId: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE channels SET free_messages_amount = free_messages_amount - 1, updated_at = ?
         WHERE account_id = ? AND id = ? AND free_messages_amount > 0`,
      )
      .run(this.now(), accountId, channelId);
    return result.changes === 1;
  }

  /** An actor's message arrived: the channel is unread with one more unread message. */
  addUnread(accountId: number, channelId: number): Channel | undefined {
    this.update(accountId, channelId, 'unread = 1, unread_count = unread_count + 1');
    return this.find(accountId, channelId);
  }

  /** The actor went online or offline: every guest's channel with that actor changes. */
  setActorOnline(actorId: number, online: boolean): OwnedChannel[] {
    this.db
      .prepare('UPDATE channels SET is_actor_online = ?, updated_at = ? WHERE actor_id = ?')
      .run(flag(online), this.now(), actorId);
    return this.listByActor(actorId);
  }

  /** The actor's free show started or stopped: every guest's channel with that actor shows it. */
  setFreeShow(actorId: number, running: boolean): OwnedChannel[] {
    this.db
      .prepare('UPDATE channels SET free_chat = ?, updated_at = ? WHERE actor_id = ?')
      .run(flag(running), this.now(), actorId);
    return this.listByActor(actorId);
  }

  private update(accountId: number, channelId: number, assignments: string): void {
    this.db
      .prepare(`UPDATE channels SET ${assignments}, updated_at = ? WHERE account_id = ? AND id = ?`)
      .run(this.now(), accountId, channelId);
  }
}
