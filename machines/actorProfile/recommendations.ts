import type { CamRequest, CamTile } from '../cams/cams.types.ts';
import { removeItems } from '../list/list.cache.ts';
import { createListMachine } from '../list/list.machine.ts';
import type { PresenceMoves } from '../presence/presence.machine.ts';
import { moveOf } from '../presence/presence.selectors.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';

/**
 * Seed 000 §9 and seed 001 §7, §9: the query service's `recommendations` defaults to 4 actors at
 * age rating 16, and its pool is 16; the profile shows 9 on desktop, a phone 8 in a grid and 5 in
 * a slider. The client asks for the pool (not the default 4) so the shown places stay filled while
 * actors go offline and leave it.
 */
export const RECOMMENDATIONS = {
  /** Actors asked for (the spec's "size 16"). */
  size: 16,
  /** The age rating (fsk) the block asks for. */
  ageRating: 16,
  /** Tiles shown, by place. */
  shown: { desktop: 9, phoneGrid: 8, phoneSlider: 5 },
} as const;

/** The list actor of the block, spawned by the actor profile under this system id. */
export const RECOMMENDATIONS_LIST = 'actorProfile.recommendations.list';

/** A recommended actor is drawn as the performer lists' tile (one tile for every actor grid). */
export type RecommendedActor = CamTile;

/** The block's query: as whom, at which age rating, and whose profile shows it (left out). */
export interface RecommendationQuery extends Record<string, unknown> {
  request: CamRequest;
  ageRating: number;
  /** The shown actor: not recommended on her own page. */
  excludeActorId: number;
}

export type RecommendationPageInput = FetchPageInput<RecommendationQuery>;
export type RecommendationPageOutput = FetchPageOutput<RecommendedActor>;

/** The one list machine, typed for the recommendations (loading, failure with retry, cache). */
export const recommendationsListMachine = createListMachine<
  RecommendedActor,
  RecommendationQuery
>();

/** One change of a recommended actor's presence, at its place in the order of the changes. */
interface Move {
  at: number;
  actorId: number;
  back: boolean;
}

/**
 * The recommendations as the block shows them (seed 000 §4, seed 001 §5: an offline actor is
 * removed from recommendations), derived from the list the service answered and the presence
 * owner's changes (`selectMoves`), replayed in their order: an actor who went offline leaves, and
 * the first actor after the `places` shown takes her place, so no other tile moves; one who came
 * back comes after those shown (in an emptied place, if there is one). The list itself is kept
 * as answered; the same array when none of its actors moved.
 *
 * @example
 * // 1..4 answered, two places: 2 went offline (change 1), then came back (change 2).
 * shownRecommendations(actors, byActorOf({ 2: { wentOffline: 1, cameOnline: 2 } }), 2); // ids 1, 3, 4, 2
 */
export function shownRecommendations<T extends { id: number }>(
  items: readonly T[],
  moves: PresenceMoves,
  places: number = RECOMMENDATIONS.shown.desktop,
): readonly T[] {
  const changes: Move[] = [];
  for (const item of items) {
    const move = moveOf(moves, item.id);
    if (move?.wentOffline == null) continue;
    changes.push({ at: move.wentOffline, actorId: item.id, back: false });
    if (move.cameOnline !== null && move.cameOnline > move.wentOffline)
      changes.push({ at: move.cameOnline, actorId: item.id, back: true });
  }
  if (changes.length === 0) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  let shown = [...items];
  for (const { actorId, back } of changes.sort((a, b) => a.at - b.at)) {
    const item = byId.get(actorId);
    if (!back) shown = removeItems(shown, [actorId], places);
    else if (item && !shown.includes(item)) shown = [...shown, item];
  }
  return shown;
}

/** Where the block stands: the overview's grid, or the offline live page's slider on a phone. */
export type RecommendationPlace = 'grid' | 'slider';

/** How the block is laid out: how many tiles, and whether they scroll sideways in one row. */
export interface RecommendationLayout {
  shown: number;
  slider: boolean;
}

/**
 * The block's layout for the shell's layout (mobile below 1023 px) and its place: desktop shows 9
 * in a grid wherever it stands; a phone 8 in a grid, or 5 in a slider.
 *
 * @example
 * recommendationLayout(true, 'slider'); // { shown: 5, slider: true }
 */
export function recommendationLayout(
  mobile: boolean,
  place: RecommendationPlace,
): RecommendationLayout {
  if (!mobile) return { shown: RECOMMENDATIONS.shown.desktop, slider: false };
  return place === 'slider'
    ? { shown: RECOMMENDATIONS.shown.phoneSlider, slider: true }
    : { shown: RECOMMENDATIONS.shown.phoneGrid, slider: false };
}
