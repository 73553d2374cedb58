import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { notificationSchema } from '../../services/realtime/frames.ts';

/** A notification as the realtime contract sends it. */
export type Notification = z.infer<typeof notificationSchema>;

export interface NewNotification {
  /** Only for fixtures; new notifications get the next id. */
  id?: number;
  accountId: number;
  type: number;
  unread?: boolean;
  unseen?: boolean;
  title: string;
  text: string;
  link: string | null;
  createdAt: number;
}

interface NotificationRow {
  id: number;
  account_id: number;
  type: number;
  unread: number;
  unseen: number;
  title: string;
  text: string;
  link: string | null;
  created_at: number;
  removed: number;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    unread: row.unread === 1,
    unseen: row.unseen === 1,
    created: new Date(row.created_at).toISOString(),
    title: row.title,
    text: row.text,
    link: row.link,
  };
}

/** The notifications table. Removing one sets a flag, so a re-seed cannot bring it back. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  insert(notification: NewNotification): Notification {
    const result = this.db
      .prepare(
        `INSERT INTO notifications (id, account_id, type, unread, unseen, title, text, link, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...this.values(notification));
    const row = this.db
      .prepare<[number], NotificationRow>('SELECT * FROM notifications WHERE id = ?')
      .get(Number(result.lastInsertRowid));
    if (!row) throw new Error('The notification was not stored');
    return toNotification(row);
  }

  /** Inserts a fixture notification unless its id exists. */
  insertIfMissing(notification: NewNotification & { id: number }): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO notifications
           (id, account_id, type, unread, unseen, title, text, link, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...this.values(notification));
    return result.changes === 1;
  }

  /** The guest's newest notifications that were not removed, newest first. */
  newest(accountId: number, limit: number): Notification[] {
    return this.db
      .prepare<[number, number], NotificationRow>(
        `SELECT * FROM notifications WHERE account_id = ? AND removed = 0
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(accountId, limit)
      .map(toNotification);
  }

  find(accountId: number, id: number): Notification | undefined {
    const row = this.db
      .prepare<[number, number], NotificationRow>(
        'SELECT * FROM notifications WHERE account_id = ? AND id = ? AND removed = 0',
      )
      .get(accountId, id);
    return row && toNotification(row);
  }

  markRead(accountId: number, id: number): boolean {
    return this.set(accountId, id, 'unread = 0');
  }

  markSeen(accountId: number, id: number): boolean {
    return this.set(accountId, id, 'unseen = 0');
  }

  remove(accountId: number, id: number): boolean {
    return this.set(accountId, id, 'removed = 1');
  }

  private set(accountId: number, id: number, assignment: string): boolean {
    const result = this.db
      .prepare(
        `UPDATE notifications SET ${assignment} WHERE account_id = ? AND id = ? AND removed = 0`,
      )
      .run(accountId, id);
    return result.changes === 1;
  }

  private values(notification: NewNotification) {
    return [
      notification.id ?? null,
      notification.accountId,
      notification.type,
      notification.unread === false ? 0 : 1,
      notification.unseen === false ? 0 : 1,
      notification.title,
      notification.text,
      notification.link,
      notification.createdAt,
    ] as const;
  }
}
