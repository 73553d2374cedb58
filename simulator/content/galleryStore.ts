import type { Database } from 'better-sqlite3';

/** Seed 001 §5: a like is rating 5, a dislike rating 1; 0 takes the guest's rating back. */
export type GalleryRating = 5 | 1 | 0;

/** One comment under an album, as `getComments` and `postComment` answer it. */
export interface GalleryComment {
  id: number;
  author: string;
  text: string;
  /** ISO time of writing. */
  createdAt: string;
}

/** The counts of an album (or of one picture) and the caller's own rating. */
export interface RatingCounts {
  likes: number;
  dislikes: number;
  /** The caller's rating: 5, 1, or null (none, or a visitor). */
  guestRating: 5 | 1 | null;
}

/** The other guests' comments every album starts with (the demo album 6201 has seven). */
const SEED_AUTHORS = ['Marco', 'Jens', 'Toni', 'Pablo', 'Dirk', 'Sven', 'Luca', 'Kai'];
const SEED_TEXTS = [
  'Wonderful pictures, thank you!',
  'The light in these is perfect.',
  'My favourite album of hers.',
  'More like this, please.',
  'Great set, worth every cent.',
  'Number three is the best.',
  'Beautiful as always.',
  'Can not wait for the next one.',
];
const SEED_START = Date.UTC(2026, 0, 10, 12);
const HOUR_MS = 3_600_000;

/** How many comments an album starts with: the demo albums a fixed number, others by their id. */
function seedCommentCount(albumId: number): number {
  if (albumId === 6201) return 7;
  if (albumId === 6202) return 2;
  return albumId % 6;
}

/** The album's starting comments, newest first (ids below 0 never meet the stored ones). */
function seedComments(albumId: number): GalleryComment[] {
  const count = seedCommentCount(albumId);
  return Array.from({ length: count }, (_, index) => {
    const n = count - 1 - index;
    return {
      id: -(albumId * 10 + n + 1),
      author: SEED_AUTHORS[(albumId + n) % SEED_AUTHORS.length]!,
      text: SEED_TEXTS[(albumId + n * 3) % SEED_TEXTS.length]!,
      createdAt: new Date(SEED_START + n * HOUR_MS).toISOString(),
    };
  });
}

/** The likes, dislikes and views an album has from others: fixed by its id. */
function baseOf(albumId: number) {
  return { likes: 10 + (albumId % 40), dislikes: albumId % 7, views: 100 + ((albumId * 13) % 900) };
}

/** The likes and dislikes a picture has from others: fixed by its (unique) id. */
function pictureBaseOf(pictureId: number) {
  return { likes: pictureId % 9, dislikes: pictureId % 3 === 0 ? 1 : 0 };
}

/**
 * The gallery's state in the simulator's SQLite store (seed 001 §3, §4, §7): the comments guests
 * wrote (one per guest and album), their album and picture ratings, and which guests viewed an
 * album. Counts add the fixed ones of other guests (by the album's id) to the stored ones.
 */
export class GalleryStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS gallery_comments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      album_id INTEGER NOT NULL,
      account_id INTEGER NOT NULL,
      author TEXT NOT NULL,
      text TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (album_id, account_id)
    );
    CREATE TABLE IF NOT EXISTS gallery_ratings (
      account_id INTEGER NOT NULL,
      album_id INTEGER NOT NULL,
      picture_id INTEGER NOT NULL,
      rating INTEGER NOT NULL,
      PRIMARY KEY (account_id, album_id, picture_id)
    );
    CREATE TABLE IF NOT EXISTS gallery_views (
      account_id INTEGER NOT NULL,
      album_id INTEGER NOT NULL,
      PRIMARY KEY (account_id, album_id)
    )`);
  }

  /** The album's comments, newest first: `limit` from `offset`, and how many there are. */
  comments(
    albumId: number,
    limit: number,
    offset: number,
  ): { comments: GalleryComment[]; total: number } {
    const stored = this.db
      .prepare(
        'SELECT id, author, text, created_at FROM gallery_comments WHERE album_id = ? ORDER BY id DESC',
      )
      .all(albumId) as { id: number; author: string; text: string; created_at: number }[];
    const all = [
      ...stored.map((row) => ({
        id: row.id,
        author: row.author,
        text: row.text,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      ...seedComments(albumId),
    ];
    return { comments: all.slice(offset, offset + limit), total: all.length };
  }

  hasCommented(accountId: number, albumId: number): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM gallery_comments WHERE account_id = ? AND album_id = ?')
        .get(accountId, albumId) !== undefined
    );
  }

  /** Stores the guest's one comment on the album; null when there is one already. */
  addComment(accountId: number, author: string, albumId: number, text: string) {
    const result = this.db
      .prepare(
        'INSERT OR IGNORE INTO gallery_comments (album_id, account_id, author, text, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(albumId, accountId, author, text, this.now());
    if (result.changes === 0) return null;
    const at = this.now();
    return {
      id: Number(result.lastInsertRowid),
      author,
      text,
      createdAt: new Date(at).toISOString(),
    } satisfies GalleryComment;
  }

  /** Sets (5, 1) or takes back (0) the guest's rating of an album (picture 0) or one picture. */
  rate(accountId: number, albumId: number, pictureId: number, rating: GalleryRating): void {
    if (rating === 0)
      this.db
        .prepare(
          'DELETE FROM gallery_ratings WHERE account_id = ? AND album_id = ? AND picture_id = ?',
        )
        .run(accountId, albumId, pictureId);
    else
      this.db
        .prepare(
          'INSERT OR REPLACE INTO gallery_ratings (account_id, album_id, picture_id, rating) VALUES (?, ?, ?, ?)',
        )
        .run(accountId, albumId, pictureId, rating);
  }

  /** The album's (picture 0) or a picture's counts and the caller's own rating. */
  ratings(albumId: number, pictureId: number, accountId: number | null): RatingCounts {
    const rows = this.db
      .prepare(
        'SELECT account_id, rating FROM gallery_ratings WHERE album_id = ? AND picture_id = ?',
      )
      .all(albumId, pictureId) as { account_id: number; rating: number }[];
    const base = pictureId === 0 ? baseOf(albumId) : pictureBaseOf(pictureId);
    const own = rows.find((row) => row.account_id === accountId)?.rating;
    return {
      likes: base.likes + rows.filter((row) => row.rating === 5).length,
      dislikes: base.dislikes + rows.filter((row) => row.rating === 1).length,
      guestRating: own === 5 || own === 1 ? own : null,
    };
  }

  /** A logged-in guest viewed the album (each guest counts once). */
  recordView(accountId: number, albumId: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO gallery_views (account_id, album_id) VALUES (?, ?)')
      .run(accountId, albumId);
  }

  views(albumId: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM gallery_views WHERE album_id = ?')
      .get(albumId) as { n: number };
    return baseOf(albumId).views + row.n;
  }

  /** Forgets what an account did in the galleries (its comments, ratings and views). */
  clear(accountId: number): void {
    for (const table of ['gallery_comments', 'gallery_ratings', 'gallery_views'])
      this.db.prepare(`DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
  }
}
