import type { SnapshotFrom } from 'xstate';
import type { ListMachine } from './list.machine.ts';
import type { DisplayMode, ListItem, ListQuery } from './list.types.ts';

type ListSnapshot<T extends ListItem, Q extends ListQuery> = SnapshotFrom<ListMachine<T, Q>>;

const NONE: readonly never[] = [];

/** The shown query's items (one stable empty array while there are none). */
export function selectItems<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): readonly T[] {
  const { key, entries } = snapshot.context;
  return (key === null ? undefined : entries[key]?.items) ?? NONE;
}

/**
 * What a list view shows: `loading` (nothing yet: skeletons), `failed` (retry), `empty`, or
 * `loaded` (items, maybe refreshing or loading more). `idle` before the first query.
 */
export type ListStatus = 'idle' | 'loading' | 'failed' | 'empty' | 'loaded';

export function selectListStatus<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): ListStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('loaded')) return selectItems(snapshot).length === 0 ? 'empty' : 'loaded';
  return 'idle';
}

/** Whether "load more" (or reaching the end while scrolling) would fetch a further page now. */
export const selectCanLoadMore = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): boolean => snapshot.can({ type: 'ui.loadMore' });

/**
 * Whether scrolling near the end should ask for more: the list has scroll pages left
 * (`ListConfig.scrollPages`) and no failed page; else "load more" is the way on.
 */
export const selectCanAutoLoad = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): boolean => snapshot.can({ type: 'ui.endReached' });

export const selectLoadingMore = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): boolean => snapshot.hasTag('loadingMore');

export const selectRefreshing = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): boolean => snapshot.hasTag('refreshing');

/** A further page or a refresh failed while items stay shown: "retry" is offered beside them. */
export function selectPageFailed<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): 'more' | 'refresh' | null {
  if (snapshot.matches({ data: { loaded: 'moreFailed' } })) return 'more';
  if (snapshot.matches({ data: { loaded: 'refreshFailed' } })) return 'refresh';
  return null;
}

/** The shown query's total, when the service tells it. */
export function selectTotal<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): number | null {
  const { key, entries } = snapshot.context;
  return (key === null ? undefined : entries[key]?.total) ?? null;
}

/** The item index to scroll back to when the grid is shown again. */
export function selectAnchor<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): number {
  const { key, entries } = snapshot.context;
  return (key === null ? undefined : entries[key]?.anchor) ?? 0;
}

/** The grid's type, under which the `tileGrids` domain keeps the guest's chosen mode. */
export const selectGridType = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): string => snapshot.context.config.gridType;

/** The grid's mode until the guest chooses another. */
export const selectDefaultDisplay = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): DisplayMode => snapshot.context.config.display;

/** The page of the list the shown items start at (1 unless the address named another). */
export const selectStartPage = <T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): number => snapshot.context.page;

/**
 * What a list says of the grid it will fill, for a room kept before the grid's part comes:
 * `count` the items the grid will show (null until the list has answered, loaded or empty),
 * whether it will offer "load more", and the grid's type and default mode.
 */
export interface ListShape {
  count: number | null;
  canLoadMore: boolean;
  gridType: string;
  display: DisplayMode;
}

export function selectListShape<T extends ListItem, Q extends ListQuery>(
  snapshot: ListSnapshot<T, Q>,
): ListShape {
  const status = selectListStatus(snapshot);
  const answered = status === 'loaded' || status === 'empty';
  return {
    count: answered ? selectItems(snapshot).length : null,
    canLoadMore: answered && selectCanLoadMore(snapshot),
    gridType: selectGridType(snapshot),
    display: selectDefaultDisplay(snapshot),
  };
}

/** Two shapes alike (a view reading `selectListShape` renders again only when it changes). */
export const sameListShape = (a: ListShape, b: ListShape): boolean =>
  a.count === b.count &&
  a.canLoadMore === b.canLoadMore &&
  a.gridType === b.gridType &&
  a.display === b.display;
