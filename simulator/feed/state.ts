import type { Database } from 'better-sqlite3';

/** A comment a guest wrote (the catalogue's own comments are read-only). */
export interface GuestComment {
  id: number;
  postId: number;
  accountId: number;
  accountName: string;
  parentId: number | null;
  conversationId: number;
  isReplyToReply: boolean;
  text: string;
  created: number;
}

/** Guest comment ids start here, far above the catalogue's. */
const COMMENT_ID_BASE = 10_000_000;

/**
 * What guests do to feed posts, stored beside the read-only catalogue: likes, views, comments,
 * purchases and tips. Counters are the catalogue's figures plus these rows.
 */
export class FeedState {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS feed_likes (
      account_id INTEGER NOT NULL, post_id INTEGER NOT NULL, PRIMARY KEY (account_id, post_id));
    CREATE TABLE IF NOT EXISTS feed_views (
      account_id INTEGER NOT NULL, post_id INTEGER NOT NULL, PRIMARY KEY (account_id, post_id));
    CREATE TABLE IF NOT EXISTS feed_purchases (
      account_id INTEGER NOT NULL, post_id INTEGER NOT NULL, PRIMARY KEY (account_id, post_id));
    CREATE TABLE IF NOT EXISTS feed_tips (
      account_id INTEGER NOT NULL, post_id INTEGER NOT NULL, coins INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS feed_comments (
      id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL, account_id INTEGER NOT NULL,
      account_name TEXT NOT NULL, parent_id INTEGER, conversation_id INTEGER NOT NULL,
      is_reply_to_reply INTEGER NOT NULL, text TEXT NOT NULL, created INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS feed_comments_post ON feed_comments(post_id);`);
  }

  private has(table: string, accountId: number, postId: number): boolean {
    return (
      this.db
        .prepare(`SELECT 1 FROM ${table} WHERE account_id = ? AND post_id = ?`)
        .get(accountId, postId) !== undefined
    );
  }

  private mark(table: string, accountId: number, postId: number, on: boolean): void {
    this.db
      .prepare(
        on
          ? `INSERT OR IGNORE INTO ${table} (account_id, post_id) VALUES (?, ?)`
          : `DELETE FROM ${table} WHERE account_id = ? AND post_id = ?`,
      )
      .run(accountId, postId);
  }

  liked = (accountId: number, postId: number) => this.has('feed_likes', accountId, postId);
  viewed = (accountId: number, postId: number) => this.has('feed_views', accountId, postId);
  bought = (accountId: number, postId: number) => this.has('feed_purchases', accountId, postId);
  setLiked = (accountId: number, postId: number, on: boolean) =>
    this.mark('feed_likes', accountId, postId, on);
  setViewed = (accountId: number, postId: number) =>
    this.mark('feed_views', accountId, postId, true);
  setBought = (accountId: number, postId: number) =>
    this.mark('feed_purchases', accountId, postId, true);

  private countOf(sql: string, postId: number): number {
    return (this.db.prepare(sql).get(postId) as { n: number | null }).n ?? 0;
  }

  extraLikes = (postId: number) =>
    this.countOf('SELECT count(*) AS n FROM feed_likes WHERE post_id = ?', postId);
  extraComments = (postId: number) =>
    this.countOf('SELECT count(*) AS n FROM feed_comments WHERE post_id = ?', postId);
  extraTips = (postId: number) =>
    this.countOf('SELECT sum(coins) AS n FROM feed_tips WHERE post_id = ?', postId);
  extraViews = (postId: number) =>
    this.countOf('SELECT count(*) AS n FROM feed_views WHERE post_id = ?', postId);

  tip(accountId: number, postId: number, coins: number): void {
    this.db
      .prepare('INSERT INTO feed_tips (account_id, post_id, coins) VALUES (?, ?, ?)')
      .run(accountId, postId, coins);
  }

  comments(postId: number): GuestComment[] {
    return this.db
      .prepare<[number], Record<string, number | string | null>>(
        'SELECT * FROM feed_comments WHERE post_id = ? ORDER BY id',
      )
      .all(postId)
      .map((row) => ({
        id: Number(row.id),
        postId: Number(row.post_id),
        accountId: Number(row.account_id),
        accountName: String(row.account_name),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        conversationId: Number(row.conversation_id),
        isReplyToReply: row.is_reply_to_reply === 1,
        text: String(row.text),
        created: Number(row.created),
      }));
  }

  addComment(comment: Omit<GuestComment, 'id'>): GuestComment {
    const max = this.db.prepare('SELECT max(id) AS n FROM feed_comments').get() as {
      n: number | null;
    };
    const id = Math.max(max.n ?? 0, COMMENT_ID_BASE) + 1;
    // A new conversation is named by its first comment.
    const conversationId = comment.conversationId || id;
    this.db
      .prepare(
        `INSERT INTO feed_comments VALUES (@id, @postId, @accountId, @accountName, @parentId,
           @conversationId, @isReplyToReply, @text, @created)`,
      )
      .run({ ...comment, id, conversationId, isReplyToReply: comment.isReplyToReply ? 1 : 0 });
    return { ...comment, id, conversationId };
  }

  /** Removes the guest's own comment and its replies; false when it is not theirs. */
  deleteComment(accountId: number, commentId: number): number | null {
    const row = this.db
      .prepare('SELECT post_id FROM feed_comments WHERE id = ? AND account_id = ?')
      .get(commentId, accountId) as { post_id: number } | undefined;
    if (!row) return null;
    this.db
      .prepare(
        `WITH RECURSIVE gone(id) AS (SELECT ? UNION ALL
           SELECT c.id FROM feed_comments c JOIN gone ON c.parent_id = gone.id)
         DELETE FROM feed_comments WHERE id IN (SELECT id FROM gone)`,
      )
      .run(commentId);
    return row.post_id;
  }

  /** Post ids the guest liked, commented or bought (the feed's filters). */
  postIds(kind: 'liked' | 'commented' | 'bought', accountId: number): number[] {
    const table = { liked: 'feed_likes', commented: 'feed_comments', bought: 'feed_purchases' }[
      kind
    ];
    return this.db
      .prepare<[number], { post_id: number }>(
        `SELECT DISTINCT post_id FROM ${table} WHERE account_id = ?`,
      )
      .all(accountId)
      .map((row) => row.post_id);
  }

  /** Forgets what one guest did (developer control for e2e runs). */
  reset(accountId: number): void {
    for (const table of [
      'feed_likes',
      'feed_views',
      'feed_purchases',
      'feed_tips',
      'feed_comments',
    ])
      this.db.prepare(`DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
  }
}
