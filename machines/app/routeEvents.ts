import { filtersFromSearch, topFromSearch } from '../cams/cams.selectors.ts';
import { TOP_CAM_TYPES, type CamListKind } from '../cams/cams.types.ts';
import type { EventFor, SystemId } from '../shared/systemEvents.ts';
import type { IncentiveRoute } from '../incentives/incentives.types.ts';
import type { RouteName } from '../shell/routes/index.ts';
import type { RouteToldEvent, ShellRoute } from '../shell/shell.route.ts';
import { libraryManifest } from '../library/library.manifest.ts';
import { liveChatManifest } from '../liveChat/liveChat.manifest.ts';
import { rewardsManifest } from '../rewards/rewards.manifest.ts';
import { videosManifest } from '../videos/videos.manifest.ts';
import type { LazyDomain } from './lazyDomains.ts';
import { routeDomain } from './routeDomains.ts';

/**
 * What a domain is told when the guest enters a route and when she leaves it: the root sends
 * these (machines/app/app.machine.ts), so that no view opens or closes a domain as it mounts, and
 * a replay tells the domains at the same records without any view.
 */
export type RouteDelivery = {
  [K in SystemId]: {
    readonly to: K;
    readonly event: EventFor<K>;
    /** The lazy domain the recipient is (null: one that runs from boot, told once it is ready). */
    readonly domain: LazyDomain | null;
  };
}[SystemId];

export interface RouteLife {
  readonly enter: readonly RouteDelivery[];
  readonly leave: readonly RouteDelivery[];
}

type Matched = Extract<ShellRoute, { status: 'matched' }>;

const camList = (route: Matched, list: CamListKind): RouteDelivery => ({
  to: 'cams',
  domain: 'cams',
  event: {
    type: 'ui.listShown',
    list,
    filters: filtersFromSearch(new URLSearchParams(route.search)),
  },
});

const actorOpened = (actorName: string): RouteDelivery => ({
  to: 'actorProfile',
  domain: 'actorProfile',
  event: { type: 'actorProfile.open', actorName },
});

/** The routes whose domain is told of them, by name. */
const ROUTE_LIVES: Partial<Record<RouteName, (route: Matched) => RouteLife>> = {
  cams: (route) => {
    const top = topFromSearch(new URLSearchParams(route.search));
    return {
      enter: [camList(route, top ? { kind: 'top', type: top } : { kind: 'cams' })],
      leave: [],
    };
  },
  newGirls: (route) => ({ enter: [camList(route, { kind: 'newGirls' })], leave: [] }),
  freeChat: (route) => ({ enter: [camList(route, { kind: 'freeChat' })], leave: [] }),
  category: (route) => ({
    enter: [camList(route, { kind: 'category', slug: route.params.categorySlug ?? '' })],
    leave: [],
  }),
  actorTopCams: (route) => ({
    enter: [
      actorOpened(route.params.actorName ?? ''),
      camList(route, {
        kind: 'top',
        type: topFromSearch(new URLSearchParams(route.search)) ?? TOP_CAM_TYPES[0],
      }),
    ],
    leave: [],
  }),
  actorVideoDetails: (route) => content(route, 'video', route.params.videoId),
  actorPhotoAlbum: (route) => content(route, 'album', route.params.albumId),
  feed: () => ({
    enter: [{ to: 'feed', domain: 'feed', event: { type: 'ui.feedOpened', model: null } }],
    leave: [{ to: 'feed', domain: 'feed', event: { type: 'ui.feedClosed' } }],
  }),
  myMediathekFeed: () => ({
    enter: [{ to: 'feed', domain: 'feed', event: { type: 'ui.boughtOpened' } }],
    leave: [{ to: 'feed', domain: 'feed', event: { type: 'ui.boughtClosed' } }],
  }),
};

function content(route: Matched, kind: 'video' | 'album', id: string | undefined): RouteLife {
  const actorName = route.params.actorName ?? '';
  return {
    enter: [
      actorOpened(actorName),
      {
        to: 'content',
        domain: 'content',
        event: { type: 'content.open', kind, actorName, id: Number(id) },
      },
    ],
    leave: [{ to: 'content', domain: 'content', event: { type: 'content.close' } }],
  };
}

/** The actor's profile is open on every route that names her (its header, her state, her chat). */
const ACTOR_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'actorProfile',
  'actorAboutMe',
  'actorVideos',
  'actorVideosByTag',
  'actorClassicVideos',
  'actorLiveShow',
  'actorFeed',
  'actorGiftCalendar',
]);

/** A page as the incentives' page-load and teaser calls name it (a 404 is `notFound`). */
export function incentivesRouteOf(route: ShellRoute): IncentiveRoute {
  const routeArgs: Record<string, string> = {};
  if (route.status === 'matched')
    for (const [key, value] of Object.entries(route.params))
      if (value !== undefined) routeArgs[key] = value;
  return { routeName: route.status === 'matched' ? route.name : 'notFound', routeArgs };
}

/** The incentives ask for the page-load boxes and teasers of every page, a 404's too. */
function incentivesOf(route: ShellRoute): RouteDelivery {
  return {
    to: 'incentives',
    domain: null,
    event: { type: 'incentives.routeChanged', ...incentivesRouteOf(route) },
  };
}

/**
 * The domains told of their routes as they are (`route.entered` with the route's parameters and
 * the query parameters the domain reads, named in its manifest, `route.left`): each turns its
 * route into its own asks with its own code, which this table does not import.
 */
const TOLD = {
  tv: { query: () => ({}), tell: (event: RouteToldEvent) => ({ to: 'tv', domain: 'tv', event }) },
  videos: {
    query: (search: string) => queryOf(search, videosManifest.addressKeys),
    tell: (event: RouteToldEvent) => ({ to: 'videos', domain: 'videos', event }),
  },
  blog: {
    query: () => ({}),
    tell: (event: RouteToldEvent) => ({ to: 'blog', domain: 'blog', event }),
  },
  rewards: {
    query: (search: string) => queryOf(search, rewardsManifest.addressKeys),
    tell: (event: RouteToldEvent) => ({ to: 'rewards', domain: 'rewards', event }),
  },
  library: {
    query: (search: string) => queryOf(search, libraryManifest.addressKeys),
    tell: (event: RouteToldEvent) => ({ to: 'library', domain: 'library', event }),
  },
  legal: {
    query: () => ({}),
    tell: (event: RouteToldEvent) => ({ to: 'legal', domain: 'legal', event }),
  },
  favourites: {
    query: () => ({}),
    tell: (event: RouteToldEvent) => ({ to: 'favourites', domain: 'favourites', event }),
  },
  gallery: {
    query: () => ({}),
    tell: (event: RouteToldEvent) => ({ to: 'gallery', domain: 'gallery', event }),
  },
  liveChat: {
    query: (search: string) => queryOf(search, liveChatManifest.addressKeys),
    tell: (event: RouteToldEvent) => ({ to: 'liveChat', domain: 'liveChat', event }),
  },
} satisfies Partial<
  Record<
    LazyDomain,
    {
      query: (search: string) => Readonly<Record<string, string>>;
      tell: (event: RouteToldEvent) => RouteDelivery;
    }
  >
>;

/** The query string's parameters named `keys` (those a domain reads), by name. */
function queryOf(search: string, keys: readonly string[]): Readonly<Record<string, string>> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

const isTold = (domain: LazyDomain | undefined): domain is keyof typeof TOLD =>
  domain !== undefined && Object.hasOwn(TOLD, domain);

/**
 * The domains whose blocks a route's screen shows though the route is not theirs (the start
 * page's strips, her profile's albums, the mediathek's photos): each is told of the route as of its own, once a block's
 * gate has started it (the root tells a domain its route as it starts), and the route does not
 * start it.
 */
const BLOCKS_OF: Partial<Record<RouteName, readonly (keyof typeof TOLD)[]>> = {
  home: ['favourites', 'videos', 'blog'],
  actorProfile: ['videos'],
  // The mediathek's photos are the library's sections, with the album removal of `mediathek`.
  myMediathekPhotos: ['library'],
  // A video's or an album's page: its ratings, views, share and breadcrumb (decision 0037).
  actorVideoDetails: ['gallery'],
  actorPhotoAlbum: ['gallery'],
  // Her live-show page runs the chat its address names (`?chat=`).
  actorLiveShow: ['liveChat'],
};

function told(route: Matched, domains: readonly (keyof typeof TOLD)[]): RouteLife {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(route.params))
    if (value !== undefined) params[key] = value;
  const life = domains.map((domain) => {
    const { query, tell } = TOLD[domain];
    return {
      enter: tell({ type: 'route.entered', name: route.name, params, query: query(route.search) }),
      leave: tell({ type: 'route.left', name: route.name }),
    };
  });
  return { enter: life.map(({ enter }) => enter), leave: life.map(({ leave }) => leave) };
}

/** The route's own domain, when it is one told of its routes. */
function ownDomain(route: Matched): (keyof typeof TOLD)[] {
  const domain = routeDomain(route.name);
  return isTold(domain) ? [domain] : [];
}

/** What entering and leaving `route` tells the domains. */
export function routeLife(route: ShellRoute): RouteLife {
  if (route.status !== 'matched') return { enter: [incentivesOf(route)], leave: [] };
  const own = ROUTE_LIVES[route.name]?.(route) ?? told(route, ownDomain(route));
  const blocks = told(route, BLOCKS_OF[route.name] ?? []);
  const actor = ACTOR_ROUTES.has(route.name) ? [actorOpened(route.params.actorName ?? '')] : [];
  return {
    enter: [incentivesOf(route), ...actor, ...own.enter, ...blocks.enter],
    leave: [...own.leave, ...blocks.leave],
  };
}

/** Whether two deliveries tell the same recipient the same thing (a query that changed nothing). */
export function sameDelivery(a: RouteDelivery, b: RouteDelivery): boolean {
  return a.to === b.to && JSON.stringify(a.event) === JSON.stringify(b.event);
}
