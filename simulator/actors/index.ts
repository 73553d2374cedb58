import type { FastifyInstance } from 'fastify';
import type {
  ActorFilter,
  ActorSort,
  ActorType,
  CatalogueActor,
  Gender,
} from '../catalogue/actors.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers } from '../graphql/index.ts';
import type { GraphqlContext } from '../graphql/registry.ts';
import { guestStateOf, visitorState } from '../guest-state.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { registerActorSearchSimulator } from './search.ts';
import { registerSidebarSimulator } from './sidebar.ts';
import { actorTile, pictures } from './tile.ts';

/** Seed 001 §9: the default actor category (all actors) and the newly registered one. */
const DEFAULT_ACTOR_CATEGORY = 3;
/** Seed 001 §7: recommendations default to 4. */
const DEFAULT_RECOMMENDATIONS = 4;
const MAX_PAGE = 100;
const GENDERS: readonly string[] = ['N', 'M', 'F'] satisfies Gender[];
const TYPES: readonly string[] = ['F', 'M', 'FM', 'FF', 'S'] satisfies ActorType[];
type TopCamType = 'BEST_CHATS' | 'TOP_100' | 'FAVORITES' | 'VIDEO_CALL';

interface ListFilterArgs {
  genders?: string[] | null;
  types?: string[] | null;
  categoryId?: number | null;
  categorySlug?: string | null;
  freeChat?: boolean | null;
  online?: boolean | null;
}

/** The `TopCam` of actors.graphql (seed 001 §3), its price in the caller's currency. */
function topCam(actor: CatalogueActor, currency: QuoteCurrency) {
  return {
    id: actor.id,
    name: actor.name,
    profileLink: `/en/amateur/${actor.slug}/`,
    online: actor.isOnline,
    onlineVideocall: actor.isOnlineMobileVideocall,
    age: actor.profile.age,
    gender: actor.gender,
    type: actor.type,
    freeChat: actor.freeChat,
    avatarPicture: pictures(actor.id),
    previewPicture: pictures(actor.id),
    spokenLanguages: actor.profile.languages,
    ratingCount: actor.chatRatings.lastNinetyDays.countRatings,
    satisfactionRate: actor.chatRatings.lastNinetyDays.satisfactionRate,
    rankingPointsVideoCall: actor.rankingPoints,
    videocallPrice: quote(actor.chatPrices.videoChat, currency),
    chatFeatures: actor.chatFeatures,
  };
}

/** The caller's country: actors who ban it are not listed for them (seed 001 §5). */
function countryOf(context: GraphqlContext): string {
  const state =
    context.caller.kind === 'guest' ? guestStateOf(context.caller.account) : visitorState();
  return state.geoLocation?.countryCode ?? 'DE';
}

function codes(values: string[] | null | undefined, allowed: readonly string[], what: string) {
  if (!values) return undefined;
  const bad = values.find((value) => !allowed.includes(value));
  if (bad !== undefined) throw graphqlError(GRAPHQL_CODES.badUserInput, `Unknown ${what} ${bad}`);
  return values;
}

/** The catalogue filter of a models list's arguments; an unknown category slug is an error. */
function actorFilter(
  catalogue: Catalogue,
  args: ListFilterArgs | null | undefined,
  country: string,
): ActorFilter {
  const filter: ActorFilter = { visibleIn: country };
  const genders = codes(args?.genders, GENDERS, 'gender') as Gender[] | undefined;
  const types = codes(args?.types, TYPES, 'type') as ActorType[] | undefined;
  if (genders && genders.length > 0) filter.genders = genders;
  if (types && types.length > 0) filter.types = types;
  let categoryId = args?.categoryId ?? DEFAULT_ACTOR_CATEGORY;
  if (args?.categorySlug) {
    const category = catalogue.categories('actor').find((c) => c.slug === args.categorySlug);
    if (!category) throw graphqlError(GRAPHQL_CODES.badUserInput, 'Unknown category');
    categoryId = category.id;
  }
  // Category 3 is every actor: no filter needed.
  if (categoryId !== DEFAULT_ACTOR_CATEGORY) filter.categoryId = categoryId;
  if (typeof args?.freeChat === 'boolean') filter.freeChat = args.freeChat;
  if (typeof args?.online === 'boolean') filter.online = args.online;
  return filter;
}

const bounds = (offset: unknown, limit: unknown) => ({
  offset: Math.max(0, Number(offset ?? 0) | 0),
  limit: Math.min(MAX_PAGE, Math.max(1, Number(limit ?? 30) | 0)),
});

/** One page with the totals: `ranking` puts online actors first (sort of the catalogue). */
function page(
  catalogue: Catalogue,
  filter: ActorFilter,
  sort: ActorSort,
  offset: number,
  limit: number,
) {
  const { total, items } = catalogue.actors.list(filter, sort, { offset, limit });
  const onlineTotal =
    filter.online === false
      ? 0
      : catalogue.actors.list({ ...filter, online: true }, 'ranking', { limit: 1 }).total;
  return { total, onlineTotal, items };
}

const TOP_CAMS: Record<TopCamType, { filter: ActorFilter; sort: ActorSort; cap?: number }> = {
  BEST_CHATS: { filter: {}, sort: 'rating' },
  TOP_100: { filter: {}, sort: 'ranking', cap: 100 },
  // The most pinned actors: the simulator's stars stand for them.
  FAVORITES: { filter: { star: true }, sort: 'ranking' },
  VIDEO_CALL: { filter: { mobileVideocall: true }, sort: 'ranking' },
};

/**
 * The query service's performer lists over the catalogue (services/graphql/schema/query/actors.graphql):
 * `models` (filters, online first, with the online total), `topCams(type, online)`,
 * `recommendations` (online only), `onlineActorsAmount`, `actorCategories`. Any caller with a
 * Vxql-Token (visitors too); actors who ban the caller's country are left out, and prices are in
 * the caller's currency (`quoteCurrencyOf`: a franc guest's CHF).
 */
export function registerActorsSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { catalogue } = ctx;
  registerActorSearchSimulator(app, ctx);
  registerSidebarSimulator(app, ctx);
  registerResolvers(app, 'query', {
    Query: {
      models: (_, args, context) => {
        const { offset, limit } = bounds(args.offset, args.limit);
        const filter = actorFilter(catalogue, args.filter as ListFilterArgs, countryOf(context));
        const result = page(catalogue, filter, 'ranking', offset, limit);
        const currency = quoteCurrencyOf(context.caller);
        return { ...result, items: result.items.map((actor) => actorTile(actor, currency)) };
      },
      topCams: (_, args, context) => {
        const type = args.type as TopCamType;
        const spec = TOP_CAMS[type];
        const { offset, limit } = bounds(args.offset, args.limit);
        const filter: ActorFilter = { ...spec.filter, visibleIn: countryOf(context) };
        if (typeof args.online === 'boolean') filter.online = args.online;
        const cap = spec.cap ?? Number.MAX_SAFE_INTEGER;
        const capped = Math.max(0, Math.min(limit, cap - offset));
        const result = page(catalogue, filter, spec.sort, offset, Math.max(1, capped));
        return {
          total: Math.min(result.total, cap),
          onlineTotal: Math.min(result.onlineTotal, cap),
          items:
            capped === 0
              ? []
              : result.items.map((actor) => topCam(actor, quoteCurrencyOf(context.caller))),
        };
      },
      recommendations: (_, args, context) => {
        const first = Math.min(50, Math.max(1, Number(args.first ?? DEFAULT_RECOMMENDATIONS) | 0));
        const filter: ActorFilter = { online: true, visibleIn: countryOf(context) };
        const currency = quoteCurrencyOf(context.caller);
        return catalogue.actors
          .list(filter, 'ranking', { limit: first })
          .items.map((actor) => actorTile(actor, currency));
      },
      onlineActorsAmount: () => catalogue.actors.countOnline(),
      actorCategories: () => catalogue.categories('actor'),
    },
  });
}
