import type { Database } from 'better-sqlite3';
import { toMinor, type CurrencyCode } from '../money.ts';
import type { AccountsRepository } from '../store/accounts.ts';
import { ChannelsRepository } from '../store/channels.ts';
import { createMessengerTables } from './actors.ts';
import { ACTOR_ANSWERS, imageUrl } from './catalog.ts';
import {
  GENERATED_CHANNELS,
  GUEST_LINES,
  LONG_CHANNEL_ID,
  LONG_CHANNEL_MESSAGES,
  generatedChannel,
  longHistoryMessage,
} from './generated.ts';

/** The demo account that gets the generated channels (500 in all). */
const MANY_CHANNELS_LOGIN = 'vip';
/** Older messages added below each fixture channel's last message, so conversations have history. */
const FIXTURE_HISTORY = 8;
const FIXTURE_HISTORY_ID_BASE = 800_000;

interface Row {
  id: number;
  accountId: number;
  channelId: number;
  fromActor: boolean;
  data: Record<string, unknown>;
  includedGifts: number[];
  priceMinor: number;
  currency: CurrencyCode;
  createdAt: number;
}

/**
 * Seeds the messenger's generated data into the store, each data set once (a marker row in
 * `messenger_seeds`), so a restart keeps what guests changed: a short history below every fixture
 * channel's last message, and vip's 497 generated channels with one long conversation. The actor
 * roster is the catalogue's (simulator/catalogue), which must be generated first.
 */
export function seedMessenger(db: Database, accounts: AccountsRepository, now: number): void {
  createMessengerTables(db);
  const channels = new ChannelsRepository(db, () => now);
  const insertMessage = db.prepare(
    `INSERT OR IGNORE INTO messages
       (id, account_id, channel_id, client_message_id, sender_type, message_type, data_json,
        included_gifts_json, price_minor, price_currency, created_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insert = (row: Row) =>
    insertMessage.run(
      row.id,
      row.accountId,
      row.channelId,
      row.fromActor ? 'actor' : 'guest',
      row.includedGifts.length > 0 ? 'gift' : 'text',
      JSON.stringify(row.data),
      JSON.stringify(row.includedGifts),
      row.priceMinor,
      row.currency,
      row.createdAt,
    );
  const minutesBefore = (minutes: number) => now - Math.round(minutes * 60_000);
  const once = (name: string, seed: () => void) =>
    db.transaction(() => {
      const done = db.prepare('SELECT 1 FROM messenger_seeds WHERE name = ?').get(name);
      if (done) return;
      seed();
      db.prepare('INSERT INTO messenger_seeds (name, seeded_at) VALUES (?, ?)').run(name, now);
    })();

  once('fixture-history', () => {
    const lasts = db
      .prepare<
        [],
        {
          channel_id: number;
          account_id: number;
          first_at: number;
          price: number;
          currency: CurrencyCode;
        }
      >(
        `SELECT m.channel_id, m.account_id, min(m.created_at) AS first_at,
                c.message_price_minor AS price, c.message_price_currency AS currency
         FROM messages m JOIN channels c ON c.id = m.channel_id
         WHERE c.id < 30000 GROUP BY m.channel_id`,
      )
      .all();
    for (const last of lasts) {
      for (let n = 0; n < FIXTURE_HISTORY; n += 1) {
        const fromActor = n % 2 === 0;
        insert({
          id: FIXTURE_HISTORY_ID_BASE + (last.channel_id % 10_000) * 10 + n,
          accountId: last.account_id,
          channelId: last.channel_id,
          fromActor,
          data: { text: fromActor ? (ACTOR_ANSWERS[n] ?? 'Hi!') : (GUEST_LINES[n % 5] ?? 'Hi!') },
          includedGifts: [],
          priceMinor: fromActor ? 0 : last.price,
          currency: last.currency,
          createdAt: last.first_at - (FIXTURE_HISTORY - n) * 17 * 60_000,
        });
      }
    }
  });

  const owner = accounts.findByLogin(MANY_CHANNELS_LOGIN);
  if (!owner) return;
  once('vip-500-channels', () => {
    const currency = owner.currency;
    for (let index = 0; index < GENERATED_CHANNELS; index += 1) {
      const channel = generatedChannel(index);
      const price = { value: channel.actor.messagePrice, currency };
      channels.insertIfMissing({
        id: channel.id,
        accountId: owner.id,
        actorId: channel.actor.id,
        actorName: channel.actor.name,
        actorAge: channel.actor.age,
        unread: channel.unreadCount > 0,
        unreadCount: channel.unreadCount,
        archived: channel.archived,
        blocked: channel.blocked,
        isActorOnline: channel.actor.isOnline,
        multiChatPrice: null,
        canVoyeurChat: index % 5 === 0,
        freeMessagesAmount: channel.freeMessagesAmount,
        messagePrice: price,
        isMessagingFree: channel.isMessagingFree,
        subject: channel.subject,
        previewPictureUrl: imageUrl('actor', channel.actor.id),
        freeChat: false,
      });
      if (channel.id === LONG_CHANNEL_ID) continue;
      insert({
        id: channel.last.id,
        accountId: owner.id,
        channelId: channel.id,
        fromActor: channel.last.fromActor,
        data: { text: channel.last.text },
        includedGifts: [],
        priceMinor: channel.last.fromActor ? 0 : toMinor(price.value, currency),
        currency,
        createdAt: minutesBefore(channel.last.minutesAgo),
      });
    }
    const longPrice = toMinor(generatedChannel(0).actor.messagePrice, currency);
    for (let n = 0; n < LONG_CHANNEL_MESSAGES; n += 1) {
      const message = longHistoryMessage(n);
      insert({
        id: message.id,
        accountId: owner.id,
        channelId: LONG_CHANNEL_ID,
        fromActor: message.fromActor,
        data: { text: message.text },
        includedGifts: message.giftId === null ? [] : [message.giftId],
        priceMinor: message.fromActor ? 0 : longPrice,
        currency,
        createdAt: minutesBefore(message.minutesAgo),
      });
    }
  });
}
