import { createListMachine } from '../list/list.machine.ts';
import type { ListQuery } from '../list/list.types.ts';
import type { TvEpisode, TvPage, TvRequest } from './tv.types.ts';

/** `suggest/{hashId}` (seed 001 §7, TV): what to watch next beside an episode (decision 0027). */
export interface TvSuggestQuery {
  [key: string]: unknown;
  /** The shown episode's id as the path carries it. */
  hashId: string;
}

export const tvSuggestListMachine = createListMachine<
  TvEpisode,
  TvSuggestQuery & { request: TvRequest }
>();

/** The suggestions' list actor (system id), beside the TV domain's other lists. */
export const TV_SUGGEST_LIST = 'tv.suggest.list';

/** The simulator's and the block's size: one row of a desktop grid, two of a phone's. */
export const TV_SUGGEST_SIZE = 8;

/**
 * The suggestions a page asks for: a video page's episode, nothing for a format or post page.
 *
 * @example suggestQueryOf({ kind: 'video', key: '9001' }) // { hashId: '9001' }
 */
export function suggestQueryOf(page: TvPage): ListQuery | null {
  return page.kind === 'video' ? { hashId: page.key } : null;
}
