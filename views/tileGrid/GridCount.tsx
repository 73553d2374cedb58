import type { ListStatus } from '../../machines/list/list.selectors.ts';
import { useTranslation } from '../../src/i18n/react.ts';

/**
 * The line at a list's head that says what the list is doing or how long it is: the tile grid's
 * and the feed's first posts' (which show before the grid loads, views/feed/FirstPosts.tsx).
 */
export function GridCount({
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
