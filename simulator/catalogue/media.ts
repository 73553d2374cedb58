import type { Database } from 'better-sqlite3';
import { escapeLike } from './actors.ts';
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

export type MediaKind = 'video' | 'album';

/** A video or photo album (seed 001 §3, Video and Photo album). */
export interface CatalogueMedia {
  kind: MediaKind;
  id: number;
  actorId: number;
  actorName: string;
  title: string;
  description: string;
  /** Seconds; null for an album. */
  duration: number | null;
  releasedAt: string;
  price: Money;
  basePrice: Money;
  discountPercent: number;
  free: boolean;
  vip: boolean;
  isVip30Offer: boolean;
  classic: boolean;
  camRecording: boolean;
  vxselect: boolean;
  avsRequired: boolean;
  ageRating: 16 | 18;
  actingGroup: string;
  likes: number;
  dislikes: number;
  views: number;
  sales: number;
  trendingScore: number;
  satisfaction: number;
  tags: { id: number; label: string }[];
  categoryIds: number[];
  /** All pictures of an album (0 for a video) and how many of them are free previews. */
  pictureCount: number;
  previewCount: number;
  /** Hue of the drawn pictures (the content page's own drawing uses it). */
  hue: number;
  preview: Picture;
}

/** Seed 001 §3 video filter type flags the catalogue knows. */
export type MediaType =
  | 'free'
  | 'premium'
  | 'discount'
  | 'vip'
  | 'vip30'
  | 'classic'
  | 'trending'
  | 'vxselect'
  | 'camRecording';

export interface MediaFilter {
  kind: MediaKind;
  actorIds?: number[];
  ids?: number[];
  tagIds?: number[];
  actingGroups?: string[];
  categoryId?: number;
  /** ISO dates or epoch ms. */
  releasedFrom?: string | number;
  releasedUntil?: string | number;
  /** Released within the last this many days (8 for "new", about 270 for nine months). */
  releasedWithinDays?: number;
  /** Every listed type must hold. */
  types?: MediaType[];
  avsRequired?: boolean;
  search?: string;
  /** Words of the title or of the performer's name (the global search). */
  text?: string;
  /** The caller's country: media of actors who ban it are left out (seed 001 §5). */
  visibleIn?: string;
}

export type MediaSort =
  | 'newest'
  | 'oldest'
  | 'mostExpensive'
  | 'cheapest'
  | 'longest'
  | 'shortest'
  | 'bestSelling'
  | 'topRated'
  | 'trending'
  | 'mostLiked'
  | 'satisfactionScore';

const ORDER: Record<MediaSort, string> = {
  newest: 'm.released_at DESC, m.id DESC',
  oldest: 'm.released_at, m.id',
  mostExpensive: 'm.price DESC, m.id',
  cheapest: 'm.price, m.id',
  longest: 'm.duration DESC, m.picture_count DESC, m.id',
  shortest: 'm.duration, m.picture_count, m.id',
  bestSelling: 'm.sales DESC, m.id',
  topRated: 'm.satisfaction DESC, m.likes DESC, m.id',
  trending: 'm.trending_score DESC, m.id',
  mostLiked: 'm.likes DESC, m.id',
  // Seed 001 §1 `testSatisfaction`: the satisfaction score alone, newest first among equals.
  satisfactionScore: 'm.satisfaction DESC, m.released_at DESC, m.id',
};

const TYPE_SQL: Record<MediaType, string> = {
  free: 'm.free = 1',
  premium: 'm.free = 0',
  discount: 'm.discount_percent > 0',
  vip: 'm.vip = 1',
  vip30: 'm.vip30 = 1',
  classic: 'm.classic = 1',
  trending: 'm.trending_score >= 300',
  vxselect: 'm.vxselect = 1',
  camRecording: 'm.cam_recording = 1',
};

interface MediaRow {
  id: number;
  kind: MediaKind;
  actor_id: number;
  actor_name: string;
  title: string;
  description: string;
  duration: number | null;
  picture_count: number;
  preview_count: number;
  released_at: number;
  price: number;
  base_price: number;
  discount_percent: number;
  free: number;
  vip: number;
  vip30: number;
  classic: number;
  cam_recording: number;
  vxselect: number;
  avs_required: number;
  fsk: number;
  acting_group: string;
  likes: number;
  dislikes: number;
  views: number;
  sales: number;
  trending_score: number;
  satisfaction: number;
  hue: number;
  tag_ids: string | null;
  category_ids: string | null;
}

const SELECT = `SELECT m.*, a.name AS actor_name,
  (SELECT group_concat(tag_id) FROM cat_media_tags t WHERE t.media_id = m.id) AS tag_ids,
  (SELECT group_concat(category_id) FROM cat_media_categories c WHERE c.media_id = m.id) AS category_ids
  FROM cat_media m JOIN cat_actors a ON a.id = m.actor_id`;

const numbers = (list: string | null) =>
  (list ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
const msOf = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value));

/** Videos and photo albums: filtered, sorted and paged in SQL. */
export class MediaAccess {
  private tagLabels: Map<number, string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Every tag (id, label), by id. */
  tags(): { id: number; label: string }[] {
    return this.db
      .prepare<[], { id: number; label: string }>('SELECT id, label FROM cat_tags ORDER BY id')
      .all();
  }

  list(filter: MediaFilter, sort: MediaSort = 'newest', page?: PageRequest): Page<CatalogueMedia> {
    const { offset, limit } = pageBounds(page);
    const where = new Where().add('m.kind = ?', filter.kind);
    if (filter.actorIds) where.in('m.actor_id', filter.actorIds);
    if (filter.ids) where.in('m.id', filter.ids);
    if (filter.actingGroups) where.in('m.acting_group', filter.actingGroups);
    if (filter.tagIds && filter.tagIds.length > 0) {
      const marks = filter.tagIds.map(() => '?').join(', ');
      where.add(
        `m.id IN (SELECT media_id FROM cat_media_tags WHERE tag_id IN (${marks}))`,
        ...filter.tagIds,
      );
    }
    if (filter.categoryId !== undefined)
      where.add(
        'm.id IN (SELECT media_id FROM cat_media_categories WHERE category_id = ?)',
        filter.categoryId,
      );
    if (filter.releasedFrom !== undefined)
      where.add('m.released_at >= ?', msOf(filter.releasedFrom));
    if (filter.releasedUntil !== undefined)
      where.add('m.released_at <= ?', msOf(filter.releasedUntil));
    if (filter.releasedWithinDays !== undefined)
      where.add('m.released_at >= ?', this.now() - filter.releasedWithinDays * DAY);
    for (const type of filter.types ?? []) where.add(TYPE_SQL[type]);
    if (filter.avsRequired !== undefined)
      where.add('m.avs_required = ?', filter.avsRequired ? 1 : 0);
    if (filter.search !== undefined)
      where.add("m.title LIKE ? ESCAPE '\\'", `%${escapeLike(filter.search)}%`);
    if (filter.text !== undefined) {
      const like = `%${escapeLike(filter.text)}%`;
      where.add(
        "(m.title LIKE ? ESCAPE '\\' OR m.actor_id IN (SELECT id FROM cat_actors WHERE name LIKE ? ESCAPE '\\'))",
        like,
        like,
      );
    }
    if (filter.visibleIn !== undefined)
      where.add(
        "NOT EXISTS (SELECT 1 FROM cat_actors banning, json_each(banning.data_json, '$.bannedCountryCodes') WHERE banning.id = m.actor_id AND json_each.value = ?)",
        filter.visibleIn,
      );
    const total = (
      this.db
        .prepare(`SELECT count(*) AS n FROM cat_media m ${where.clause}`)
        .get(...where.params) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare<unknown[], MediaRow>(
        `${SELECT} ${where.clause} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return { total, offset, limit, items: rows.map((row) => this.toMedia(row)) };
  }

  byId(kind: MediaKind, id: number): CatalogueMedia | undefined {
    const row = this.db
      .prepare<[number, string], MediaRow>(`${SELECT} WHERE m.id = ? AND m.kind = ?`)
      .get(id, kind);
    return row && this.toMedia(row);
  }

  private toMedia(row: MediaRow): CatalogueMedia {
    this.tagLabels ??= new Map(this.tags().map((tag) => [tag.id, tag.label]));
    const labels = this.tagLabels;
    return {
      kind: row.kind,
      id: row.id,
      actorId: row.actor_id,
      actorName: row.actor_name,
      title: row.title,
      description: row.description,
      duration: row.duration,
      releasedAt: iso(row.released_at),
      price: eur(row.price),
      basePrice: eur(row.base_price),
      discountPercent: row.discount_percent,
      free: bool(row.free),
      vip: bool(row.vip),
      isVip30Offer: bool(row.vip30),
      classic: bool(row.classic),
      camRecording: bool(row.cam_recording),
      vxselect: bool(row.vxselect),
      avsRequired: bool(row.avs_required),
      ageRating: row.fsk === 16 ? 16 : 18,
      actingGroup: row.acting_group,
      likes: row.likes,
      dislikes: row.dislikes,
      views: row.views,
      sales: row.sales,
      trendingScore: row.trending_score,
      satisfaction: row.satisfaction,
      tags: numbers(row.tag_ids).map((id) => ({ id, label: labels.get(id) ?? String(id) })),
      categoryIds: numbers(row.category_ids),
      pictureCount: row.picture_count,
      previewCount: row.preview_count,
      hue: row.hue,
      preview: picture(row.kind, row.id),
    };
  }
}
