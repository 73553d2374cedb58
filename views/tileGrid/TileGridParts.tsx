import { memo } from 'react';
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

/** Placeholder tiles of the real tiles' size, so the page does not jump when they arrive. */
function SkeletonRowsPart({
  rows,
  columns,
  rowHeight,
}: {
  rows: number;
  columns: number;
  rowHeight: number;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className="tile-grid-row"
          style={{ height: rowHeight, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          aria-hidden="true"
        >
          {Array.from({ length: columns }, (_, column) => (
            <div key={column} className="tile-grid-skeleton" data-testid="tile-skeleton" />
          ))}
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
