import type { SnapshotFrom } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites/favourites.machine.ts';
import type { favouriteNotificationsMachine } from '../../../machines/favourites/notifications.machine.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { Wiring } from '../wiring.ts';

/** The favourites talk over the realtime socket only: no services of their own. */
export type FavouritesServices = Record<string, never>;

export interface FavouritesSnapshots {
  favourites: SnapshotFrom<typeof favouritesMachine>;
  /** The favourites' notification switches, a child of `favourites` while the list is loaded. */
  'favourites.notifications': SnapshotFrom<typeof favouriteNotificationsMachine>;
}

function favouritesActors(_wiring: Wiring, _services: FavouritesServices | null) {
  return { favourites: favouritesMachine };
}

/** The favourites domain starts on first use (src/engine/domains/table.ts). */
export const favouritesFeature: LazyFeature<FavouritesServices> = {
  actors: favouritesActors,
  live: () => ({}),
};
