import type { Database } from 'better-sqlite3';
import { sedcards, type ActorData } from './generate-actors.ts';
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

export type Gender = 'N' | 'M' | 'F';
export type ActorType = 'F' | 'M' | 'FM' | 'FF' | 'S';

/** An actor with every field of seed 001 §3 (Actor, Top cam, Chat button config, heat map, ratings). */
export interface CatalogueActor {
  id: number;
  name: string;
  /** The lower-case name, as profile links write it (`/en/amateur/{slug}/`). */
  slug: string;
  gender: Gender;
  type: ActorType;
  categoryIds: number[];
  profile: {
    age: number;
    languages: string[];
    threeWords: string[];
    country: string;
    description: string;
  };
  isOnline: boolean;
  freeChat: boolean;
  bannedCountryCodes: string[];
  isActorAvailableForConversionChat: boolean;
  isOnlineMobileVideocall: boolean;
  isCurrentlyTicketShow: boolean;
  isVoyeurChatAvailable: boolean;
  isLivePreviewEnabled: boolean;
  star: boolean;
  isTopAmateur: boolean;
  registeredSince: string;
  chatPrices: {
    videoChat: Money;
    voyeurChat: Money;
    ticketShow: Money;
    singleChat: Money;
    singleC2CChat: Money;
  };
  messagePrice: Money;
  multiChatPrice: Money;
  freeMessages: number;
  voucherChatMinutes: number;
  chatFeatures: { livePreview: boolean; hd: boolean; audio: boolean; dildocontrol: boolean };
  chatRatings: { lastNinetyDays: { countRatings: number; satisfactionRate: number } };
  rankingPoints: number;
  heatMap: ActorData['heatMap'];
  avatar: Picture;
  sedcards: (Picture & { id: number })[];
}

export interface ActorFilter {
  online?: boolean;
  genders?: Gender[];
  types?: ActorType[];
  categoryId?: number;
  /** Registered at most this many days ago ("new girls"). */
  registeredWithinDays?: number;
  star?: boolean;
  topAmateur?: boolean;
  freeChat?: boolean;
  mobileVideocall?: boolean;
  country?: string;
  /** Hide actors who ban this country. */
  visibleIn?: string;
  ids?: number[];
  /** Part of the name, any case. */
  search?: string;
  /** Part of the name or of her own profile words (three words, description), any case. */
  profileText?: string;
}

export type ActorSort = 'ranking' | 'newest' | 'name' | 'rating' | 'cheapest' | 'mostExpensive';

const ORDER: Record<ActorSort, string> = {
  ranking: 'is_online DESC, ranking_points DESC, id',
  newest: 'registered_at DESC, id',
  name: 'name COLLATE NOCASE, id',
  rating: 'satisfaction_rate DESC, rating_count DESC, id',
  cheapest: 'price_video, id',
  mostExpensive: 'price_video DESC, id',
};

interface ActorRow {
  id: number;
  name: string;
  gender: Gender;
  type: ActorType;
  age: number;
  country: string;
  registered_at: number;
  is_online: number;
  star: number;
  top_amateur: number;
  free_chat: number;
  voyeur: number;
  mobile_videocall: number;
  ticket_show: number;
  conversion_chat: number;
  live_preview: number;
  hd: number;
  audio: number;
  dildocontrol: number;
  price_video: number;
  price_voyeur: number;
  price_ticket_show: number;
  price_single: number;
  price_single_c2c: number;
  price_message: number;
  free_messages: number;
  voucher_minutes: number;
  rating_count: number;
  satisfaction_rate: number;
  ranking_points: number;
  data_json: string;
  category_ids: string | null;
}

const SELECT = `SELECT a.*, (SELECT group_concat(category_id) FROM cat_actor_categories c
  WHERE c.actor_id = a.id) AS category_ids FROM cat_actors a`;

function toActor(row: ActorRow): CatalogueActor {
  const data = JSON.parse(row.data_json) as ActorData;
  return {
    id: row.id,
    name: row.name,
    slug: row.name.toLowerCase(),
    gender: row.gender,
    type: row.type,
    categoryIds: (row.category_ids ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b),
    profile: {
      age: row.age,
      languages: data.languages,
      threeWords: data.threeWords,
      country: row.country,
      description: data.description,
    },
    isOnline: bool(row.is_online),
    freeChat: bool(row.free_chat),
    bannedCountryCodes: data.bannedCountryCodes,
    isActorAvailableForConversionChat: bool(row.conversion_chat),
    isOnlineMobileVideocall: bool(row.is_online) && bool(row.mobile_videocall),
    isCurrentlyTicketShow: bool(row.is_online) && bool(row.ticket_show),
    isVoyeurChatAvailable: bool(row.voyeur),
    isLivePreviewEnabled: bool(row.live_preview),
    star: bool(row.star),
    isTopAmateur: bool(row.top_amateur),
    registeredSince: iso(row.registered_at),
    chatPrices: {
      videoChat: eur(row.price_video),
      voyeurChat: eur(row.price_voyeur),
      ticketShow: eur(row.price_ticket_show),
      singleChat: eur(row.price_single),
      singleC2CChat: eur(row.price_single_c2c),
    },
    messagePrice: eur(row.price_message),
    multiChatPrice: eur(data.multiChatPrice),
    freeMessages: row.free_messages,
    voucherChatMinutes: row.voucher_minutes,
    chatFeatures: {
      livePreview: bool(row.live_preview),
      hd: bool(row.hd),
      audio: bool(row.audio),
      dildocontrol: bool(row.dildocontrol),
    },
    chatRatings: {
      lastNinetyDays: { countRatings: row.rating_count, satisfactionRate: row.satisfaction_rate },
    },
    rankingPoints: row.ranking_points,
    heatMap: data.heatMap,
    avatar: picture('actor', row.id),
    sedcards: sedcards(row.id, data.sedcardCount),
  };
}

/**
 * Actors a test has taken online and holds there (per database): the online walk passes them by,
 * so a test's actor does not go offline under it at a random moment. Released when the test takes
 * her offline itself.
 */
const heldOnline = new WeakMap<Database, Set<number>>();

export function holdOnline(db: Database, actorId: number, held: boolean): void {
  const ids = heldOnline.get(db) ?? new Set<number>();
  if (held) ids.add(actorId);
  else ids.delete(actorId);
  heldOnline.set(db, ids);
}

export function isHeldOnline(db: Database, actorId: number): boolean {
  return heldOnline.get(db)?.has(actorId) ?? false;
}

/** The actors: lists filtered, sorted and paged in SQL, single actors, online states and notes. */
export class ActorsAccess {
  /** Guests in a private chat with each actor now (in memory: no chat outlives the process). */
  private readonly privateGuests = new Map<number, Set<number>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** A private chat of hers with this guest starts (true) or ends (false). */
  setPrivateChat(actorId: number, accountId: number, running: boolean): void {
    const guests = this.privateGuests.get(actorId) ?? new Set<number>();
    if (running) guests.add(accountId);
    else guests.delete(accountId);
    if (guests.size === 0) this.privateGuests.delete(actorId);
    else this.privateGuests.set(actorId, guests);
  }

  /** She is in a private chat with a guest other than `viewerId` now. */
  isInPrivateChat(actorId: number, viewerId: number | null): boolean {
    const guests = this.privateGuests.get(actorId);
    return guests !== undefined && [...guests].some((guest) => guest !== viewerId);
  }

  list(
    filter: ActorFilter = {},
    sort: ActorSort = 'ranking',
    page?: PageRequest,
  ): Page<CatalogueActor> {
    const { offset, limit } = pageBounds(page);
    const where = new Where();
    if (filter.online !== undefined) where.add('a.is_online = ?', filter.online ? 1 : 0);
    if (filter.genders) where.in('a.gender', filter.genders);
    if (filter.types) where.in('a.type', filter.types);
    if (filter.ids) where.in('a.id', filter.ids);
    if (filter.categoryId !== undefined)
      where.add(
        'a.id IN (SELECT actor_id FROM cat_actor_categories WHERE category_id = ?)',
        filter.categoryId,
      );
    if (filter.registeredWithinDays !== undefined)
      where.add('a.registered_at >= ?', this.now() - filter.registeredWithinDays * DAY);
    if (filter.star !== undefined) where.add('a.star = ?', filter.star ? 1 : 0);
    if (filter.topAmateur !== undefined) where.add('a.top_amateur = ?', filter.topAmateur ? 1 : 0);
    if (filter.freeChat !== undefined) where.add('a.free_chat = ?', filter.freeChat ? 1 : 0);
    if (filter.mobileVideocall !== undefined)
      where.add('a.mobile_videocall = ? AND a.is_online = 1', filter.mobileVideocall ? 1 : 0);
    if (filter.country !== undefined) where.add('a.country = ?', filter.country);
    if (filter.visibleIn !== undefined)
      where.add(
        "NOT EXISTS (SELECT 1 FROM json_each(a.data_json, '$.bannedCountryCodes') WHERE value = ?)",
        filter.visibleIn,
      );
    if (filter.search !== undefined)
      where.add("a.name LIKE ? ESCAPE '\\'", `%${escapeLike(filter.search)}%`);
    if (filter.profileText !== undefined) {
      const like = `%${escapeLike(filter.profileText)}%`;
      where.add(
        "(a.name LIKE ? ESCAPE '\\' OR json_extract(a.data_json, '$.threeWords') LIKE ? ESCAPE '\\' OR json_extract(a.data_json, '$.description') LIKE ? ESCAPE '\\')",
        like,
        like,
        like,
      );
    }
    const total = (
      this.db
        .prepare(`SELECT count(*) AS n FROM cat_actors a ${where.clause}`)
        .get(...where.params) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare<unknown[], ActorRow>(
        `${SELECT} ${where.clause} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);
    return { total, offset, limit, items: rows.map(toActor) };
  }

  byId(id: number): CatalogueActor | undefined {
    const row = this.db.prepare<[number], ActorRow>(`${SELECT} WHERE a.id = ?`).get(id);
    return row && toActor(row);
  }

  /** The actor of that name in any case ("lanalove" finds LanaLove): links write names lower-cased. */
  byName(name: string): CatalogueActor | undefined {
    const row = this.db
      .prepare<[string], ActorRow>(`${SELECT} WHERE a.name = ? COLLATE NOCASE`)
      .get(name);
    return row && toActor(row);
  }

  /** Every actor id, in id order. */
  ids(): number[] {
    return this.db
      .prepare<[], { id: number }>('SELECT id FROM cat_actors ORDER BY id')
      .all()
      .map((row) => row.id);
  }

  /** Ids of the actors online (or offline) now, in id order. */
  idsByOnline(online: boolean): number[] {
    return this.db
      .prepare<[number], { id: number }>(
        'SELECT id FROM cat_actors WHERE is_online = ? ORDER BY id',
      )
      .all(online ? 1 : 0)
      .map((row) => row.id);
  }

  countOnline(): number {
    return (
      this.db.prepare('SELECT count(*) AS n FROM cat_actors WHERE is_online = 1').get() as {
        n: number;
      }
    ).n;
  }

  /** Marks her in a ticket show now (`isCurrentlyTicketShow` while online), or out of it. */
  setInTicketShow(id: number, inShow: boolean): void {
    this.db.prepare('UPDATE cat_actors SET ticket_show = ? WHERE id = ?').run(inShow ? 1 : 0, id);
  }

  /** Holds the actor online against the online walk (a test's actor), or lets her go again. */
  holdOnline(id: number, held: boolean): void {
    holdOnline(this.db, id, held);
  }

  /** Sets the actor's online state; false when it was already so (or there is no such actor). */
  setOnline(id: number, online: boolean): boolean {
    return (
      this.db
        .prepare(
          'UPDATE cat_actors SET is_online = ?, online_changed_at = ? WHERE id = ? AND is_online != ?',
        )
        .run(online ? 1 : 0, this.now(), id, online ? 1 : 0).changes === 1
    );
  }

  /** The guest's note on an actor (seed 001 §3, Actor note). */
  note(accountId: number, actorId: number): { actorId: number; comment: string } | undefined {
    const row = this.db
      .prepare<[number, number], { comment: string }>(
        'SELECT comment FROM cat_actor_notes WHERE account_id = ? AND actor_id = ?',
      )
      .get(accountId, actorId);
    return row && { actorId, comment: row.comment };
  }

  /** Stores the guest's note; an empty comment removes it. */
  setNote(accountId: number, actorId: number, comment: string): void {
    if (comment === '')
      this.db
        .prepare('DELETE FROM cat_actor_notes WHERE account_id = ? AND actor_id = ?')
        .run(accountId, actorId);
    else
      this.db
        .prepare(
          'INSERT OR REPLACE INTO cat_actor_notes (account_id, actor_id, comment) VALUES (?, ?, ?)',
        )
        .run(accountId, actorId, comment);
  }

  /** Named categories of a kind ('actor', 'media' or 'blog') with their slugs. */
  categories(kind: 'actor' | 'media' | 'blog'): { id: number; slug: string; name: string }[] {
    return this.db
      .prepare<[string], { id: number; slug: string; name: string }>(
        'SELECT id, slug, name FROM cat_categories WHERE kind = ? ORDER BY id',
      )
      .all(kind);
  }
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
