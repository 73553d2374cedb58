/**
 * What a guest can pin: the favourites' own word, in `machines/shared` because the pay tour hands
 * a pin over to them (`favourites.pinResumed` in `domainEvents.ts`) and shared imports no domain.
 */

/** What a guest can pin (contract `favoritePin`/`favoriteUnpin`: `targetType`). */
export const FAVOURITE_TARGET_TYPES = ['actor', 'album', 'sedcards', 'picture'] as const;
export type FavouriteTargetType = (typeof FAVOURITE_TARGET_TYPES)[number];

/** One pinnable thing: an actor, a photo album, a sedcard album or a picture, by id. */
export interface FavouriteTarget {
  targetType: FavouriteTargetType;
  targetId: number;
}
