import type { Database } from 'better-sqlite3';
import type {
  LibraryCollection,
  LibraryFilter as ClientFilter,
  LibraryItem as ClientItem,
} from '../../machines/library/library.types.ts';
import { pictureUrl, type PictureKind, type PictureWidth } from '../catalogue/pictures.ts';
import { albumPictureUrl, findAlbum, seededAlbumsOf } from '../contests/catalog.ts';

// One schema on both sides (decision 0020): the wire's words are the client's types.
type MediaType = ClientItem['mediaType'];
type Source = ClientFilter['source'];
type Origin = ClientItem['origin'];
type ContentGroup = NonNullable<ClientItem['contentGroup']>;

export interface LibraryFilter {
  mediaType: MediaType;
  source: Source;
  origin?: Origin | null;
  contentGroups?: ContentGroup[] | null;
  excludedHashIds?: string[] | null;
  formatKey?: string | null;
}

/** One item as the wire has it: the client's item, its `id` called `hashId`. */
export type LibraryItem = Omit<ClientItem, 'id'> & { hashId: string };

/** What the demo world says a guest got in the messenger and in chats (by the demo login). */
const DEMO_HISTORY: Record<
  string,
  { messengerVideos: number; messengerAlbums: number; clips: number }
> = {
  demo: { messengerVideos: 1, messengerAlbums: 1, clips: 2 },
  vip: { messengerVideos: 2, messengerAlbums: 1, clips: 3 },
  franc: { messengerVideos: 1, messengerAlbums: 0, clips: 1 },
};

const FORMATS: Record<string, PictureWidth> = { w320: 320, w640: 640, w1280: 1280 };

/** A `.copyN` test copy has the history of the demo account it was copied from. */
const demoLoginOf = (login: string) => login.replace(/\.copy\d+$/, '');

interface Row {
  hash_id: string;
  media_type: MediaType;
  origin: Origin;
  content_group: ContentGroup | null;
  item_id: number;
  picture_kind: PictureKind;
  picture_id: number;
  title: string;
  actor_name: string;
  duration: number | null;
  picture_count: number | null;
  acquired_at: number;
  pinned: number;
  archived: number;
  /** A picture drawn elsewhere (a contest's photo set), instead of the catalogue's. */
  preview_url?: string;
}

/** A row as the tables give it, before its marks; `given_at` for what the demo world gave. */
type RawRow = Omit<Row, 'acquired_at' | 'pinned' | 'archived'> & { given_at: number | null };

/**
 * The guest's mediathek over what the simulator already keeps: shop purchases
 * (`content_purchases`), bought feed posts (`feed_purchases`, clips as videos and photo posts as
 * photos), and what the guest got in the messenger or recorded in chats (`mediathek_grants`,
 * seeded from the demo world's history). Pins and archive flags, and when an item first reached
 * the mediathek, live in `mediathek_marks` by hash id. Newest first.
 */
export class MediathekLibrary {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS mediathek_grants (
      account_id INTEGER NOT NULL, content_group TEXT NOT NULL, origin TEXT NOT NULL,
      kind TEXT NOT NULL, item_id INTEGER NOT NULL, acquired_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, origin, kind, item_id));
    CREATE TABLE IF NOT EXISTS mediathek_seeded (account_id INTEGER PRIMARY KEY);
    CREATE TABLE IF NOT EXISTS mediathek_marks (
      account_id INTEGER NOT NULL, hash_id TEXT NOT NULL, acquired_at INTEGER NOT NULL,
      pinned INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, hash_id));
    CREATE TABLE IF NOT EXISTS content_purchases (
      account_id INTEGER NOT NULL, kind TEXT NOT NULL, item_id INTEGER NOT NULL,
      PRIMARY KEY (account_id, kind, item_id));
    CREATE TABLE IF NOT EXISTS feed_purchases (
      account_id INTEGER NOT NULL, post_id INTEGER NOT NULL, PRIMARY KEY (account_id, post_id));
    CREATE TABLE IF NOT EXISTS mediathek_removed (
      account_id INTEGER NOT NULL, album_id INTEGER NOT NULL, PRIMARY KEY (account_id, album_id));`);
  }

  /** Every item of the guest, each with its marks (a new one gets its row, stamped now). */
  private all(account: { id: number; login: string }): Row[] {
    this.seedHistory(account);
    const rows = this.db
      .prepare<[number, number, number], RawRow>(
        `SELECT 'shop-' || p.kind || '-' || p.item_id AS hash_id,
           CASE p.kind WHEN 'video' THEN 'VIDEO' ELSE 'PHOTO' END AS media_type,
           'SHOP' AS origin, 'SHOP' AS content_group, p.item_id, p.kind AS picture_kind,
           p.item_id AS picture_id, m.title, a.name AS actor_name, m.duration,
           CASE p.kind WHEN 'album' THEN m.picture_count END AS picture_count, NULL AS given_at
         FROM content_purchases p JOIN cat_media m ON m.id = p.item_id AND m.kind = p.kind
         JOIN cat_actors a ON a.id = m.actor_id WHERE p.account_id = ?
         UNION ALL
         SELECT 'feed-post-' || f.post_id, CASE c.type WHEN 'clip' THEN 'VIDEO' ELSE 'PHOTO' END,
           'SHOP', 'FEED', f.post_id, 'post', f.post_id,
           COALESCE(c.title, substr(c.text, 1, 60)), a.name, NULL, NULL, NULL
         FROM feed_purchases f JOIN cat_feed_posts c ON c.id = f.post_id
         JOIN cat_actors a ON a.id = c.actor_id
         WHERE f.account_id = ? AND c.type IN ('clip', 'photos')
         UNION ALL
         SELECT lower(g.content_group) || '-' || g.kind || '-' || g.item_id,
           CASE g.kind WHEN 'video' THEN 'VIDEO' ELSE 'PHOTO' END, g.origin,
           CASE g.origin WHEN 'SHOP' THEN g.content_group END, g.item_id, g.kind, g.item_id,
           m.title, a.name, m.duration, CASE g.kind WHEN 'album' THEN m.picture_count END,
           g.acquired_at
         FROM mediathek_grants g JOIN cat_media m ON m.id = g.item_id AND m.kind = g.kind
         JOIN cat_actors a ON a.id = m.actor_id WHERE g.account_id = ?`,
      )
      .all(account.id, account.id, account.id);
    const shop = this.shopAlbums(account, rows);
    const mark = this.db.prepare(
      'INSERT OR IGNORE INTO mediathek_marks (account_id, hash_id, acquired_at) VALUES (?, ?, ?)',
    );
    const marks = new Map(
      this.db
        .prepare<
          [number],
          { hash_id: string; acquired_at: number; pinned: number; archived: number }
        >('SELECT hash_id, acquired_at, pinned, archived FROM mediathek_marks WHERE account_id = ?')
        .all(account.id)
        .map((row) => [row.hash_id, row]),
    );
    const stamp = this.now();
    return shop
      .map(({ given_at, ...row }) => {
        let marked = marks.get(row.hash_id);
        if (!marked) {
          // A purchase is stamped when the mediathek first sees it (the purchase tables keep no time).
          const acquired = given_at ?? stamp;
          mark.run(account.id, row.hash_id, acquired);
          marked = { hash_id: row.hash_id, acquired_at: acquired, pinned: 0, archived: 0 };
        }
        return { ...row, ...marked };
      })
      .sort((a, b) => b.acquired_at - a.acquired_at || a.hash_id.localeCompare(b.hash_id));
  }

  /**
   * The photo albums bought in the shop as the photo mediathek's removal knows them (simulator/
   * contests `mediathek/photos`): the demo world's albums of a demo login and those bought on album
   * pages, less those the guest removed (`mediathek_removed`). A removed album leaves every
   * section; an album of a contest's photo sets keeps its own pictures.
   */
  private shopAlbums(account: { id: number; login: string }, rows: RawRow[]): RawRow[] {
    const removed = new Set(
      this.db
        .prepare<[number], { album_id: number }>(
          'SELECT album_id FROM mediathek_removed WHERE account_id = ?',
        )
        .all(account.id)
        .map((row) => `shop-album-${row.album_id}`),
    );
    const kept = rows.filter((row) => !removed.has(row.hash_id));
    const present = new Set(kept.map((row) => row.hash_id));
    // A bought album outside the catalogue (a contest's photo set, as a copy of a demo guest
    // owns the demo world's) has no catalogue row to join: it is drawn from its set too.
    const bought = this.db
      .prepare<[number], number>(
        "SELECT item_id FROM content_purchases WHERE account_id = ? AND kind = 'album'",
      )
      .pluck()
      .all(account.id);
    const seeded = [...new Set([...seededAlbumsOf(account.login), ...bought])]
      .filter((id) => !removed.has(`shop-album-${id}`) && !present.has(`shop-album-${id}`))
      .map((id) => findAlbum(id))
      .filter((album) => album !== undefined)
      .map((album) => {
        const inCatalogue =
          this.db
            .prepare<[number], { id: number }>(
              "SELECT id FROM cat_media WHERE kind = 'album' AND id = ?",
            )
            .get(album.id) !== undefined;
        return {
          hash_id: `shop-album-${album.id}`,
          media_type: 'PHOTO' as const,
          origin: 'SHOP' as const,
          content_group: 'SHOP' as const,
          item_id: album.id,
          picture_kind: 'album' as const,
          picture_id: album.id,
          title: album.title,
          actor_name: album.actorName,
          duration: null,
          picture_count: album.pictureCount,
          given_at: null,
          ...(inCatalogue ? {} : { preview_url: albumPictureUrl(album, 1) }),
        };
      });
    return [...kept, ...seeded];
  }

  list(
    account: { id: number; login: string },
    filter: LibraryFilter,
    page: { first: number; offset: number },
  ): { total: number; items: LibraryItem[] } {
    const excluded = new Set(filter.excludedHashIds ?? []);
    const groups = filter.contentGroups?.length ? new Set(filter.contentGroups) : null;
    const matching = this.all(account).filter(
      (row) =>
        row.media_type === filter.mediaType &&
        inSource(row, filter.source) &&
        (!filter.origin || row.origin === filter.origin) &&
        (!groups || (row.content_group !== null && groups.has(row.content_group))) &&
        !excluded.has(row.hash_id),
    );
    const width = FORMATS[filter.formatKey ?? 'w640'] ?? 640;
    return {
      total: matching.length,
      items: matching.slice(page.offset, page.offset + page.first).map((row) => toItem(row, width)),
    };
  }

  /**
   * The guest's collections (seed 001 §7 collections): her kept (not archived) items by actor, the
   * actor of the newest item first, each with its counts and the newest item's preview.
   */
  collections(
    account: { id: number; login: string },
    page: { first: number; offset: number },
  ): { total: number; items: LibraryCollection[] } {
    const byActor = new Map<string, LibraryCollection>();
    for (const row of this.all(account)) {
      if (row.archived === 1) continue;
      const key = row.actor_name.toLowerCase();
      const collection = byActor.get(key) ?? {
        id: `actor-${key}`,
        actorName: row.actor_name,
        videoCount: 0,
        photoCount: 0,
        previewUrl: row.preview_url ?? pictureUrl(row.picture_kind, row.picture_id, 640),
        lastAcquiredAt: new Date(row.acquired_at).toISOString(),
      };
      if (row.media_type === 'VIDEO') collection.videoCount += 1;
      else collection.photoCount += 1;
      byActor.set(key, collection);
    }
    const all = [...byActor.values()];
    return { total: all.length, items: all.slice(page.offset, page.offset + page.first) };
  }

  /** Sets the pin or archive flag of one item of the guest; undefined when she has no such item. */
  update(
    account: { id: number; login: string },
    hashId: string,
    changes: { pinned?: boolean; archived?: boolean },
  ): LibraryItem | undefined {
    const row = this.all(account).find((candidate) => candidate.hash_id === hashId);
    if (!row) return undefined;
    const pinned = changes.pinned ?? row.pinned === 1;
    const archived = changes.archived ?? row.archived === 1;
    this.db
      .prepare(
        'UPDATE mediathek_marks SET pinned = ?, archived = ? WHERE account_id = ? AND hash_id = ?',
      )
      .run(pinned ? 1 : 0, archived ? 1 : 0, account.id, hashId);
    return toItem({ ...row, pinned: pinned ? 1 : 0, archived: archived ? 1 : 0 }, 640);
  }

  /**
   * The demo world's history of a demo guest (and of a test copy of one): videos and an album
   * bought in messages from the actors she writes with, and clips recorded in her cam chats.
   * Given once per account, days before the first look, so that her own purchases come first.
   */
  private seedHistory(account: { id: number; login: string }): void {
    const seeded = this.db
      .prepare('INSERT OR IGNORE INTO mediathek_seeded (account_id) VALUES (?)')
      .run(account.id);
    const history = DEMO_HISTORY[demoLoginOf(account.login)];
    if (seeded.changes === 0 || !history) return;
    const pick = (kind: 'video' | 'album', clause: string, count: number, skip: number) =>
      this.db
        .prepare<[string, number, number], { id: number }>(
          `SELECT id FROM cat_media WHERE kind = ? AND ${clause} ORDER BY id LIMIT ? OFFSET ?`,
        )
        .all(kind, count, skip)
        .map((row) => row.id);
    const grant = this.db.prepare(
      `INSERT OR IGNORE INTO mediathek_grants
       (account_id, content_group, origin, kind, item_id, acquired_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const day = 24 * 60 * 60 * 1000;
    const base = this.now() - 3 * day;
    const gifts: [string, string, 'video' | 'album', number[]][] = [
      [
        'MESSENGER',
        'SHOP',
        'video',
        pick('video', 'cam_recording = 0 AND free = 0', history.messengerVideos, 40),
      ],
      ['MESSENGER', 'SHOP', 'album', pick('album', 'free = 0', history.messengerAlbums, 40)],
      ['CHAT', 'CHATCLIP', 'video', pick('video', 'cam_recording = 1', history.clips, 0)],
    ];
    let offset = 0;
    for (const [group, origin, kind, ids] of gifts)
      for (const id of ids) grant.run(account.id, group, origin, kind, id, base - ++offset * day);
  }
}

function inSource(row: Row, source: Source): boolean {
  if (source === 'ARCHIVED') return row.archived === 1;
  if (source === 'PINNED') return row.pinned === 1 && row.archived === 0;
  return row.archived === 0;
}

function toItem(row: Row, width: PictureWidth): LibraryItem {
  return {
    hashId: row.hash_id,
    mediaType: row.media_type,
    origin: row.origin,
    contentGroup: row.content_group,
    itemId: row.item_id,
    title: row.title,
    actorName: row.actor_name,
    previewUrl: row.preview_url ?? pictureUrl(row.picture_kind, row.picture_id, width),
    duration: row.duration,
    pictureCount: row.picture_count,
    acquiredAt: new Date(row.acquired_at).toISOString(),
    pinned: row.pinned === 1,
    archived: row.archived === 1,
  };
}
