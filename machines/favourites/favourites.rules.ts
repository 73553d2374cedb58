import type { PresenceFacts } from '../presence/presence.machine.ts';
import { withPresence } from '../presence/presence.selectors.ts';
import type { FavouriteActor, FavouriteChange, FavouritePins } from './favourites.types.ts';
import {
  FAVOURITE_TARGET_TYPES,
  type FavouriteTarget,
  type FavouriteTargetType,
} from '../shared/favouriteTarget.ts';

/** Favourite models shown at once (seed 001 §9: default 50; 10 per page on mobile). */
const FAVOURITES_PAGE_SIZE = 50;
const FAVOURITES_MOBILE_PAGE_SIZE = 10;

/** How many favourites a page of them shows (and each "more" adds) in the layout given. */
export const favouritesPageSize = (mobile: boolean): number =>
  mobile ? FAVOURITES_MOBILE_PAGE_SIZE : FAVOURITES_PAGE_SIZE;

/** Online actors first; within each group the server's order (oldest pin first) stays. */
export function onlineFirst(actors: readonly FavouriteActor[]): FavouriteActor[] {
  return [...actors.filter((a) => a.isOnline), ...actors.filter((a) => !a.isOnline)];
}

/**
 * The favourites with their presence as the pushes said it (the presence domain owns it, issue 52
 * §2; her listed `isOnline` stands until a push names her), online first again: the same array
 * when no push changes any.
 */
export function withPresenceOnlineFirst(
  actors: readonly FavouriteActor[],
  presence: PresenceFacts,
): readonly FavouriteActor[] {
  const shown = withPresence(actors, presence, 'isOnline');
  return shown === actors ? actors : onlineFirst(shown);
}

export const sameTarget = (a: FavouriteTarget, b: FavouriteTarget): boolean =>
  a.targetType === b.targetType && a.targetId === b.targetId;

/** The other pins a list carries, as targets (albums, sedcard albums, pictures). */
export function pinsOf(pins: FavouritePins): FavouriteTarget[] {
  return [
    ...pins.album.map((targetId) => ({ targetType: 'album' as const, targetId })),
    ...pins.sedcards.map((targetId) => ({ targetType: 'sedcards' as const, targetId })),
    ...pins.picture.map((targetId) => ({ targetType: 'picture' as const, targetId })),
  ];
}

/** What the pinned state is read from: the list, the other confirmed pins, the changes sent. */
export interface PinnedFacts {
  actors: readonly FavouriteActor[];
  extra: readonly FavouriteTarget[];
  changes: readonly FavouriteChange[];
}

/** The list (actors) or the other confirmed pins hold the target. */
export function isConfirmed(facts: PinnedFacts, target: FavouriteTarget): boolean {
  const listed =
    target.targetType === 'actor' && facts.actors.some((actor) => actor.id === target.targetId);
  return listed || facts.extra.some((pin) => sameTarget(pin, target));
}

/**
 * Pinned as the guest sees it: the last change she made to it (optimistic) if one is still
 * waiting for its confirmation, else what the server confirmed.
 */
export function isPinned(facts: PinnedFacts, target: FavouriteTarget): boolean {
  const last = facts.changes.findLast((change) => sameTarget(change.target, target));
  return last ? last.kind === 'pin' : isConfirmed(facts, target);
}

/** Her last change to the target, still waiting, is an unpin. */
export function isBeingUnpinned(
  changes: readonly FavouriteChange[],
  target: FavouriteTarget,
): boolean {
  return changes.findLast((change) => sameTarget(change.target, target))?.kind === 'unpin';
}

/** The changes without the oldest one of this kind for this target (the one a push confirms). */
export function withoutFirst(
  changes: readonly FavouriteChange[],
  pin: boolean,
  target: FavouriteTarget,
): FavouriteChange[] {
  const kind = pin ? 'pin' : 'unpin';
  const index = changes.findIndex((c) => c.kind === kind && sameTarget(c.target, target));
  return index < 0 ? [...changes] : changes.filter((_, at) => at !== index);
}

/** The push types that confirm a pin or an unpin, by target type (contract `Favorite…`). */
const PIN_PUSHES = {
  actor: ['push.FavoriteActorPinned', 'push.FavoriteActorUnpinned'],
  album: ['push.FavoriteAlbumPinned', 'push.FavoriteAlbumUnpinned'],
  sedcards: ['push.FavoriteSedcardsAlbumPinned', 'push.FavoriteSedcardsAlbumUnpinned'],
  picture: ['push.FavoritePicturePinned', 'push.FavoritePictureUnpinned'],
} as const satisfies Record<FavouriteTargetType, readonly [string, string]>;

export type PinPushType = (typeof PIN_PUSHES)[FavouriteTargetType][number];

/** What a favourite push confirms: the target and whether it is now pinned. */
export function confirmedBy(
  type: PinPushType,
  targetId: number,
): { target: FavouriteTarget; pin: boolean } {
  for (const targetType of FAVOURITE_TARGET_TYPES) {
    const [pinned, unpinned] = PIN_PUSHES[targetType];
    if (type === pinned) return { target: { targetType, targetId }, pin: true };
    if (type === unpinned) return { target: { targetType, targetId }, pin: false };
  }
  throw new Error(`not a favourite push: ${type}`);
}

/** A target read from outside (a stored login action's params), or null if it is not one. */
export function favouriteTargetOf(value: unknown): FavouriteTarget | null {
  if (typeof value !== 'object' || value === null) return null;
  const { targetType, targetId } = value as { targetType?: unknown; targetId?: unknown };
  if (!FAVOURITE_TARGET_TYPES.includes(targetType as FavouriteTargetType)) return null;
  if (typeof targetId !== 'number' || !Number.isSafeInteger(targetId) || targetId <= 0) return null;
  return { targetType: targetType as FavouriteTargetType, targetId };
}

/** The gate ticket of a visitor's pin: names the target, so the answer finds its heart. */
export const pinTicket = (target: FavouriteTarget): string =>
  `pin:${target.targetType}:${target.targetId}`;
