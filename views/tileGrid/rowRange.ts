import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The rows a grid renders: the rows on screen and the overscan around them, except that rows a
 * page has just added (from `newRowsFrom` on) render only where they are on screen. The task that
 * takes a page then mounts the tiles the guest sees, and the overscan below them follows after it
 * (a transition, `useRowVirtualizer.ts`), instead of some 15 video tiles in one (the grids bench:
 * 50 to 65 ms, a long task at nearly every page while the guest waits at the list's end).
 *
 * @example
 * rowsToRender({ startIndex: 10, endIndex: 12, overscan: 3, count: 20 }, 13); // [7, …, 12]
 * rowsToRender({ startIndex: 10, endIndex: 12, overscan: 3, count: 20 }, null); // [7, …, 15]
 */
export function rowsToRender(
  range: Pick<Range, 'startIndex' | 'endIndex' | 'overscan' | 'count'>,
  newRowsFrom: number | null,
): number[] {
  const rows = defaultRangeExtractor(range);
  return newRowsFrom === null
    ? rows
    : rows.filter((row) => row < newRowsFrom || row <= range.endIndex);
}
