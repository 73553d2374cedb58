import type { SnapshotFrom } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites/favourites.machine.ts';
import type {
  FavouritesList,
  FavouritesListCall,
} from '../../../machines/favourites/favourites.types.ts';
import type { favouriteNotificationsMachine } from '../../../machines/favourites/notifications.machine.ts';
import { createFavouritesApi } from '../../../services/favourites/favouritesApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The favourites talk over the realtime socket; REST (`favorite/actors`) lists them when the
 * socket does not answer in time (decision 0038).
 */
export interface FavouritesServices {
  loadFavourites: IoRun<FavouritesList, FavouritesListCall>;
}

export interface FavouritesSnapshots {
  favourites: SnapshotFrom<typeof favouritesMachine>;
  /** The favourites' notification switches, a child of `favourites` while the list is loaded. */
  'favourites.notifications': SnapshotFrom<typeof favouriteNotificationsMachine>;
}

function favouritesActors(wiring: Wiring, services: FavouritesServices | null) {
  const favourites = provide(favouritesMachine, {
    actors: { loadList: wiring.call('favourites.loadList', services?.loadFavourites) },
  });
  return { favourites };
}

function liveFavouritesServices(deps: LiveDeps): FavouritesServices {
  const api = createFavouritesApi(deps.fetch);
  return { loadFavourites: ({ request }, signal) => api.loadFavourites(request, signal) };
}

/** The favourites domain starts on first use (src/engine/domains/table.ts). */
export const favouritesFeature: LazyFeature<FavouritesServices> = {
  actors: favouritesActors,
  live: liveFavouritesServices,
};
