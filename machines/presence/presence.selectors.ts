import type { SnapshotFrom } from 'xstate';
import { byActorOf, entryOf, noEntries } from './byActor.ts';
import type {
  FreeShowFacts,
  presenceMachine,
  PresenceFacts,
  PresenceMoves,
} from './presence.machine.ts';

export type PresenceSnapshot = SnapshotFrom<typeof presenceMachine>;

/** Nothing pushed yet (the domain does not run): every item's own fact stands. */
export const NO_PRESENCE: PresenceFacts = noEntries();

/** No free-show push yet: every channel's and tile's own `freeChat` stands. */
export const NO_FREE_SHOWS: FreeShowFacts = noEntries();

/** Nothing pushed yet: no actor moved. */
export const NO_MOVES: PresenceMoves = noEntries();

/**
 * Facts as pushes would have left them, from a record by actor id (tests, examples).
 *
 * @example
 * isOnline(presenceFacts({ 7: false }), 7, true); // false
 */
export const presenceFacts = (said: Readonly<Record<number, boolean>>): PresenceFacts =>
  byActorOf(said);

/** Free-show facts as pushes would have left them, by channel id (tests, examples). */
export const freeShowFacts = (said: Readonly<Record<number, boolean>>): FreeShowFacts =>
  byActorOf(said);

/** Her last changes' places in the order of the changes, or undefined when none moved her. */
export const moveOf = (moves: PresenceMoves, actorId: number) => entryOf(moves, actorId);

/** When each actor last went offline and came online, in the order of the pushes' changes. */
export const selectMoves = (snapshot: PresenceSnapshot): PresenceMoves => snapshot.context.moves;

/** What the pushes said of each actor (absent: none named her). */
export const selectPresence = (snapshot: PresenceSnapshot): PresenceFacts =>
  snapshot.context.online;

/**
 * Whether an actor is online: what the last push said, else `seed`, the fact her list, profile or
 * channel was answered with.
 *
 * @example
 * isOnline(presenceFacts({ 7: false }), 7, true); // false: a push said she went offline
 * isOnline(NO_PRESENCE, 7, true); // true: no push named her, her tile's answer stands
 */
export const isOnline = (presence: PresenceFacts, actorId: number, seed: boolean): boolean =>
  entryOf(presence, actorId) ?? seed;

/** Whether a free show runs in each channel, as the free-show pushes said it (by channel id). */
export const selectFreeShows = (snapshot: PresenceSnapshot): FreeShowFacts =>
  snapshot.context.freeShows;

/**
 * Whether her free show runs: what the last free-show push for her channel said, else `seed`, the
 * `freeChat` her channel, tile or profile was answered with. `channelId` null: the guest has no
 * channel with her that the page knows of, so no push can name her and her answer stands.
 *
 * @example
 * freeShowOf(freeShowFacts({ 2101: true }), 2101, false); // true: a push said it started
 * freeShowOf(freeShowFacts({ 2101: true }), null, false); // false: her answer stands
 */
export const freeShowOf = (
  freeShows: FreeShowFacts,
  channelId: number | null,
  seed: boolean,
): boolean => (channelId === null ? seed : (entryOf(freeShows, channelId) ?? seed));

/** An actor's presence as a push said it, or null when none named her. */
export const presenceOf = (presence: PresenceFacts, actorId: number): boolean | null =>
  entryOf(presence, actorId) ?? null;

/**
 * Items with their online fact (`field`) overridden by the pushes, each found by its actor's id
 * (`actorIdOf`: the item's own id by default); the same array and items when no push changes one.
 */
export function withPresence<T, F extends keyof T & string>(
  items: readonly T[],
  presence: PresenceFacts,
  field: F,
  actorIdOf: (item: T) => number = (item) => (item as { id: number }).id,
): readonly T[] {
  let changed = false;
  const next = items.map((item) => {
    const pushed = entryOf(presence, actorIdOf(item));
    if (pushed === undefined || item[field] === pushed) return item;
    changed = true;
    return { ...item, [field]: pushed };
  });
  return changed ? next : items;
}

/** Actors online now, or null while the count is not known. */
export const selectOnlineCount = (snapshot: PresenceSnapshot): number | null =>
  snapshot.context.onlineCount;

/** Whether the count is loading, or failed (its retry shows). */
export const selectCountStatus = (snapshot: PresenceSnapshot): 'loading' | 'failed' | null =>
  snapshot.hasTag('countLoading') ? 'loading' : snapshot.hasTag('countFailed') ? 'failed' : null;
