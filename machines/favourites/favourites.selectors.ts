import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine.ts';
import type { FavouriteActor } from './favourites.types.ts';

type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

export type FavouritesStatus = 'waiting' | 'visitor' | 'loading' | 'failed' | 'loaded';

export function selectFavouritesStatus(snapshot: FavouritesSnapshot): FavouritesStatus {
  if (snapshot.matches('visitor')) return 'visitor';
  if (snapshot.matches({ member: 'loaded' })) return 'loaded';
  if (snapshot.matches({ member: 'failed' })) return 'failed';
  if (snapshot.matches('member')) return 'loading';
  return 'waiting';
}

/** The favourites, online first. */
export const selectFavourites = (snapshot: FavouritesSnapshot): FavouriteActor[] =>
  snapshot.context.actors;

export const selectOnlineCount = (snapshot: FavouritesSnapshot): number =>
  snapshot.context.actors.filter((actor) => actor.isOnline).length;
