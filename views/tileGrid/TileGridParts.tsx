import { memo, type ComponentType } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import type { ListStatus } from '../../machines/list/list.selectors.ts';
import { useDomainWanted } from '../pages/DomainGate.tsx';
import { FailedView } from '../layout/FailedView.tsx';
// With its parts, not only with the grid: the feed's first posts show them (and the grid's
// markup) before the grid's code comes, and must not move when its sheet comes with it.
import './tileGrid.css';

/**
 * Grid or list mode: two pressed-state buttons in a named group (keyboard: Tab, Enter/Space). Shown,
 * it starts the `tileGrids` domain, which restores the guest's stored mode.
 */
function DisplayTogglePart({
  display,
  onChoose,
}: {
  display: DisplayMode;
  onChoose: (display: DisplayMode) => void;
}) {
  const { t } = useTranslation();
  useDomainWanted('tileGrids');
  return (
    <div className="tile-grid-display" role="group" aria-label={t('tileGrid.display.label')}>
      {(['grid', 'list'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={display === mode}
          onClick={() => onChoose(mode)}
        >
          {t(`tileGrid.display.${mode}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * A tile's skeleton, as its domain draws it: the real tile's classes (its size) painted as a
 * placeholder, in the grid's mode. A component (not an element), so the memoized rows keep it.
 */
export type SkeletonTile = ComponentType<{ display: DisplayMode }>;

/**
 * Placeholder tiles in the grid's rows, so the page does not jump when the tiles arrive: `tiles`
 * of them in rows of `columns` (the last one short; a slider's one row scrolls sideways). With
 * the skeleton of the real tile (`tile`, of its classes: the picture's aspect ratio, the caption's
 * lines in their font) a row is as high as the tiles' row at every width; without one, each row
 * is `rowHeight` high (an estimate). Hidden from assistive technology (the list says it is busy).
 */
function SkeletonRowsPart({
  tiles,
  columns,
  slider = false,
  rowHeight,
  display,
  tile: Tile,
}: {
  tiles: number;
  columns: number;
  slider?: boolean;
  rowHeight?: number;
  display: DisplayMode;
  tile?: SkeletonTile | undefined;
}) {
  const perRow = slider ? Math.max(1, tiles) : columns;
  const rows = Math.ceil(tiles / perRow);
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className="tile-grid-row"
          style={{
            height: Tile === undefined ? rowHeight : undefined,
            gridTemplateColumns: slider ? undefined : `repeat(${columns}, minmax(0, 1fr))`,
          }}
          aria-hidden="true"
        >
          {Array.from({ length: Math.min(perRow, tiles - row * perRow) }, (_, column) =>
            Tile === undefined ? (
              <div key={column} className="tile-grid-skeleton" data-testid="tile-skeleton" />
            ) : (
              <div key={column} className="tile-grid-tile" data-testid="tile-skeleton">
                <Tile display={display} />
              </div>
            ),
          )}
        </div>
      ))}
    </>
  );
}

/**
 * Below the tiles: "load more" (the keyboard's and the fallback's way to more), its progress,
 * or a failed page or refresh with its retry.
 */
function GridFooterPart({
  canLoadMore,
  loadingMore,
  failedPage,
  onLoadMore,
  onRetry,
}: {
  canLoadMore: boolean;
  loadingMore: boolean;
  failedPage: 'more' | 'refresh' | null;
  onLoadMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failedPage !== null)
    return (
      <FailedView
        onRetry={onRetry}
        text={t(failedPage === 'refresh' ? 'tileGrid.refreshFailed' : 'tileGrid.pageFailed')}
      />
    );
  if (loadingMore)
    return (
      <p className="inline-box tile-grid-footer" role="status">
        {t('tileGrid.loadingMore')}
      </p>
    );
  if (!canLoadMore) return null;
  return (
    <div className="inline-box tile-grid-footer">
      <button type="button" onClick={onLoadMore}>
        {t('tileGrid.loadMore')}
      </button>
    </div>
  );
}

/**
 * The line at a list's head that says what the list is doing or how long it is: the tile grid's
 * and the feed's first posts' (which show before the grid loads, views/feed/FirstPosts.tsx).
 */
function GridCountPart({
  status,
  refreshing,
  total,
}: {
  status: ListStatus;
  refreshing: boolean;
  total: number | null;
}) {
  const { t } = useTranslation();
  return (
    <p className="tile-grid-count" role="status">
      {status === 'loading'
        ? t('tileGrid.loading')
        : refreshing
          ? t('tileGrid.refreshing')
          : total !== null
            ? t('tileGrid.count', { count: total })
            : null}
    </p>
  );
}

// The grid renders again on every scroll step (its virtualizer's offset) and every page; the
// parts above and below the rows change only with the list's status, so they are not rendered
// again with it (grids bench, all videos: GridCount, DisplayToggle, SkeletonRows and GridFooter
// took 217 ms of the scroll renders' 11.5 s, on a loaded box).
export const DisplayToggle = memo(DisplayTogglePart);
export const SkeletonRows = memo(SkeletonRowsPart);
export const GridFooter = memo(GridFooterPart);
export const GridCount = memo(GridCountPart);
