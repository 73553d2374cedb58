/** One favourite actor as the realtime frame `FavoriteActors` carries her. */
export interface FavouriteActor {
  id: number;
  name: string;
  isOnline: boolean;
  avatarUrl: string | null;
}

/** What a guest can pin (contract `favoritePin`/`favoriteUnpin`: `targetType`). */
export const FAVOURITE_TARGET_TYPES = ['actor', 'album', 'sedcards', 'picture'] as const;
export type FavouriteTargetType = (typeof FAVOURITE_TARGET_TYPES)[number];

/** One pinnable thing: an actor, a photo album, a sedcard album or a picture, by id. */
export interface FavouriteTarget {
  targetType: FavouriteTargetType;
  targetId: number;
}

/**
 * A pin or unpin sent and not yet confirmed by its push. An unpin keeps what it took away (her
 * tile in the list, or the target among the pins the list does not carry), to put it back when
 * no confirmation comes. (`kind`, not a `pin` flag: the log's redaction masks any field named
 * `pin` as a payment PIN.)
 */
export type FavouriteChange =
  | { kind: 'pin'; target: FavouriteTarget }
  | { kind: 'unpin'; target: FavouriteTarget; tile: FavouriteActor | null; wasExtra: boolean };
