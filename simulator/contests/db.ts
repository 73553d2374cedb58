import type { Database } from 'better-sqlite3';

/**
 * The contests' and the photo mediathek's state in the store: votes, the guests' box settings,
 * removed albums and bought items.
 */
export class ContestsDb {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS contest_votes (
      contest_id INTEGER NOT NULL,
      media_id INTEGER NOT NULL,
      account_id INTEGER NOT NULL,
      PRIMARY KEY (contest_id, media_id, account_id)
    );
    CREATE TABLE IF NOT EXISTS contest_guest (
      contest_id INTEGER NOT NULL,
      account_id INTEGER NOT NULL,
      hide_confirm_window INTEGER NOT NULL DEFAULT 0,
      hide_vote_limit_modal INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (contest_id, account_id)
    );
    CREATE TABLE IF NOT EXISTS mediathek_removed (
      account_id INTEGER NOT NULL,
      album_id INTEGER NOT NULL,
      PRIMARY KEY (account_id, album_id)
    );
    CREATE TABLE IF NOT EXISTS content_purchases (
      account_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      item_id INTEGER NOT NULL,
      PRIMARY KEY (account_id, kind, item_id)
    )`);
  }

  votesFor(contestId: number, mediaId: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM contest_votes WHERE contest_id = ? AND media_id = ?')
      .get(contestId, mediaId) as { n: number };
    return row.n;
  }

  voteCount(contestId: number, accountId: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM contest_votes WHERE contest_id = ? AND account_id = ?')
      .get(contestId, accountId) as { n: number };
    return row.n;
  }

  hasVoted(contestId: number, mediaId: number, accountId: number): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM contest_votes WHERE contest_id = ? AND media_id = ? AND account_id = ?',
        )
        .get(contestId, mediaId, accountId) !== undefined
    );
  }

  addVote(contestId: number, mediaId: number, accountId: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO contest_votes VALUES (?, ?, ?)')
      .run(contestId, mediaId, accountId);
  }

  removeVote(contestId: number, mediaId: number, accountId: number): boolean {
    return (
      this.db
        .prepare(
          'DELETE FROM contest_votes WHERE contest_id = ? AND media_id = ? AND account_id = ?',
        )
        .run(contestId, mediaId, accountId).changes > 0
    );
  }

  settings(contestId: number, accountId: number) {
    const row = this.db
      .prepare(
        'SELECT hide_confirm_window AS c, hide_vote_limit_modal AS l FROM contest_guest WHERE contest_id = ? AND account_id = ?',
      )
      .get(contestId, accountId) as { c: number; l: number } | undefined;
    return { hideConfirmWindow: row?.c === 1, hideVoteLimitModal: row?.l === 1 };
  }

  storeHideConfirm(contestId: number, accountId: number, hide: boolean): void {
    this.db
      .prepare(
        `INSERT INTO contest_guest (contest_id, account_id, hide_confirm_window) VALUES (?, ?, ?)
         ON CONFLICT (contest_id, account_id) DO UPDATE SET hide_confirm_window = excluded.hide_confirm_window`,
      )
      .run(contestId, accountId, hide ? 1 : 0);
  }

  storeHideLimit(contestId: number, accountId: number, hide: boolean): void {
    this.db
      .prepare(
        `INSERT INTO contest_guest (contest_id, account_id, hide_vote_limit_modal) VALUES (?, ?, ?)
         ON CONFLICT (contest_id, account_id) DO UPDATE SET hide_vote_limit_modal = excluded.hide_vote_limit_modal`,
      )
      .run(contestId, accountId, hide ? 1 : 0);
  }

  /** The ids of the items of a kind the guest bought (audio: a test copy's, `mediathek=1`). */
  bought(accountId: number, kind: 'album' | 'audio'): number[] {
    return (
      this.db
        .prepare(
          'SELECT item_id AS id FROM content_purchases WHERE account_id = ? AND kind = ? ORDER BY item_id',
        )
        .all(accountId, kind) as { id: number }[]
    ).map((row) => row.id);
  }

  removedAlbums(accountId: number): number[] {
    return (
      this.db
        .prepare('SELECT album_id AS id FROM mediathek_removed WHERE account_id = ?')
        .all(accountId) as { id: number }[]
    ).map((row) => row.id);
  }

  removeAlbum(accountId: number, albumId: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO mediathek_removed VALUES (?, ?)')
      .run(accountId, albumId);
  }

  reset(accountId: number): void {
    for (const table of ['contest_votes', 'contest_guest', 'mediathek_removed'])
      this.db.prepare(`DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
  }
}
