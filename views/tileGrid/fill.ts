import type { ListItem } from '../../machines/list/list.types.ts';

/**
 * How much of a grid's loaded items is rendered: skeletons, the rows on screen, or those and the
 * overscan. A grid that fills from its skeletons takes the last two steps in transitions, which
 * React renders in slices of a few milliseconds, so a phone's first tiles are not one long task
 * (Lighthouse's total blocking time); the rows below the screen follow in a render of their own.
 */
export type Fill = 'skeletons' | 'firstScreen' | 'all';

/**
 * The fill a grid mounts with: items already loaded (back from a tile's page) render at once,
 * so the scroll position can be restored in the same frame and the tiles never flash away.
 */
export const initialFill = (hasItems: boolean): Fill => (hasItems ? 'all' : 'skeletons');

/**
 * The step after `fill` once it is committed, or null when there is none (no items yet, or all
 * rendered). A list that loads again (a new filter) starts over from its skeletons.
 *
 * @example
 * nextFill('skeletons', true); // 'firstScreen'
 * nextFill('firstScreen', true); // 'all'
 */
export function nextFill(fill: Fill, hasItems: boolean): Fill | null {
  if (fill === 'skeletons') return hasItems ? 'firstScreen' : null;
  if (fill === 'firstScreen') return 'all';
  return null;
}

/**
 * The ids of the items in rows `startIndex` to `endIndex` (the virtualizer's range: the rows on
 * screen, overscan left out) of a grid of `columns` tiles a row.
 */
export function visibleIdsOf<T extends ListItem>(
  items: readonly T[],
  range: { startIndex: number; endIndex: number } | null,
  columns: number,
): T['id'][] {
  if (!range) return [];
  return items
    .slice(range.startIndex * columns, (range.endIndex + 1) * columns)
    .map((item) => item.id);
}
