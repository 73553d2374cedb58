import type { FavouritesEvent } from './favourites.machine.ts';
import type { FavouriteNotificationsEvent } from './notifications.machine.ts';

/** The events the favourites domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    favourites: FavouritesEvent;
    'favourites.notifications': FavouriteNotificationsEvent;
  }
}
