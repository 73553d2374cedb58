import { filtersFromSearch, topFromSearch } from '../cams/cams.selectors.ts';
import { TOP_CAM_TYPES, type CamListKind } from '../cams/cams.types.ts';
import type { EventFor, SystemId } from '../shared/systemEvents.ts';
import type { RouteName } from '../shell/routes/index.ts';
import type { ShellRoute } from '../shell/shell.route.ts';
import type { LazyDomain } from './lazyDomains.ts';

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

const NOTHING: RouteLife = { enter: [], leave: [] };

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

/** The incentives ask for the page-load boxes and teasers of every page, a 404's too. */
function incentivesOf(route: ShellRoute): RouteDelivery {
  const routeArgs: Record<string, string> = {};
  if (route.status === 'matched')
    for (const [key, value] of Object.entries(route.params))
      if (value !== undefined) routeArgs[key] = value;
  return {
    to: 'incentives',
    domain: null,
    event: {
      type: 'incentives.routeChanged',
      routeName: route.status === 'matched' ? route.name : 'notFound',
      routeArgs,
    },
  };
}

/** What entering and leaving `route` tells the domains. */
export function routeLife(route: ShellRoute): RouteLife {
  const own = route.status === 'matched' ? (ROUTE_LIVES[route.name]?.(route) ?? NOTHING) : NOTHING;
  const actor =
    route.status === 'matched' && ACTOR_ROUTES.has(route.name)
      ? [actorOpened(route.params.actorName ?? '')]
      : [];
  return { enter: [incentivesOf(route), ...actor, ...own.enter], leave: own.leave };
}

/** Whether two deliveries tell the same recipient the same thing (a query that changed nothing). */
export function sameDelivery(a: RouteDelivery, b: RouteDelivery): boolean {
  return a.to === b.to && JSON.stringify(a.event) === JSON.stringify(b.event);
}
