import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { messageSchema } from '../../services/realtime/frames.ts';
import { fromMinor, toMinor, type CurrencyCode } from '../money.ts';

/** A messenger message as the realtime contract sends it (`incomingMessage`). */
export type Message = z.infer<typeof messageSchema>;

/** A stored message with where it belongs. */
export interface StoredMessage {
  accountId: number;
  channelId: number;
  message: Message;
}

export interface NewMessage {
  /** Only for fixtures; new messages get the next id. */
  id?: number;
  accountId: number;
  channelId: number;
  clientMessageId?: string;
  senderType: Message['senderType'];
  messageType: Message['messageType'];
  data: Record<string, unknown>;
  includedGifts: readonly number[];
  price: { value: number; currency: CurrencyCode };
  createdAt: number;
}

interface MessageRow {
  id: number;
  account_id: number;
  channel_id: number;
  client_message_id: string | null;
  sender_type: Message['senderType'];
  message_type: Message['messageType'];
  data_json: string;
  included_gifts_json: string;
  price_minor: number;
  price_currency: CurrencyCode;
  created_at: number;
}

function toStored(row: MessageRow): StoredMessage {
  const message: Message = {
    id: row.id,
    senderType: row.sender_type,
    messageType: row.message_type,
    data: JSON.parse(row.data_json) as Record<string, unknown>,
    includedGifts: JSON.parse(row.included_gifts_json) as number[],
    created: new Date(row.created_at).toISOString(),
    price: { value: fromMinor(row.price_minor, row.price_currency), currency: row.price_currency },
  };
  if (row.client_message_id !== null) message.clientMessageId = row.client_message_id;
  return { accountId: row.account_id, channelId: row.channel_id, message };
}

/**
 * The messages table. A guest message's `clientMessageId` is UNIQUE per account, so a repeated
 * send can never be stored twice, whatever the caller does.
 */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  findByClientMessageId(accountId: number, clientMessageId: string): StoredMessage | undefined {
    const row = this.db
      .prepare<[number, string], MessageRow>(
        'SELECT * FROM messages WHERE account_id = ? AND client_message_id = ?',
      )
      .get(accountId, clientMessageId);
    return row && toStored(row);
  }

  insert(message: NewMessage): StoredMessage {
    const result = this.db
      .prepare(
        `INSERT INTO messages
           (id, account_id, channel_id, client_message_id, sender_type, message_type, data_json,
            included_gifts_json, price_minor, price_currency, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...this.values(message));
    return this.require(Number(result.lastInsertRowid));
  }

  /** Inserts a fixture message unless its id exists. */
  insertIfMissing(message: NewMessage & { id: number }): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO messages
           (id, account_id, channel_id, client_message_id, sender_type, message_type, data_json,
            included_gifts_json, price_minor, price_currency, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...this.values(message));
    return result.changes === 1;
  }

  /** The channel's messages, oldest first, at most `limit` of the newest. */
  listByChannel(accountId: number, channelId: number, limit = 50): StoredMessage[] {
    return this.db
      .prepare<[number, number, number], MessageRow>(
        `SELECT * FROM (SELECT * FROM messages WHERE account_id = ? AND channel_id = ?
           ORDER BY id DESC LIMIT ?) ORDER BY id`,
      )
      .all(accountId, channelId, limit)
      .map(toStored);
  }

  /**
   * A page of the channel's history, oldest first: the newest `limit` messages older than
   * `beforeId` (all when null), and whether older ones remain.
   */
  page(
    accountId: number,
    channelId: number,
    beforeId: number | null,
    limit: number,
  ): { messages: StoredMessage[]; hasMore: boolean; total: number } {
    const rows = this.db
      .prepare<[number, number, number, number], MessageRow>(
        `SELECT * FROM messages WHERE account_id = ? AND channel_id = ? AND id < ?
         ORDER BY id DESC LIMIT ?`,
      )
      .all(accountId, channelId, beforeId ?? Number.MAX_SAFE_INTEGER, limit + 1);
    const total = this.db
      .prepare<[number, number], { n: number }>(
        'SELECT count(*) AS n FROM messages WHERE account_id = ? AND channel_id = ?',
      )
      .get(accountId, channelId);
    return {
      messages: rows.slice(0, limit).reverse().map(toStored),
      hasMore: rows.length > limit,
      total: total?.n ?? 0,
    };
  }

  /** How many rows carry this guest's `clientMessageId` (never more than one). */
  countByClientMessageId(accountId: number, clientMessageId: string): number {
    const row = this.db
      .prepare<[number, string], { n: number }>(
        'SELECT count(*) AS n FROM messages WHERE account_id = ? AND client_message_id = ?',
      )
      .get(accountId, clientMessageId);
    return row?.n ?? 0;
  }

  private require(id: number): StoredMessage {
    const row = this.db
      .prepare<[number], MessageRow>('SELECT * FROM messages WHERE id = ?')
      .get(id);
    if (!row) throw new Error(`No message with id ${id}`);
    return toStored(row);
  }

  private values(message: NewMessage) {
    return [
      message.id ?? null,
      message.accountId,
      message.channelId,
      message.clientMessageId ?? null,
      message.senderType,
      message.messageType,
      JSON.stringify(message.data),
      JSON.stringify(message.includedGifts),
      toMinor(message.price.value, message.price.currency),
      message.price.currency,
      message.createdAt,
    ] as const;
  }
}
