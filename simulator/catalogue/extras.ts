import { ChatShowAccess } from './chatShows.ts';
import type { FeedPostData } from './generate-feed.ts';
import { TV_SLOT_STARTS } from './generate-extras.ts';
import { picture, type Picture } from './pictures.ts';
import { bool, countRows, iso, pageBounds, Where, type Page, type PageRequest } from './query.ts';

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

/**
 * Feed posts, TV, blog, contests and (from {@link ChatShowAccess}, chatShows.ts) chat shows:
 * filtered, sorted and paged in SQL.
 */
export class ExtrasAccess extends ChatShowAccess {
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
    return {
      total: countRows(this.db, 'cat_feed_posts p', where),
      offset,
      limit,
      items: rows.map(toPost),
    };
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
      total: countRows(this.db, 'cat_tv_episodes', where),
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
      total: countRows(this.db, 'cat_blog_posts', where),
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
      total: countRows(this.db, 'cat_contest_entries e', where),
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
