import type { FavouriteTarget } from '../shared/favouriteTarget.ts';
import type { RequestInput } from '../shared/session.types.ts';

/** One favourite actor as the realtime frame `FavoriteActors` carries her. */
export interface FavouriteActor {
  id: number;
  name: string;
  isOnline: boolean;
  avatarUrl: string | null;
  /** Whether the guest is told by e-mail / SMS when she comes online (our extension). */
  notifications?: ActorNotifications | undefined;
}

/** How the guest may be told that a favourite came online (`setActorNotification`: `medium`). */
export const NOTIFICATION_MEDIA = ['email', 'sms'] as const;
export type NotificationMedium = (typeof NOTIFICATION_MEDIA)[number];
export type ActorNotifications = Record<NotificationMedium, boolean>;

/** One notification switch of one favourite, set on or off (`setActorNotification`). */
export interface NotificationChange {
  actorId: number;
  medium: NotificationMedium;
  enabled: boolean;
}

/** Why a switch's change was taken back: the server refused it, or no answer came in time. */
export type UndoneReason = 'refused' | 'noAnswer';

/** A switch's change taken back, and why (the guest is told). */
export interface UndoneNotification {
  change: NotificationChange;
  reason: UndoneReason;
}

/** The `setActorNotification` a `FavoriteActors` list answers, and whether it was kept. */
export type NotificationAnswer = NotificationChange & { accepted: boolean };

/** The guest's other pins by type, as `FavoriteActors` carries them (our extension). */
export interface FavouritePins {
  album: number[];
  sedcards: number[];
  picture: number[];
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

/** The guest's favourites as `GET favorite/actors` answers them: the `FavoriteActors` frame's. */
export interface FavouritesList {
  actors: FavouriteActor[];
  pins?: FavouritePins | undefined;
}

export interface FavouritesListCall {
  request: RequestInput;
}
