import {
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { keepMeasuredRows, measuredRowsOf } from './measuredRows.ts';
import { observeWindowOffsetInTask } from './offsetInTask.ts';
import { rowsToRender } from './rowRange.ts';

export interface RowVirtualizerOptions {
  /** The grid's list and layout (mode, columns, width): what its measured rows are kept by. */
  layout: string;
  rows: number;
  columns: number;
  /** The mode's estimate of a row's height (px) until a row is measured. */
  height: number;
  overscan: number;
  /** Where the rows start on the page (the window scrolls, not the grid). */
  scrollMargin: number;
  /** The window's size without a window (server rendering, tests). */
  initialRect: { width: number; height: number };
  /** The grid mounts with its items (back from a tile's page): its rows as they were measured. */
  hasItems: boolean;
}

/**
 * The tile grid's rows virtualized against the window: rows a scroll brings in render in a task
 * after the scroll event's (`offsetInTask.ts`), a page's new rows where they are on screen first
 * (`rowRange.ts`), rows not yet shown are estimated at the last row measured, and the rows'
 * heights are kept when the grid is left (`measuredRows.ts`).
 */
export function useRowVirtualizer(options: RowVirtualizerOptions): Virtualizer<Window, Element> {
  const { layout, rows, columns, height, overscan, scrollMargin, initialRect, hasItems } = options;
  // A page's new rows: on screen in the page's task, the overscan after it (rowRange.ts), as a
  // transition: React renders those tiles in slices of about 5 ms, where the effect's update
  // rendered them in one scheduler task (some 15 video tiles below the screen; grids bench,
  // videos to item 2 000 alternated with the build before, three runs each at load 13 to 16:
  // long tasks 117 -> 97, the scheduler's time in long frames 1 315 -> 742 ms, medians).
  const [settledRows, setSettledRows] = useState(rows);
  const newRowsFrom = rows > settledRows ? settledRows : null;
  useEffect(() => {
    if (rows !== settledRows) startTransition(() => setSettledRows(rows));
  }, [rows, settledRows]);
  const rangeExtractor = useCallback(
    (range: Range) => rowsToRender(range, newRowsFrom),
    [newRowsFrom],
  );
  const lastRowHeight = useRef<number | null>(null);
  const [initialRows] = useState(() => (hasItems ? measuredRowsOf(layout) : []));
  const virtualizer = useWindowVirtualizer({
    initialMeasurementsCache: initialRows,
    count: rows,
    // Rows not yet shown are as tall as the last row measured (a grid's rows are alike), so a
    // row that comes in is placed where it will stay: with the mode's fixed estimate every new
    // row was moved when the resize observer measured it, a render more in the frame's task.
    estimateSize: () => lastRowHeight.current ?? height,
    // A grid's row (rows of several tiles, alike) attached once a row was measured is measured by
    // the resize observer only, after the frame's own layout: measured when its ref is attached
    // (no observer entry yet), each new row's height was read from the layout in the commit's
    // task, a forced layout of the rows just committed (30 to 110 ms of the long tasks over a
    // page of videos, grids bench 2026-11-29). Until the observer's entry it is as tall as the
    // last row measured. Rows of one item (a feed's posts) differ: they are measured at once.
    measureElement: (element, entry, instance) => {
      if (!entry && columns > 1 && lastRowHeight.current !== null)
        return rowSizeKnown(instance, element, lastRowHeight.current);
      const size = exactHeight(element, entry, instance);
      lastRowHeight.current = size;
      return size;
    },
    overscan,
    rangeExtractor,
    scrollMargin,
    initialRect,
    observeElementOffset: observeWindowOffsetInTask,
    // Not `useScrollendEvent` (#21): Chromium fires `scrollend` after every instant scroll step,
    // so the scroll "ends" every frame instead of once 150 ms after the last step, and its
    // handler reads `scrollY` as the timer's does (feed bench, 300 posts: no fewer long tasks).
  });
  // A mode or column change changes every row's height: measure again.
  const measuredFor = useRef(`${columns} ${height}`);
  useEffect(() => {
    if (measuredFor.current === `${columns} ${height}`) return;
    measuredFor.current = `${columns} ${height}`;
    lastRowHeight.current = null;
    virtualizer.measure();
  }, [virtualizer, columns, height]);
  const leftLayout = useRef(layout);
  useLayoutEffect(() => {
    leftLayout.current = layout;
  });
  useLayoutEffect(
    () => () => keepMeasuredRows(leftLayout.current, virtualizer.measurementsCache),
    [virtualizer],
  );
  return virtualizer;
}

/** Rows before the end at which infinite scroll asks for the next page. */
const END_AHEAD_ROWS = 2;

/**
 * Whether the grid's end is near: the last row on screen is `END_AHEAD_ROWS` rows before the last
 * row or past it. The rows on screen (the virtualizer's range), not the rows rendered: counting the
 * overscan below the screen, a press for more on a list of short pages (a phone's favourites, a
 * collection) loaded the following page at once, without a scroll (review M1).
 */
export function endIsNear(virtualizer: Virtualizer<Window, Element>): boolean {
  const onScreen = virtualizer.calculateRange();
  const rows = virtualizer.options.count;
  return onScreen !== null && rows > 0 && onScreen.endIndex >= rows - 1 - END_AHEAD_ROWS;
}

/**
 * A row's height as the resize observer reports it, to the fraction of a pixel: the library's
 * own measure rounds it, so rows of 381.31 px (a phone's recommended cam tiles) were placed 381 px
 * apart and the grid was 1.24 px shorter than its four rows, and than its skeleton rows
 * (e2e/profileRooms.e2e.ts). Without the observer's entry, the library's (the height measured for
 * the row before, else its `offsetHeight`) until the entry comes.
 */
export function exactHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  return box ? box.blockSize : measureElement(element, entry, instance);
}

/**
 * The height of a grid's row without reading the layout: the height measured for it, else
 * `alike` (the last row measured).
 */
export function rowSizeKnown(
  instance: Virtualizer<Window, Element>,
  element: Element,
  alike: number,
): number {
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
    alike
  );
}
