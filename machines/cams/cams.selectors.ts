import type { SnapshotFrom } from 'xstate';
import type { camsMachine } from './cams.machine.ts';
import {
  CAM_GENDERS,
  CAM_TYPES,
  TOP_CAM_TYPES,
  type ActorCategory,
  type CamFilters,
  type CamGender,
  type CamType,
  type TopCamType,
} from './cams.types.ts';

export type CamsSnapshot = SnapshotFrom<typeof camsMachine>;

export const selectCategories = (snapshot: CamsSnapshot): ActorCategory[] =>
  snapshot.context.categories;

/**
 * The filters of an address (`?gender=F&type=FM&type=FF`): unknown codes are dropped, the order
 * is the table's, so two addresses with the same filters are one list.
 */
export function filtersFromSearch(search: URLSearchParams): CamFilters {
  const genders = search.getAll('gender');
  const types = search.getAll('type');
  return {
    genders: CAM_GENDERS.filter((g) => genders.includes(g)),
    types: CAM_TYPES.filter((t) => types.includes(t)),
  };
}

/** The address's query string of filters (and the top cams tab), the inverse of the above. */
export function searchOfFilters(filters: CamFilters, top: TopCamType | null): string {
  const search = new URLSearchParams();
  for (const gender of filters.genders) search.append('gender', gender);
  for (const type of filters.types) search.append('type', type);
  if (top) search.set('top', top);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const topFromSearch = (search: URLSearchParams): TopCamType | null => {
  const top = search.get('top');
  return TOP_CAM_TYPES.find((type) => type === top) ?? null;
};

/** Toggles one code in a list of codes, keeping the table's order. */
export function toggled<C extends CamGender | CamType>(
  all: readonly C[],
  chosen: readonly C[],
  code: C,
): C[] {
  return all.filter((c) => (c === code ? !chosen.includes(c) : chosen.includes(c)));
}

/**
 * Her ticket shows among the loaded chat shows (the list is by start, so her next shows come
 * first); the live show page lists them. The query service has no per-actor filter for chatShows.
 */
export function showsOfActor<S extends { actorId: number }>(
  shows: readonly S[],
  actorId: number,
): S[] {
  return shows.filter((show) => show.actorId === actorId);
}
