import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine.ts';
import { SEARCH_RESULT_CATEGORIES, type SearchGroup, type SearchResult } from './search.types.ts';

type Snapshot = SnapshotFrom<typeof searchMachine>;

export const selectSearchOpen = (snapshot: Snapshot): boolean => snapshot.hasTag('open');
export const selectSearchPattern = (snapshot: Snapshot): string => snapshot.context.pattern;
export const selectRecentSearches = (snapshot: Snapshot): string[] => snapshot.context.recent;
/** `idle` (nothing long enough typed), `loading`, `failed` or `shown`. */
export const selectSearchStatus = (snapshot: Snapshot): 'idle' | 'loading' | 'failed' | 'shown' =>
  snapshot.hasTag('tooShort')
    ? 'idle'
    : snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('failed')
        ? 'failed'
        : 'shown';
/** The groups of an answer that were sent, in the order of SEARCH_RESULT_CATEGORIES. */
export const groupsOf = (result: SearchResult): SearchGroup[] =>
  SEARCH_RESULT_CATEGORIES.flatMap((category) => result[category] ?? []);

/** The found groups with at least one hit, in the order of seed 001 §3. */
export const selectSearchGroups = (snapshot: Snapshot): SearchGroup[] => {
  const result = snapshot.context.result;
  if (!result) return [];
  return groupsOf(result).filter((group) => group.count > 0);
};
