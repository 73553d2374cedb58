import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { choiceOfQuery } from '../../machines/videos/videos.route.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

const selectSearch = (snapshot: Parameters<typeof selectRoute>[0]) => selectRoute(snapshot).search;

/**
 * The guest's sort and filter as the address keeps them (`sort`, `page`, `tags`, `types`,
 * `models`, `from`, `until`, `testSatisfaction`): read from the shell's route (the one the domain
 * was told of, machines/videos/videos.route.ts), written as a new history entry, so back restores
 * the previous choice.
 */
export function useVideoAddress() {
  const search = useSystemSelector('shell', selectSearch);
  const [, setParams] = useSearchParams();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const choice = useMemo(() => choiceOfQuery(Object.fromEntries(params)), [params]);
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    // A new sort or filter starts at the first page.
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  /** The address's search with the list starting at `page` (the first page names none). */
  const searchAt = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return search === '' ? '' : `?${search}`;
  };
  return { choice, set, params, searchAt };
}
