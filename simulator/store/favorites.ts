import type { Database } from 'better-sqlite3';

export type FavoriteTargetType = 'actor' | 'album' | 'sedcards' | 'picture';

/** The favourites table: what a guest pinned. Unpinning clears a flag, so a re-seed keeps it off. */
export class FavoritesRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

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
