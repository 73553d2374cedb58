import { join } from 'node:path';
import Database from 'better-sqlite3';
import { AccountsRepository } from '../store/accounts.ts';
import { ChannelsRepository } from '../store/channels.ts';
import { ClientLogsRepository } from '../store/client-logs.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import { MessagesRepository } from '../store/messages.ts';
import { migrate } from '../store/migrations.ts';
import { NotificationsRepository } from '../store/notifications.ts';
import { loadRealtimeFixtures, seedRealtimeFixtures } from '../store/realtime-fixtures.ts';

export interface RealtimeDataOptions {
  dataDir: string;
  /** Holds `channels.json` and `notifications.json`. */
  fixturesDir: string;
  now?: () => number;
}

/**
 * The realtime tables over their own connection to `DATA_DIR/simulator.db` (the shared `Store`
 * does not expose its connection). Accounts are read and charged through this connection too, so a
 * message and its charge commit in one transaction.
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
  close(): void;
}

/** Opens the realtime tables (migrating if needed) and seeds the missing fixture rows. */
export function openRealtimeData(options: RealtimeDataOptions): RealtimeData {
  const db = new Database(join(options.dataDir, 'simulator.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 2000');
    migrate(db);
    const now = options.now ?? Date.now;
    const data: RealtimeData = {
      accounts: new AccountsRepository(db, now),
      channels: new ChannelsRepository(db, now),
      messages: new MessagesRepository(db),
      notifications: new NotificationsRepository(db),
      favorites: new FavoritesRepository(db, now),
      clientLogs: new ClientLogsRepository(db, now),
      transaction: (fn) => db.transaction(fn)(),
      close: () => db.close(),
    };
    const fixtures = loadRealtimeFixtures(
      {
        channels: join(options.fixturesDir, 'channels.json'),
        notifications: join(options.fixturesDir, 'notifications.json'),
      },
      data.accounts.list(),
    );
    data.transaction(() => seedRealtimeFixtures(data, fixtures, now()));
    return data;
  } catch (error) {
    db.close();
    throw error;
  }
}
