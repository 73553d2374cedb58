import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine.ts';
import { isPinned, sameTarget } from './favourites.rules.ts';
import type { FavouriteTarget } from '../shared/favouriteTarget.ts';
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

/** The favourites as listed, online first (the views overlay the pushes: `withPresenceOnlineFirst`). */
export const selectFavourites = (snapshot: FavouritesSnapshot): FavouriteActor[] =>
  snapshot.context.actors;

/**
 * What a heart shows besides filled or empty:
 * - `waiting`: the guest's pins are not known yet, or her login for this pin is under way;
 * - `saving`: her change waits for the server's confirmation;
 * - `undone`: her last change was not confirmed in time and was taken back;
 * - `failed`: her favourites could not be loaded (the heart offers the retry);
 * - `declined`: a visitor's pin needs a login, which is not offered now;
 * - `ready`: none of these.
 */
type HeartStatus = 'waiting' | 'ready' | 'saving' | 'undone' | 'failed' | 'declined';

export interface HeartView {
  pinned: boolean;
  status: HeartStatus;
  /** The heart's press is taken now (a pin when empty, an unpin when filled, a retry when failed). */
  enabled: boolean;
}

/** Before the domain runs: nothing known, nothing to press yet. */
export const HEART_NOT_STARTED: HeartView = { pinned: false, status: 'waiting', enabled: false };

/**
 * A visitor's heart before the domain runs (a visitor has no pins, and her page does not start
 * it): empty, and its press is taken; the press starts the domain, whose gate asks her to log in.
 */
export const VISITOR_HEART_NOT_STARTED: HeartView = {
  pinned: false,
  status: 'ready',
  enabled: true,
};

const mine = (target: FavouriteTarget | null, of: FavouriteTarget) =>
  target !== null && sameTarget(target, of);

function heartStatus(snapshot: FavouritesSnapshot, target: FavouriteTarget): HeartStatus {
  const { context } = snapshot;
  if (snapshot.matches({ visitor: 'gated' }) || snapshot.matches({ visitor: 'resuming' }))
    return mine(context.asked, target) ? 'waiting' : 'ready';
  if (snapshot.matches({ visitor: 'declined' }))
    return mine(context.asked, target) ? 'declined' : 'ready';
  if (snapshot.matches('visitor')) return 'ready';
  if (snapshot.matches({ member: 'failed' })) return 'failed';
  if (!snapshot.matches({ member: 'loaded' })) return 'waiting';
  if (context.changes.some((change) => sameTarget(change.target, target))) return 'saving';
  if (
    snapshot.matches({ member: { loaded: 'undone' } }) &&
    context.undone.some((change) => sameTarget(change.target, target))
  )
    return 'undone';
  return 'ready';
}

/**
 * One heart (an actor, album, sedcard album or picture): filled or not, what it says besides,
 * and whether a press is taken now (`snapshot.can`, so no rule is derived here). A visitor's
 * heart is empty and takes the press (the gate asks her to log in); it shows filled once her
 * login succeeded and the pin follows the reload.
 */
export function selectHeart(snapshot: FavouritesSnapshot, target: FavouriteTarget): HeartView {
  const status = heartStatus(snapshot, target);
  const pinned = snapshot.matches('visitor')
    ? snapshot.matches({ visitor: 'resuming' }) && mine(snapshot.context.asked, target)
    : snapshot.matches({ member: 'loaded' }) && isPinned(snapshot.context, target);
  const press =
    status === 'failed'
      ? ({ type: 'ui.retry' } as const)
      : ({ type: pinned ? 'ui.unpin' : 'ui.pin', ...target } as const);
  return { pinned, status, enabled: status !== 'waiting' && snapshot.can(press) };
}

/** Two heart views say the same (the selector makes a new object each time). */
export const sameHeart = (a: HeartView, b: HeartView): boolean =>
  a.pinned === b.pinned && a.status === b.status && a.enabled === b.enabled;
