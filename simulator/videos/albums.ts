import type { FastifyInstance } from 'fastify';
import { textOf } from '../auth.ts';
import type { CatalogueMedia, MediaFilter, MediaKind, MediaSort } from '../catalogue/index.ts';
import type { PictureKind } from '../catalogue/index.ts';
import { countryOfCaller } from '../actorProfile/availability.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers } from '../graphql/index.ts';
import type { GraphqlContext } from '../graphql/registry.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';

const DAY = 86_400_000;
/** An album is "new" for as many days as a video (the trending window of seed 001 §5). */
const NEW_DAYS = 8;
const MAX_FIRST = 200;

interface AlbumsDeps {
  now: () => number;
  boughtIds: (context: GraphqlContext, kind?: MediaKind) => number[];
  /** The videos' filter (VideoFilterInput) for albums, or null when nothing can match. */
  albumFilter: (filter: unknown, bought: number[]) => MediaFilter | null;
  sorts: Record<string, MediaSort>;
  pictures: (kind: PictureKind, id: number) => { w320: string; w640: string; w1280: string };
}

/** An album as the query service answers it (seed 001 §3, Photo album), in the caller's currency. */
const toAlbum = (
  deps: AlbumsDeps,
  media: CatalogueMedia,
  bought: ReadonlySet<number>,
  currency: QuoteCurrency,
) => ({
  id: media.id,
  title: media.title,
  actorName: media.actorName,
  pictureCount: media.pictureCount,
  previewCount: media.previewCount,
  releasedAt: media.releasedAt,
  price: quote(media.price, currency),
  basePrice: quote(media.basePrice, currency),
  free: media.free,
  vip: media.vip,
  isVipContent: media.vip || media.isVip30Offer,
  new: Date.parse(media.releasedAt) >= deps.now() - NEW_DAYS * DAY,
  likes: media.likes,
  guestInfo: { bought: bought.has(media.id) },
  preview: deps.pictures('album', media.id),
});

/**
 * The query service's album lists (seed 001 §7 "videos and albums lists"): `albums(filter, sort,
 * first, offset)` over the catalogue's photo albums, with the video filter (an actor by
 * `modelName` or `modelIds`, type flags, tags, release dates, title words) and the video sorts
 * (`longest` / `shortest`: most / fewest pictures). A guest's bought albums are the content
 * simulator's purchases of kind `album`; an actor who bans the caller's country is left out.
 */
export function registerAlbums(app: FastifyInstance, ctx: SimulatorContext, deps: AlbumsDeps) {
  registerResolvers(app, 'query', {
    Query: {
      albums: (_, args, context) => {
        const sort = deps.sorts[textOf(args.sort, 'newest')];
        if (!sort)
          throw graphqlError(GRAPHQL_CODES.badRequest, `Unknown sort ${textOf(args.sort)}`);
        const bought = deps.boughtIds(context, 'album');
        const filter = deps.albumFilter(args.filter, bought);
        if (!filter) return { total: 0, items: [] };
        const country = countryOfCaller(context.caller);
        if (country !== null) filter.visibleIn = country;
        const first = typeof args.first === 'number' ? args.first : 30;
        const page = ctx.catalogue.media.list(filter, sort, {
          limit: Math.min(MAX_FIRST, Math.max(0, first)),
          offset: typeof args.offset === 'number' ? Math.max(0, args.offset) : 0,
        });
        const set = new Set(bought);
        const currency = quoteCurrencyOf(context.caller);
        return {
          total: page.total,
          items: page.items.map((media) => toAlbum(deps, media, set, currency)),
        };
      },
    },
  });
}
