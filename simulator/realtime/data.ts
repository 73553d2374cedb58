import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { AccountsRepository } from '../store/accounts.ts';
import { ChannelsRepository } from '../store/channels.ts';
import { ClientLogsRepository } from '../store/client-logs.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import { MessagesRepository } from '../store/messages.ts';
import { NotificationsRepository } from '../store/notifications.ts';
import { loadRealtimeFixtures, seedRealtimeFixtures } from '../store/realtime-fixtures.ts';

export interface RealtimeDataOptions {
  /** Holds `channels.json` and `notifications.json`. */
  fixturesDir: string;
  now?: () => number;
}

/**
 * The realtime tables over the store's one connection (`Store.db`, already migrated). Accounts are
 * read and charged through it too, so a message and its charge commit in one transaction.
 */
export interface RealtimeData {
  readonly accounts: AccountsRepository;
  readonly channels: ChannelsRepository;
  readonly messages: MessagesRepository;
  readonly notifications: NotificationsRepository;
  readonly favorites: FavoritesRepository;
  readonly clientLogs: ClientLogsRepository;
  /** Runs `fn` in one SQLite transaction (nested calls become savepoints). */
  transaction<T>(fn: () => T): T;
}

/**
 * The realtime tables over the store's connection, nothing seeded: for a REST route that reads
 * what the socket reads (e.g. `favorite/actors`).
 */
export function realtimeTables(db: Database, now: () => number = Date.now): RealtimeData {
  return {
    accounts: new AccountsRepository(db, now),
    channels: new ChannelsRepository(db, now),
    messages: new MessagesRepository(db),
    notifications: new NotificationsRepository(db),
    favorites: new FavoritesRepository(db, now),
    clientLogs: new ClientLogsRepository(db, now),
    transaction: (fn) => db.transaction(fn)(),
  };
}

/** The realtime tables over the store's connection, with the missing fixture rows seeded. */
export function openRealtimeData(db: Database, options: RealtimeDataOptions): RealtimeData {
  const now = options.now ?? Date.now;
  const data = realtimeTables(db, now);
  const fixtures = loadRealtimeFixtures(
    {
      channels: join(options.fixturesDir, 'channels.json'),
      notifications: join(options.fixturesDir, 'notifications.json'),
    },
    data.accounts.list(),
  );
  data.transaction(() => seedRealtimeFixtures(data, fixtures, now()));
  return data;
}
