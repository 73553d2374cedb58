import { useTranslation } from '../../src/i18n/react.ts';
import './failedView.css';

/**
 * Something the page asked for did not come: what happened (the caller's own words, or the list's
 * generic line) and a retry, in place of what failed. A list's load (the tile grids, a sidebar),
 * a lazily loaded part's chunk (`PartBoundary`): one look for every inline failure.
 */
export function FailedView({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="tile-grid-failed" role="alert">
      <p>{text ?? t('tileGrid.failed')}</p>
      <button type="button" onClick={onRetry}>
        {t('tileGrid.retry')}
      </button>
    </div>
  );
}
