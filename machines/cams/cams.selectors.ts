import type { SnapshotFrom } from 'xstate';
import type { camsMachine } from './cams.machine.ts';
import {
  ACTOR_AGE_RANGES,
  ACTOR_SEARCH_MAX_TEXT,
  CAM_GENDERS,
  CAM_TYPES,
  TOP_CAM_TYPES,
  type ActorCategory,
  type ActorSearch,
  type CamFilters,
  type CamGender,
  type CamType,
  type TopCamType,
} from './cams.types.ts';

export type CamsSnapshot = SnapshotFrom<typeof camsMachine>;

export const selectCategories = (snapshot: CamsSnapshot): ActorCategory[] =>
  snapshot.context.categories;

const isEmptySearch = (search: ActorSearch): boolean =>
  search.text === '' && search.languages.length === 0 && search.ages.length === 0;

/** A language code as the search writes it (`de`); at most this many are kept. */
const LANGUAGE_CODE = /^[a-z]{2}$/;
const MAX_LANGUAGES = 8;

/**
 * The actor search of an address (`?q=lana&lang=de&age=18-24`), or null when it has none: the
 * text trimmed and cut to its longest, languages sorted (two addresses with the same search are
 * one list), unknown ranges dropped.
 */
function actorSearchFromAddress(search: URLSearchParams): ActorSearch | null {
  const text = (search.get('q') ?? '').trim().slice(0, ACTOR_SEARCH_MAX_TEXT);
  const languages = [...new Set(search.getAll('lang'))]
    .filter((code) => LANGUAGE_CODE.test(code))
    .sort()
    .slice(0, MAX_LANGUAGES);
  const ages = search.getAll('age');
  const found: ActorSearch = {
    text,
    languages,
    ages: ACTOR_AGE_RANGES.filter((range) => ages.includes(range)),
  };
  return isEmptySearch(found) ? null : found;
}

/**
 * The filters of an address (`?gender=F&type=FM&type=FF`, and an actor search's `q`, `lang` and
 * `age`): unknown codes are dropped, the order is the table's, so two addresses with the same
 * filters are one list.
 */
export function filtersFromSearch(search: URLSearchParams): CamFilters {
  const genders = search.getAll('gender');
  const types = search.getAll('type');
  const actorSearch = actorSearchFromAddress(search);
  return {
    genders: CAM_GENDERS.filter((g) => genders.includes(g)),
    types: CAM_TYPES.filter((t) => types.includes(t)),
    ...(actorSearch ? { search: actorSearch } : {}),
  };
}

/** The address's query string of filters (and the top cams tab), the inverse of the above. */
export function searchOfFilters(filters: CamFilters, top: TopCamType | null): string {
  const search = new URLSearchParams();
  if (filters.search) {
    if (filters.search.text) search.set('q', filters.search.text);
    for (const code of filters.search.languages) search.append('lang', code);
    for (const range of filters.search.ages) search.append('age', range);
  }
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
 * Her ticket shows among the chat shows list's tiles: her live show page asks the list for hers
 * (`chatShows(modelId)`, the chat tickets by model), and until that answer comes the list may
 * still hold another query's tiles (all shows, or another performer's).
 */
export function showsOfActor<S extends { actorId: number }>(
  shows: readonly S[],
  actorId: number,
): S[] {
  return shows.filter((show) => show.actorId === actorId);
}
