import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { useLocation } from 'react-router';
import {
  selectAnchor,
  selectCanAutoLoad,
  selectCanLoadMore,
  selectDefaultDisplay,
  selectGridType,
  selectItems,
  selectListStatus,
  selectLoadingMore,
  selectPageFailed,
  selectRefreshing,
  selectTotal,
} from '../../machines/list/list.selectors.ts';
import type { DisplayMode, ListItem, ListQuery } from '../../machines/list/list.types.ts';
import { columnsFor } from './breakpoints.ts';
import {
  DisplayToggle,
  GridCount,
  GridFooter,
  SkeletonRows,
  type SkeletonTile,
} from './TileGridParts.tsx';
import { FailedView } from '../layout/FailedView.tsx';
import '../layout/inlineBox.css';
import { TileRow, visibleIdsOf, type TileContext } from './TileRow.tsx';
import { useFirstFill } from './useFirstFill.ts';
import { useGridMode } from './useGridMode.ts';
import { useList, useListSelector } from './useList.ts';
import { endIsNear, useRowVirtualizer } from './useRowVirtualizer.ts';
import { useViewportWidth } from './useViewportWidth.ts';
import './tileGrid.css';

export type { BackToListState, TileContext } from './TileRow.tsx';
export type { SkeletonTile } from './TileGridParts.tsx';

export interface TileGridProps<T extends ListItem> {
  /** The system id of the list actor the domain spawned (e.g. `cams.list`). */
  list: `${string}.list`;
  /** The grid's accessible name. */
  label: string;
  renderTile: (item: T, tile: TileContext) => ReactNode;
  /**
   * Row heights by mode (px): estimates for rows not yet shown. A shown row is measured and is as
   * tall as its tallest tile, so a phone's shorter tiles leave no gap.
   */
  rowHeight: Record<DisplayMode, number>;
  /**
   * The skeleton of the real tile (its classes, so its size), drawn in the skeleton rows while
   * the list loads: a skeleton row is then as high as the tiles' row at every width. Without
   * one, the skeleton rows are `rowHeight` high.
   */
  skeletonTile?: SkeletonTile;
  /** Shown when the query has no items. */
  emptyText?: string;
  /** The failure's line (default: the list's generic one). */
  failedText?: string;
  /**
   * The items as the grid shows them, derived from the list's (the same array when nothing
   * changes): e.g. the recommendations without the actors who went offline (issue 52 §2).
   */
  arrange?: (items: readonly T[]) => readonly T[];
  /**
   * A block of a fixed size (recommendations): at most this many items are shown, and the
   * skeletons take the rows they will take, so nothing below moves when they arrive.
   */
  limit?: number;
  /** One row that scrolls sideways (a phone's slider) instead of rows of `columnsFor(width)`. */
  slider?: boolean;
  /** Width and height used without a window (server rendering, tests). */
  serverViewport?: { width: number; height: number };
  /** Hide the grid/list toggle: the list's own mode is shown (e.g. the feed, a list). */
  noDisplayToggle?: boolean;
  /**
   * The ids of the items whose rows are on screen now (overscan left out), called when they
   * change: a domain that follows what is shown (e.g. live counters) sends them as an intent.
   */
  onVisibleItems?: (ids: readonly T['id'][]) => void;
}

const SKELETON_ROWS = 3;
/** Placeholders of a slider while it loads: as many as a phone's width shows at once. */
const SLIDER_SKELETONS = 2;
const OVERSCAN_ROWS = 3;

/**
 * The one tile grid (DESIGN §10): the list actor's items in rows of `columnsFor(width)` tiles,
 * virtualized against the window, with skeletons, failure and retry (marked `rest-error`, seed
 * 001 §8), an empty state, grid or list mode as the guest chose it (`tileGrids`, kept across
 * visits), infinite scroll for the list's first pages and then "load more" (the list's
 * `scrollPages`: the footer below stays within reach) and the scroll position restored to the
 * tile last opened.
 *
 * @example
 * <TileGrid<CamTile> list="cams.list" label={t('cams.title')} rowHeight={{ grid: 280, list: 120 }}
 *   renderTile={(cam, tile) => <CamTile cam={cam} {...tile} />} />
 */
export function TileGrid<T extends ListItem, Q extends ListQuery = ListQuery>(
  props: TileGridProps<T>,
) {
  const { list, label, renderTile, rowHeight, emptyText, serverViewport } = props;
  const { noDisplayToggle = false, onVisibleItems, failedText, limit, slider = false } = props;
  const { arrange, skeletonTile } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const { actor, send } = useList<T, Q>(list);
  // The list's state as the grid renders it: a deferred copy of the actor's snapshot. A store
  // update renders synchronously (useSyncExternalStore), in the microtask after the reply: a
  // page's new rows, their commit and their measuring took 50 to 250 ms in the reply's task
  // (grids bench, all videos: `processRootScheduleInMicrotask` under the request's resolution).
  // Deferred, the urgent render sees the old snapshot (the rows bail out) and the new rows render
  // in React's deferred pass, in the scheduler's own tasks (its render yields, its commit does
  // not). One snapshot, so items, status, total and paging agree. A tile's own facts (a push to
  // its presence) are not deferred.
  const snapshot = useDeferredValue(useListSelector(actor, (current) => current));
  const listed = selectItems(snapshot);
  const items = useMemo(() => {
    const shown = arrange ? arrange(listed) : listed;
    return limit === undefined ? shown : shown.slice(0, limit);
  }, [listed, limit, arrange]);
  const status = selectListStatus(snapshot);
  const gridType = selectGridType(snapshot);
  const listDisplay = selectDefaultDisplay(snapshot);
  const [chosenDisplay, chooseDisplay] = useGridMode(gridType, listDisplay);
  const display = noDisplayToggle ? listDisplay : chosenDisplay;
  const canLoadMore = selectCanLoadMore(snapshot);
  const canAutoLoad = selectCanAutoLoad(snapshot);
  const loadingMore = selectLoadingMore(snapshot);
  const refreshing = selectRefreshing(snapshot);
  const pageFailed = selectPageFailed(snapshot);
  const total = selectTotal(snapshot);
  const anchor = selectAnchor(snapshot);
  // A list that loads again (a new filter) fills from its skeletons again.
  const { fill, shown } = useFirstFill(items, { reset: status === 'loading', overscanStep: true });
  // Skeletons until the first screen's tiles are rendered (never an empty grid meanwhile).
  const loading = status === 'loading' || (fill === 'skeletons' && items.length > 0);
  const width = useViewportWidth(serverViewport?.width ?? 1280);
  // A slider is one row of every tile; its width is the CSS's (tiles scroll sideways).
  const columns = slider ? Math.max(1, items.length) : columnsFor(width, display);
  const height = rowHeight[display];
  const rows = Math.ceil(shown.length / columns);
  // Skeletons: a slider's few; a block of a fixed size its limit; else a few full rows.
  const skeletons = slider
    ? SLIDER_SKELETONS
    : limit === undefined
      ? SKELETON_ROWS * columns
      : limit;

  const body = useRef<HTMLDivElement>(null);
  // Where the rows start on the page (the window scrolls, not the grid); null until measured.
  const [margin, setMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
    if (top !== margin) setMargin(top);
    // What is shown above the rows (status line, failure, empty note) moves them.
  }, [margin, status, display, refreshing]);
  const virtualizer = useRowVirtualizer({
    layout: `${list} ${display} ${columns} ${width}`,
    rows,
    columns,
    height,
    // The first screen's tiles come first; the rows below it in the next step.
    overscan: fill === 'all' ? OVERSCAN_ROWS : 0,
    scrollMargin: margin ?? 0,
    // The window's own height where there is one: a grid that mounts with its items (back from a
    // tile's page) in a window shorter than 800 px took the rows of an 800 px screen as on screen
    // in its first commit and asked for the next page once (TileGrid.dom.test.tsx).
    initialRect: serverViewport ?? {
      width,
      height: typeof window === 'undefined' ? 800 : window.innerHeight,
    },
    hasItems: items.length > 0,
  });

  // Back from a tile's page: scroll to the row of the tile that was opened, once.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || rows === 0 || margin === null) return;
    restored.current = true;
    if (anchor > 0) virtualizer.scrollToIndex(Math.floor(anchor / columns), { align: 'start' });
  }, [anchor, columns, rows, margin, virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  // The rows on screen reaching two rows before the end, the overscan left out (`endIsNear`).
  const endNear = endIsNear(virtualizer);
  // The list says whether reaching the end loads (its first pages, and a few after each press for
  // more; none for a list in the middle of a page); past them it does not, so the footer below can
  // be scrolled to, and "load more" goes on. Asked again when a page's rows come and the end is
  // still on screen.
  const loadsOnScroll = canAutoLoad;
  useEffect(() => {
    if (loadsOnScroll && endNear) send({ type: 'ui.endReached' });
  }, [loadsOnScroll, endNear, rows, send]);

  // The rows on screen (without overscan), their items reported once per change (the effect
  // runs only when their key changes), after the commit that shows them. Not from the
  // virtualizer's change callback (the scroll handler): reporting there, before the rows render,
  // made the feed resubscribe on every scroll step (182 subscribes instead of 4 over 400 posts)
  // and held more posts than the screen showed.
  const visibleIds = visibleIdsOf(shown, loading ? null : virtualizer.range, columns);
  const visibleKey = visibleIds.join(' ');
  const visible = useRef({ ids: visibleIds, report: onVisibleItems });
  useLayoutEffect(() => {
    visible.current = { ids: visibleIds, report: onVisibleItems };
  });
  useEffect(() => {
    visible.current.report?.(visible.current.ids);
  }, [visibleKey]);

  const failed = status === 'failed';
  const fromList = `${location.pathname}${location.search}`;
  const saveAnchor = useCallback(
    (index: number) => send({ type: 'ui.anchorSaved', index }),
    [send],
  );
  const loadMore = useCallback(() => send({ type: 'ui.loadMore' }), [send]);
  const retry = useCallback(() => send({ type: 'ui.retry' }), [send]);
  const gridColumns = slider ? undefined : `repeat(${columns}, minmax(0, 1fr))`;
  const skeletonRows = (tiles: number) => (
    <SkeletonRows
      tiles={tiles}
      columns={columns}
      slider={slider}
      rowHeight={height}
      display={display}
      tile={skeletonTile}
    />
  );
  return (
    <section
      className={`tile-grid tile-grid-${display}${slider ? ' tile-grid-slider' : ''}${failed ? ' rest-error' : ''}`}
      aria-label={label}
      data-marker={failed ? 'rest-error' : undefined}
      data-columns={columns}
    >
      <div className="tile-grid-head">
        <GridCount status={status} refreshing={refreshing} total={total} />
        {noDisplayToggle ? null : <DisplayToggle display={display} onChoose={chooseDisplay} />}
      </div>
      {failed ? (
        <FailedView onRetry={retry} {...(failedText === undefined ? {} : { text: failedText })} />
      ) : null}
      {status === 'empty' ? <p className="inline-box">{emptyText ?? t('tileGrid.empty')}</p> : null}
      <div
        ref={body}
        role="list"
        aria-label={label}
        aria-busy={loading || loadingMore || refreshing}
        className="tile-grid-body"
        style={{ height: loading ? undefined : virtualizer.getTotalSize() }}
      >
        {loading
          ? skeletonRows(skeletons)
          : virtualRows.map((row) => (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                role="none"
                className="tile-grid-row"
                style={{
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                  gridTemplateColumns: gridColumns,
                }}
              >
                <TileRow
                  items={shown}
                  row={row.index}
                  columns={columns}
                  setSize={total ?? shown.length}
                  display={display}
                  fromList={fromList}
                  renderTile={renderTile}
                  onOpen={saveAnchor}
                />
              </div>
            ))}
      </div>
      {loadingMore ? skeletonRows(columns) : null}
      {/* The list's paging area, a page-load scroll target (`?scrollTo=pagination`, seed 000 §2). */}
      <div data-scroll-target="pagination" data-loads-on-scroll={loadsOnScroll}>
        <GridFooter
          canLoadMore={canLoadMore}
          loadingMore={loadingMore}
          failedPage={pageFailed}
          onLoadMore={loadMore}
          onRetry={retry}
        />
      </div>
    </section>
  );
}
