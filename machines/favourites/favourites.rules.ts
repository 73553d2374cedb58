import type { FavouriteActor } from './favourites.types.ts';

/** Favourite models shown at once (seed 001: default 50; 10 per page on mobile). */
export const FAVOURITES_PAGE_SIZE = 50;
export const FAVOURITES_MOBILE_PAGE_SIZE = 10;

/** Online actors first; within each group the server's order (oldest pin first) stays. */
export function onlineFirst(actors: readonly FavouriteActor[]): FavouriteActor[] {
  return [...actors.filter((a) => a.isOnline), ...actors.filter((a) => !a.isOnline)];
}

/** The list with one actor's online state changed (and sorted again). */
export function withOnline(
  actors: readonly FavouriteActor[],
  actorId: number,
  isOnline: boolean,
): FavouriteActor[] {
  if (!actors.some((actor) => actor.id === actorId && actor.isOnline !== isOnline))
    return actors as FavouriteActor[];
  return onlineFirst(
    actors.map((actor) => (actor.id === actorId ? { ...actor, isOnline } : actor)),
  );
}
