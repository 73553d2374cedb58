import { textOf } from '../auth.ts';
import type { FastifyInstance } from 'fastify';
import type {
  CatalogueMedia,
  MediaFilter,
  MediaKind,
  MediaSort,
  MediaType,
} from '../catalogue/index.ts';
import { pictureUrl, type PictureKind } from '../catalogue/index.ts';
import { bansCountry, bansCountrySql, countryOfCaller } from '../actorProfile/availability.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers } from '../graphql/index.ts';
import type { GraphqlContext } from '../graphql/registry.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { registerVideoRatings } from './rating.ts';
import { registerJumbotron } from './jumbotron.ts';
import { registerAlbums } from './albums.ts';
import { registerVideoActs } from './acts.ts';

const DAY = 86_400_000;
/** A video is "new" for this many days after its release (the trending window of seed 001 §5). */
const NEW_DAYS = 8;
const MAX_FIRST = 200;

const SORTS: Record<string, MediaSort> = {
  newest: 'newest',
  mostExpensive: 'mostExpensive',
  cheapest: 'cheapest',
  longest: 'longest',
  shortest: 'shortest',
  bestSelling: 'bestSelling',
  topRated: 'topRated',
  topTrending: 'trending',
  satisfactionScore: 'satisfactionScore',
};

/** Type flags the catalogue has a column for; `bought` is the caller's purchases. */
const CATALOGUE_TYPES = new Set<string>([
  'free',
  'premium',
  'discount',
  'vip',
  'vip30',
  'classic',
  'trending',
  'vxselect',
]);

interface FilterArgs {
  modelIds?: number[] | null;
  modelName?: string | null;
  actingGroups?: string[] | null;
  ids?: number[] | null;
  tags?: string[] | null;
  releasedFrom?: string | null;
  releasedUntil?: string | null;
  types?: string[] | null;
  releasedWithinDays?: number | null;
  releasedWithinMonths?: number | null;
  search?: string | null;
  categoryId?: number | null;
}

/** What a video's `guestInfo` is made of, for one caller. */
interface GuestFacts {
  bought: ReadonlySet<number>;
  liked: ReadonlySet<number>;
  vip: boolean;
}
const NO_GUEST: GuestFacts = { bought: new Set(), liked: new Set(), vip: false };

export interface VideosSimulatorOptions {
  /** The platform's "now" (epoch ms) for the release windows and the new flag. */
  now?: () => number;
}

export const pictures = (kind: PictureKind, id: number | string) => ({
  w320: pictureUrl(kind, id, 320),
  w640: pictureUrl(kind, id, 640),
  w1280: pictureUrl(kind, id, 1280),
});

/**
 * The videos of the query service (seed 001 §7) over the catalogue: `videos(filter, sort, first,
 * offset)`, `videos_v2(ids)`, `videoStars(first)`, `tagSearch(search)`, `tags { mostPopular }`;
 * and the jumbotrons (REST `video/jumbotron/config` and `/homepage`). A guest's bought videos are
 * the content simulator's purchases (`content_purchases`), so a bought video shows so everywhere.
 */
export function registerVideosSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: VideosSimulatorOptions = {},
): void {
  const now = options.now ?? Date.now;
  const db = ctx.store.db;
  db.exec(`CREATE TABLE IF NOT EXISTS content_purchases (
    account_id INTEGER NOT NULL, kind TEXT NOT NULL, item_id INTEGER NOT NULL,
    PRIMARY KEY (account_id, kind, item_id))`);
  const boughtIds = (context: GraphqlContext, kind: MediaKind = 'video'): number[] =>
    context.caller.kind === 'guest'
      ? db
          .prepare<[number, MediaKind], { item_id: number }>(
            'SELECT item_id FROM content_purchases WHERE account_id = ? AND kind = ?',
          )
          .all(context.caller.account.id, kind)
          .map((row) => row.item_id)
      : [];

  /** A video as the query service answers it to `guest`, priced in the caller's currency. */
  const toVideo = (media: CatalogueMedia, guest: GuestFacts, currency: QuoteCurrency) => ({
    id: media.id,
    title: media.title,
    duration: media.duration ?? 0,
    releasedAt: media.releasedAt,
    actorName: media.actorName,
    price: quote(media.price, currency),
    basePrice: quote(media.basePrice, currency),
    free: media.free,
    vip: media.vip,
    isVip30Offer: media.isVip30Offer,
    new: Date.parse(media.releasedAt) >= now() - NEW_DAYS * DAY,
    classic: media.classic,
    ageRating: media.ageRating,
    camRecording: media.camRecording,
    likes: media.likes,
    guestInfo: {
      bought: guest.bought.has(media.id),
      // The catalogue gives no videos away: a gift would come with a benefit (seed 001 §3).
      gifted: false,
      flatrate: guest.vip && media.isVip30Offer && !guest.bought.has(media.id),
      liked: guest.liked.has(media.id),
    },
    preview: pictures('video', media.id),
  });
  /** What a video's `guestInfo` says for the caller: her purchases, her likes, her VIP club. */
  const guestOf = (context: GraphqlContext): GuestFacts => {
    if (context.caller.kind !== 'guest') return NO_GUEST;
    const { account } = context.caller;
    const liked = db
      .prepare<[number], { video_id: number }>(
        'SELECT video_id FROM video_ratings WHERE account_id = ? AND rating = 5',
      )
      .all(account.id)
      .map((row) => row.video_id);
    return {
      bought: new Set(boughtIds(context)),
      liked: new Set(liked),
      vip: account.state.isVip,
    };
  };

  /** The catalogue's filter, or null when nothing can match (an unknown actor, no purchases). */
  const mediaFilter = (
    args: FilterArgs,
    bought: number[],
    kind: MediaKind = 'video',
  ): MediaFilter | null => {
    const filter: MediaFilter = { kind };
    const types = args.types ?? [];
    const unknown = types.filter((type) => type !== 'bought' && !CATALOGUE_TYPES.has(type));
    // `shared` and `original` are flags the catalogue's videos never carry.
    if (unknown.some((type) => type !== 'shared' && type !== 'original'))
      throw graphqlError(GRAPHQL_CODES.badRequest, `Unknown video type ${unknown.join(', ')}`);
    if (unknown.length > 0) return null;
    filter.types = types.filter((type) => CATALOGUE_TYPES.has(type)) as MediaType[];
    let ids = args.ids ?? undefined;
    if (types.includes('bought')) ids = (ids ?? bought).filter((id) => bought.includes(id));
    if (ids) filter.ids = ids;
    if (ids && ids.length === 0) return null;
    let actorIds = args.modelIds ?? undefined;
    if (args.modelName) {
      const actor = ctx.catalogue.actors.byName(args.modelName);
      if (!actor) return null;
      actorIds = [...(actorIds ?? []), actor.id];
    }
    if (actorIds) filter.actorIds = actorIds;
    if (args.actingGroups) filter.actingGroups = args.actingGroups;
    if (args.tags && args.tags.length > 0) {
      const wanted = new Set(args.tags.map((tag) => tag.toLowerCase()));
      filter.tagIds = ctx.catalogue.media
        .tags()
        .filter((tag) => wanted.has(tag.label.toLowerCase()))
        .map((tag) => tag.id);
      if (filter.tagIds.length === 0) return null;
    }
    if (args.releasedFrom) filter.releasedFrom = args.releasedFrom;
    if (args.releasedUntil) filter.releasedUntil = args.releasedUntil;
    if (args.releasedWithinDays) filter.releasedWithinDays = args.releasedWithinDays;
    if (args.releasedWithinMonths) {
      const from = new Date(now());
      from.setUTCMonth(from.getUTCMonth() - args.releasedWithinMonths);
      const given = args.releasedFrom ? Date.parse(args.releasedFrom) : Number.NaN;
      filter.releasedFrom = Number.isNaN(given) ? from.getTime() : Math.max(given, from.getTime());
    }
    if (args.search) filter.search = args.search;
    if (args.categoryId) filter.categoryId = args.categoryId;
    return filter;
  };

  const firstOf = (value: unknown, fallback: number) =>
    Math.min(MAX_FIRST, Math.max(0, typeof value === 'number' ? value : fallback));

  registerResolvers(app, 'query', {
    Query: {
      videos: (_, args, context) => {
        const sort = SORTS[textOf(args.sort, 'newest')];
        if (!sort)
          throw graphqlError(GRAPHQL_CODES.badRequest, `Unknown sort ${textOf(args.sort)}`);
        const bought = boughtIds(context);
        const filter = mediaFilter(args.filter ?? {}, bought);
        if (!filter) return { total: 0, items: [] };
        const country = countryOfCaller(context.caller);
        if (country !== null) filter.visibleIn = country;
        const page = ctx.catalogue.media.list(filter, sort, {
          limit: firstOf(args.first, 30),
          offset: typeof args.offset === 'number' ? Math.max(0, args.offset) : 0,
        });
        const guest = guestOf(context);
        const currency = quoteCurrencyOf(context.caller);
        return {
          total: page.total,
          items: page.items.map((media) => toVideo(media, guest, currency)),
        };
      },
      videos_v2: (_, args, context) => {
        const guest = guestOf(context);
        return ((args.ids ?? []) as number[]).flatMap((id) => {
          const media = ctx.catalogue.media.byId('video', id);
          const banned =
            media !== undefined &&
            bansCountry(ctx.store.db, media.actorId, countryOfCaller(context.caller));
          return media && !banned ? [toVideo(media, guest, quoteCurrencyOf(context.caller))] : [];
        });
      },
      videoStars: (_, args, context) => {
        // Seed 001 §5: a star who bans the caller's country is not listed to that caller.
        const rows = db
          .prepare<[string, number], { id: number; name: string; videoCount: number }>(
            `SELECT a.id, a.name, count(*) AS videoCount FROM cat_media m
             JOIN cat_actors a ON a.id = m.actor_id WHERE m.kind = 'video'
             AND NOT ${bansCountrySql('a.id')}
             GROUP BY a.id ORDER BY videoCount DESC, a.id LIMIT ?`,
          )
          .all(countryOfCaller(context.caller) ?? '', firstOf(args.first, 100));
        return rows.map((row) => ({ ...row, avatar: pictures('actor', row.id) }));
      },
      tagSearch: (_, args) => {
        const search = textOf(args.search).trim().toLowerCase();
        if (search === '') return [];
        return ctx.catalogue.media
          .tags()
          .map((tag) => tag.label)
          .filter((label) => label.toLowerCase().includes(search))
          .slice(0, 10);
      },
      tags: () => ({
        mostPopular: ({ first }: { first?: number }) =>
          db
            .prepare<[number], { label: string }>(
              `SELECT t.label FROM cat_tags t JOIN cat_media_tags mt ON mt.tag_id = t.id
               GROUP BY t.id ORDER BY count(*) DESC, t.label LIMIT ?`,
            )
            .all(firstOf(first, 10))
            .map((row) => row.label),
      }),
    },
  });

  registerJumbotron(app, ctx, (media, currency) => toVideo(media, NO_GUEST, currency));
  registerAlbums(app, ctx, {
    now,
    boughtIds,
    albumFilter: (filter, bought) => mediaFilter(filter ?? {}, bought, 'album'),
    sorts: SORTS,
    pictures,
  });
  registerVideoRatings(app, ctx);
  registerVideoActs(app, ctx, now);
}
