import type { Database } from 'better-sqlite3';
import type { FeedPostData } from './generate-feed.ts';
import { TV_SLOT_STARTS } from './generate-extras.ts';
import { picture, type Picture } from './pictures.ts';
import {
  bool,
  eur,
  iso,
  pageBounds,
  Where,
  type Money,
  type Page,
  type PageRequest,
} from './query.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

export type FeedPostType = 'clip' | 'photos' | 'text';

export interface FeedPost extends FeedPostData {
  id: number;
  created: string;
  published: string;
  type: FeedPostType;
  legacyType: string;
  status: string;
  pinned: boolean;
  title: string | null;
  text: string;
  views: number;
  likes: number;
  commentCount: number;
  paidContent: boolean;
  priceCoins: number;
  avsRequired: boolean;
  fsk: number;
  contestId: number | null;
  model: { id: number; name: string; online: boolean; avatar: Picture };
}

export interface FeedFilter {
  actorId?: number;
  types?: FeedPostType[];
  legacyTypes?: string[];
  paid?: boolean;
  /** Published posts only unless false. */
  publishedOnly?: boolean;
}

interface FeedRow {
  id: number;
  actor_id: number;
  actor_name: string;
  actor_online: number;
  created_at: number;
  published_at: number;
  type: FeedPostType;
  legacy_type: string;
  status: string;
  pinned: number;
  paid: number;
  price_coins: number;
  avs_required: number;
  fsk: number;
  views: number;
  likes: number;
  comment_count: number;
  contest_id: number | null;
  title: string | null;
  text: string;
  data_json: string;
}

const toPost = (row: FeedRow): FeedPost => ({
  ...(JSON.parse(row.data_json) as FeedPostData),
  id: row.id,
  created: iso(row.created_at),
  published: iso(row.published_at),
  type: row.type,
  legacyType: row.legacy_type,
  status: row.status,
  pinned: bool(row.pinned),
  title: row.title,
  text: row.text,
  views: row.views,
  likes: row.likes,
  commentCount: row.comment_count,
  paidContent: bool(row.paid),
  priceCoins: row.price_coins,
  avsRequired: bool(row.avs_required),
  fsk: row.fsk,
  contestId: row.contest_id,
  model: {
    id: row.actor_id,
    name: row.actor_name,
    online: bool(row.actor_online),
    avatar: picture('actor', row.actor_id),
  },
});

export interface TvEpisode {
  id: number;
  seriesId: number;
  number: number;
  slug: string;
  title: string;
  actorId: number | null;
  airedAt: string;
  duration: number;
  free: boolean;
  picture: Picture;
}

export interface TvSeries {
  id: number;
  slug: string;
  title: string;
  description: string;
  lateNight: boolean;
  premium: boolean;
  picture: Picture;
}

export interface ProgramItem {
  start: string;
  end: string;
  series: TvSeries;
  lateNight: boolean;
}

export interface BlogPost {
  id: number;
  slug: string;
  categoryId: number;
  title: string;
  teaser: string;
  body: string;
  actorId: number | null;
  published: string;
  featured: boolean;
  picture: Picture;
}

export interface Contest {
  id: number;
  slug: string;
  title: string;
  mediaType: 'photo' | 'video';
  start: string;
  end: string;
  description: string;
  status: 'upcoming' | 'running' | 'ended';
  picture: Picture;
}

export interface ContestEntry {
  id: number;
  contestId: number;
  actorId: number;
  actorName: string;
  mediaId: number | null;
  title: string;
  votes: number;
  place: number;
  picture: Picture;
}

export interface ChatShow {
  id: number;
  actorId: number;
  actorName: string;
  title: string;
  description: string;
  start: string;
  end: string;
  price: Money;
  isFree: boolean;
  isFeatured: boolean;
  isAutoFeatured: boolean;
  isInternal: boolean;
  status: 'ok' | 'cancelled';
  capacity: number;
  ticketsSold: number;
  bonusCode: string | null;
  actorOnline: boolean;
  hasStarted: boolean;
  isBought: boolean;
  canBuy: boolean;
  imageUrl: string;
  sedcards: Picture[];
}

/** Feed posts, TV, blog, contests and chat shows: filtered, sorted and paged in SQL. */
export class ExtrasAccess {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private count(from: string, where: Where): number {
    return (
      this.db.prepare(`SELECT count(*) AS n FROM ${from} ${where.clause}`).get(...where.params) as {
        n: number;
      }
    ).n;
  }

  /** Feed posts, pinned ones of an actor first, then newest first. */
  feed(filter: FeedFilter = {}, page?: PageRequest): Page<FeedPost> {
    const { offset, limit } = pageBounds(page);
    const where = new Where();
    if (filter.publishedOnly !== false) where.add("p.status = 'published'");
    if (filter.actorId !== undefined) where.add('p.actor_id = ?', filter.actorId);
    if (filter.types) where.in('p.type', filter.types);
    if (filter.legacyTypes) where.in('p.legacy_type', filter.legacyTypes);
    if (filter.paid !== undefined) where.add('p.paid = ?', filter.paid ? 1 : 0);
    const pinnedFirst = filter.actorId !== undefined ? 'p.pinned DESC, ' : '';
    const rows = this.db
      .prepare<unknown[], FeedRow>(
        `SELECT p.*, a.name AS actor_name, a.is_online AS actor_online FROM cat_feed_posts p
         JOIN cat_actors a ON a.id = p.actor_id ${where.clause}
         ORDER BY ${pinnedFirst}p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return { total: this.count('cat_feed_posts p', where), offset, limit, items: rows.map(toPost) };
  }

  feedPost(id: number): FeedPost | undefined {
    const row = this.db
      .prepare<[number], FeedRow>(
        `SELECT p.*, a.name AS actor_name, a.is_online AS actor_online FROM cat_feed_posts p
         JOIN cat_actors a ON a.id = p.actor_id WHERE p.id = ?`,
      )
      .get(id);
    return row && toPost(row);
  }

  tvSeries(): TvSeries[] {
    return this.db
      .prepare<
        [],
        {
          id: number;
          slug: string;
          title: string;
          description: string;
          late_night: number;
          premium: number;
        }
      >('SELECT * FROM cat_tv_series ORDER BY id')
      .all()
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        lateNight: bool(row.late_night),
        premium: bool(row.premium),
        picture: picture('series', row.id),
      }));
  }

  tvEpisodes(seriesId: number, page?: PageRequest): Page<TvEpisode> {
    const { offset, limit } = pageBounds(page);
    const where = new Where().add('series_id = ?', seriesId);
    const rows = this.db
      .prepare<unknown[], Record<string, number | string | null>>(
        `SELECT * FROM cat_tv_episodes ${where.clause} ORDER BY number DESC LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return {
      total: this.count('cat_tv_episodes', where),
      offset,
      limit,
      items: rows.map((row) => ({
        id: Number(row.id),
        seriesId: Number(row.series_id),
        number: Number(row.number),
        slug: String(row.slug),
        title: String(row.title),
        actorId: row.actor_id === null ? null : Number(row.actor_id),
        airedAt: iso(Number(row.aired_at)),
        duration: Number(row.duration),
        free: row.free === 1,
        picture: picture('episode', Number(row.id)),
      })),
    };
  }

  /**
   * The TV program from `at` on: the weekly slots (UTC) as dated items, the one running at `at`
   * first ("current program"); `lateNight` marks the late-night show. Seed 001 §9: 10 by default.
   */
  program(at: number = this.now(), count = 10): ProgramItem[] {
    const series = new Map(this.tvSeries().map((entry) => [entry.id, entry]));
    const slots = this.db
      .prepare<[], { weekday: number; start_minute: number; minutes: number; series_id: number }>(
        'SELECT * FROM cat_tv_slots ORDER BY weekday, start_minute',
      )
      .all();
    const items: ProgramItem[] = [];
    const firstDay = Math.floor(at / DAY) * DAY - DAY;
    for (let day = firstDay; items.length < count && day < at + 8 * DAY; day += DAY) {
      const weekday = new Date(day).getUTCDay();
      for (const slot of slots.filter((entry) => entry.weekday === weekday)) {
        const start = day + slot.start_minute * MINUTE;
        const end = start + slot.minutes * MINUTE;
        const entry = series.get(slot.series_id);
        if (end <= at || !entry || items.length >= count) continue;
        items.push({
          start: iso(start),
          end: iso(end),
          series: entry,
          lateNight: slot.start_minute >= (TV_SLOT_STARTS[3] ?? 0),
        });
      }
    }
    return items;
  }

  blogPosts(
    filter: { categoryId?: number; year?: number; featured?: boolean } = {},
    page?: PageRequest,
  ): Page<BlogPost> {
    const { offset, limit } = pageBounds(page);
    const where = new Where();
    if (filter.categoryId !== undefined) where.add('category_id = ?', filter.categoryId);
    if (filter.featured !== undefined) where.add('featured = ?', filter.featured ? 1 : 0);
    if (filter.year !== undefined)
      where.add(
        'published_at >= ? AND published_at < ?',
        Date.UTC(filter.year, 0, 1),
        Date.UTC(filter.year + 1, 0, 1),
      );
    const rows = this.db
      .prepare<unknown[], Record<string, number | string | null>>(
        `SELECT * FROM cat_blog_posts ${where.clause} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return {
      total: this.count('cat_blog_posts', where),
      offset,
      limit,
      items: rows.map(toBlogPost),
    };
  }

  blogPost(slug: string): BlogPost | undefined {
    const row = this.db
      .prepare<[string], Record<string, number | string | null>>(
        'SELECT * FROM cat_blog_posts WHERE slug = ?',
      )
      .get(slug);
    return row && toBlogPost(row);
  }

  /** Posts per year (and category), newest year first: the blog's archives. */
  blogArchives(): { year: number; categoryId: number; posts: number }[] {
    return this.db
      .prepare<[], { year: number; categoryId: number; posts: number }>(
        `SELECT CAST(strftime('%Y', published_at / 1000, 'unixepoch') AS INTEGER) AS year,
                category_id AS categoryId, count(*) AS posts
         FROM cat_blog_posts GROUP BY year, category_id ORDER BY year DESC, category_id`,
      )
      .all();
  }

  contests(): Contest[] {
    const at = this.now();
    return this.db
      .prepare<
        [],
        {
          id: number;
          slug: string;
          title: string;
          media_type: 'photo' | 'video';
          starts_at: number;
          ends_at: number;
          description: string;
        }
      >('SELECT * FROM cat_contests ORDER BY starts_at DESC')
      .all()
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        mediaType: row.media_type,
        start: iso(row.starts_at),
        end: iso(row.ends_at),
        description: row.description,
        status: row.starts_at > at ? 'upcoming' : row.ends_at > at ? 'running' : 'ended',
        picture: picture('contest', row.id),
      }));
  }

  /** A contest's entries, most votes first (`place` is the rank). */
  contestEntries(contestId: number, page?: PageRequest): Page<ContestEntry> {
    const { offset, limit } = pageBounds(page);
    const where = new Where().add('e.contest_id = ?', contestId);
    const rows = this.db
      .prepare<
        unknown[],
        {
          id: number;
          contest_id: number;
          actor_id: number;
          actor_name: string;
          media_id: number | null;
          title: string;
          votes: number;
        }
      >(
        `SELECT e.*, a.name AS actor_name FROM cat_contest_entries e JOIN cat_actors a ON a.id = e.actor_id
         ${where.clause} ORDER BY e.votes DESC, e.id LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return {
      total: this.count('cat_contest_entries e', where),
      offset,
      limit,
      items: rows.map((row, index) => ({
        id: row.id,
        contestId: row.contest_id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        mediaId: row.media_id,
        title: row.title,
        votes: row.votes,
        place: offset + index + 1,
        picture: picture('entry', row.id),
      })),
    };
  }

  /**
   * Chat shows (status ok unless `all`), by start; `from` leaves out those that ended before it.
   * `accountId` answers isBought / canBuy for that guest.
   */
  chatShows(
    filter: { from?: number; all?: boolean; actorId?: number; accountId?: number } = {},
    page?: PageRequest,
  ): Page<ChatShow> {
    const { offset, limit } = pageBounds(page);
    const where = new Where();
    if (!filter.all) where.add("s.status = 'ok'");
    if (filter.from !== undefined) where.add('s.ends_at >= ?', filter.from);
    if (filter.actorId !== undefined) where.add('s.actor_id = ?', filter.actorId);
    const at = this.now();
    const rows = this.db
      .prepare<unknown[], Record<string, number | string | null>>(
        `SELECT s.*, a.name AS actor_name, a.is_online AS actor_online,
           EXISTS (SELECT 1 FROM cat_show_tickets t WHERE t.show_id = s.id AND t.account_id = ?) AS bought
         FROM cat_chat_shows s JOIN cat_actors a ON a.id = s.actor_id ${where.clause}
         ORDER BY s.starts_at, s.id LIMIT ? OFFSET ?`,
      )
      .all(filter.accountId ?? -1, ...where.params, limit, offset);
    const items = rows.map((row): ChatShow => {
      const startsAt = Number(row.starts_at);
      const endsAt = Number(row.ends_at);
      const soldOut = Number(row.tickets_sold) >= Number(row.capacity);
      return {
        id: Number(row.id),
        actorId: Number(row.actor_id),
        actorName: String(row.actor_name),
        title: String(row.title),
        description: String(row.description),
        start: iso(startsAt),
        end: iso(endsAt),
        price: eur(Number(row.price)),
        isFree: row.free === 1,
        isFeatured: row.featured === 1,
        isAutoFeatured: row.auto_featured === 1,
        isInternal: row.internal === 1,
        status: row.status === 'cancelled' ? 'cancelled' : 'ok',
        capacity: Number(row.capacity),
        ticketsSold: Number(row.tickets_sold),
        bonusCode: row.bonus_code === null ? null : String(row.bonus_code),
        actorOnline: row.actor_online === 1,
        hasStarted: startsAt <= at,
        isBought: row.bought === 1,
        // Sales close at the start (simulator/chatShows/tickets.ts: `started`).
        canBuy: row.bought !== 1 && !soldOut && startsAt > at && row.status === 'ok',
        imageUrl: picture('show', Number(row.id)).url,
        sedcards: [picture('sedcard', `${String(row.actor_id)}-1`)],
      };
    });
    return { total: this.count('cat_chat_shows s', where), offset, limit, items };
  }

  /**
   * Stores a ticket of one chat show for a guest (seed 001 §7 `buyChatTicket`): `null` when the
   * show is unknown, else why not (`already_bought`, `sold_out`, `ended`, `cancelled`) or 'ok'.
   */
  buyChatTicket(
    showId: number,
    accountId: number,
  ): 'ok' | 'unknown' | 'cancelled' | 'ended' | 'already_bought' | 'sold_out' {
    const row = this.db
      .prepare<
        [number],
        { status: string; ends_at: number; capacity: number; tickets_sold: number }
      >('SELECT status, ends_at, capacity, tickets_sold FROM cat_chat_shows WHERE id = ?')
      .get(showId);
    if (!row) return 'unknown';
    if (row.status !== 'ok') return 'cancelled';
    if (row.ends_at <= this.now()) return 'ended';
    const held = this.db
      .prepare('SELECT 1 FROM cat_show_tickets WHERE show_id = ? AND account_id = ?')
      .get(showId, accountId);
    if (held) return 'already_bought';
    if (row.tickets_sold >= row.capacity) return 'sold_out';
    this.db
      .prepare('INSERT INTO cat_show_tickets VALUES (?, ?, ?)')
      .run(showId, accountId, this.now());
    this.db
      .prepare('UPDATE cat_chat_shows SET tickets_sold = tickets_sold + 1 WHERE id = ?')
      .run(showId);
    return 'ok';
  }

  /**
   * Her ticket show running now (status ok, started, not ended), with whether the guest holds a
   * ticket of it; undefined when none runs.
   */
  runningChatShow(actorId: number, accountId: number): ChatShow | undefined {
    const at = this.now();
    return this.chatShows({ actorId, accountId, from: at }).items.find((show) => show.hasStarted);
  }

  /**
   * Developer control: her show starts now, or `inMs` from now (keeping its length), so a guest
   * holding a ticket can join it; false when there is no such show.
   */
  startChatShowNow(showId: number, inMs = 0): boolean {
    const at = this.now() + inMs;
    return (
      this.db
        .prepare(
          'UPDATE cat_chat_shows SET ends_at = ? + (ends_at - starts_at), starts_at = ? WHERE id = ?',
        )
        .run(at, at, showId).changes === 1
    );
  }

  /** Gives a guest's ticket back (seed 001 §7 `removeChatTicket`); false when none was held. */
  removeChatTicket(showId: number, accountId: number): boolean {
    const removed = this.db
      .prepare('DELETE FROM cat_show_tickets WHERE show_id = ? AND account_id = ?')
      .run(showId, accountId).changes;
    if (removed === 0) return false;
    this.db
      .prepare('UPDATE cat_chat_shows SET tickets_sold = MAX(0, tickets_sold - 1) WHERE id = ?')
      .run(showId);
    return true;
  }
}

function toBlogPost(row: Record<string, number | string | null>): BlogPost {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    categoryId: Number(row.category_id),
    title: String(row.title),
    teaser: String(row.teaser),
    body: String(row.body),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    published: iso(Number(row.published_at)),
    featured: row.featured === 1,
    picture: picture('blog', Number(row.id)),
  };
}
