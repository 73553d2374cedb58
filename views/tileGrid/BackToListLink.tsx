import { useTranslation } from '../../src/i18n/react.ts';
import { Link, useLocation } from 'react-router';
import type { BackToListState } from './TileGrid.tsx';

const fromListOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as BackToListState).fromList === 'string'
    ? (state as BackToListState).fromList
    : null;

/**
 * "Back to the list" on a tile's page, shown only when the page was entered from a grid (the
 * grid's `linkState`). The grid it leads to scrolls back to the tile (the list's anchor).
 */
export function BackToListLink() {
  const { t } = useTranslation();
  const fromList = fromListOf(useLocation().state);
  if (fromList === null) return null;
  return (
    <Link className="tile-grid-back" to={fromList}>
      {t('tileGrid.back')}
    </Link>
  );
}
