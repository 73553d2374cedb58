import type { SearchServices } from '../../features/search.ts';

const demoGroup = <T extends 'actors' | 'videos' | 'mediathek' | 'blog'>(
  type: T,
  pattern: string,
) => ({ type, count: 0, link: `/en/search/${type}/${encodeURIComponent(pattern)}/`, items: [] });

/** Answers at once with nothing found; stored patterns are counted in memory. */
export function demoSearchServices(): SearchServices {
  const stored = new Map<string, number>();
  return {
    storeSearchPattern: ({ pattern }) => {
      const searches = (stored.get(pattern.toLowerCase()) ?? 0) + 1;
      stored.set(pattern.toLowerCase(), searches);
      return Promise.resolve({ searchPattern: pattern, searches });
    },
    search: ({ pattern }) =>
      Promise.resolve({
        searchPattern: pattern,
        proposals: [],
        actors: demoGroup('actors', pattern),
        videos: demoGroup('videos', pattern),
        mediathek: demoGroup('mediathek', pattern),
        blog: demoGroup('blog', pattern),
      }),
    saveRecent: () => Promise.resolve(undefined),
    loadRecent: () => Promise.resolve([]),
    fetchResultsPage: () => Promise.resolve({ items: [], total: 0 }),
  };
}
