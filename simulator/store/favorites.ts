import type { Database } from 'better-sqlite3';

export type FavoriteTargetType = 'actor' | 'album' | 'sedcards' | 'picture';
export type NotificationMedium = 'email' | 'sms';

/** A favourite's notifications until the guest sets them: e-mail on, SMS off. */
const DEFAULT_NOTIFICATIONS: Readonly<Record<NotificationMedium, boolean>> = {
  email: true,
  sms: false,
};

/** The favourites table: what a guest pinned. Unpinning clears a flag, so a re-seed keeps it off. */
export class FavoritesRepository {
  /** Guests whose notification changes the simulator refuses (dev control, e2e). */
  private readonly refusing = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    // The guest's notification choice per favourite actor (docs/realtime-extensions.md); kept
    // when she unpins, so a pin again finds it.
    db.exec(`CREATE TABLE IF NOT EXISTS favorite_notifications (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      actor_id INTEGER NOT NULL,
      email INTEGER NOT NULL,
      sms INTEGER NOT NULL,
      PRIMARY KEY (account_id, actor_id))`);
  }

  /** Whether the actor is among the guest's pinned favourites of that type. */
  isPinned(accountId: number, targetType: FavoriteTargetType, targetId: number): boolean {
    return (
      this.db
        .prepare(
          `SELECT 1 FROM favorites
           WHERE account_id = ? AND target_type = ? AND target_id = ? AND pinned = 1`,
        )
        .get(accountId, targetType, targetId) !== undefined
    );
  }

  /** Her e-mail and SMS notifications of one favourite actor (the defaults until set). */
  notifications(accountId: number, actorId: number): Record<NotificationMedium, boolean> {
    const row = this.db
      .prepare<[number, number], { email: number; sms: number }>(
        'SELECT email, sms FROM favorite_notifications WHERE account_id = ? AND actor_id = ?',
      )
      .get(accountId, actorId);
    return row ? { email: row.email === 1, sms: row.sms === 1 } : { ...DEFAULT_NOTIFICATIONS };
  }

  /**
   * Refuses (or again takes) every notification change of the guest, as a server that will not
   * change them: `POST /dev/favorites/refuseNotifications?as=<login>&refuse=1|0`.
   */
  refuseNotifications(accountId: number, refuse: boolean): void {
    if (refuse) this.refusing.add(accountId);
    else this.refusing.delete(accountId);
  }

  /**
   * Sets one medium of a favourite actor's notifications; refused (false) when she is not among
   * the guest's pinned favourites, or while the dev control refuses the guest's changes.
   */
  setNotification(
    accountId: number,
    actorId: number,
    medium: NotificationMedium,
    enabled: boolean,
  ): boolean {
    if (this.refusing.has(accountId) || !this.isPinned(accountId, 'actor', actorId)) return false;
    const next = { ...this.notifications(accountId, actorId), [medium]: enabled };
    this.db
      .prepare(
        `INSERT INTO favorite_notifications (account_id, actor_id, email, sms) VALUES (?, ?, ?, ?)
         ON CONFLICT (account_id, actor_id) DO UPDATE SET email = excluded.email, sms = excluded.sms`,
      )
      .run(accountId, actorId, next.email ? 1 : 0, next.sms ? 1 : 0);
    return true;
  }

  pin(accountId: number, targetType: FavoriteTargetType, targetId: number): void {
    this.db
      .prepare(
        `INSERT INTO favorites (account_id, target_type, target_id, pinned, updated_at)
         VALUES (?, ?, ?, 1, ?)
         ON CONFLICT (account_id, target_type, target_id)
         DO UPDATE SET pinned = 1, updated_at = excluded.updated_at`,
      )
      .run(accountId, targetType, targetId, this.now());
  }

  unpin(accountId: number, targetType: FavoriteTargetType, targetId: number): void {
    this.db
      .prepare(
        `UPDATE favorites SET pinned = 0, updated_at = ?
         WHERE account_id = ? AND target_type = ? AND target_id = ?`,
      )
      .run(this.now(), accountId, targetType, targetId);
  }

  /** Seeds a pinned favourite unless the guest already has a row for it (pinned or not). */
  insertIfMissing(accountId: number, targetType: FavoriteTargetType, targetId: number): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO favorites (account_id, target_type, target_id, pinned, updated_at)
         VALUES (?, ?, ?, 1, ?)`,
      )
      .run(accountId, targetType, targetId, this.now());
    return result.changes === 1;
  }

  /** The pinned ids of one type, oldest pin first. */
  list(accountId: number, targetType: FavoriteTargetType): number[] {
    return this.db
      .prepare<[number, string], { target_id: number }>(
        `SELECT target_id FROM favorites WHERE account_id = ? AND target_type = ? AND pinned = 1
         ORDER BY updated_at, target_id`,
      )
      .all(accountId, targetType)
      .map((row) => row.target_id);
  }
}
