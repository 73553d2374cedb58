import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GuestChoice } from '../../machines/videos/videos.queries.ts';
import { isVideoSort } from '../../machines/videos/videos.rules.ts';
import {
  VIDEO_TYPES,
  type VideoFilter,
  type VideoType,
} from '../../machines/videos/videos.types.ts';

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The guest's sort and filter as the address keeps them (`sort`, `page`, `tags`, `types`,
 * `models`, `from`, `until`, `testSatisfaction`): read on every render, written as a new history
 * entry, so back restores the previous choice.
 */
export function useVideoAddress() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const choice = useMemo((): GuestChoice => {
    const sort = params.get('sort');
    const filter: VideoFilter = {};
    const tags = list(params.get('tags'));
    if (tags.length > 0) filter.tags = tags;
    const types = list(params.get('types')).filter((type): type is VideoType =>
      (VIDEO_TYPES as readonly string[]).includes(type),
    );
    if (types.length > 0) filter.types = types;
    const models = list(params.get('models')).map(Number).filter(Number.isInteger);
    if (models.length > 0) filter.modelIds = models;
    const from = params.get('from');
    const until = params.get('until');
    if (from) filter.releasedFrom = from;
    if (until) filter.releasedUntil = until;
    return {
      sort: sort && isVideoSort(sort) ? sort : null,
      filter,
      testSatisfaction: params.has('testSatisfaction'),
    };
    // The parameters' text is the identity of the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    // A new sort or filter starts at the first page.
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  return { choice, key, set, params };
}
