import { useEffect, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import './inlineBox.css';

/**
 * Something the page asked for did not come: what happened (the caller's own words, or the list's
 * generic line) and a retry, in place of what failed. A list's load (the tile grids, a sidebar),
 * a lazily loaded part's chunk (`PartBoundary`): one look for every inline failure.
 */
export function FailedView({
  onRetry,
  text,
  focused = false,
}: {
  onRetry: () => void;
  text?: string;
  /** Takes the focus when shown: a retry failed again, and its button had it. */
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <div className="inline-box" role="alert">
      <p>{text ?? t('tileGrid.failed')}</p>
      <button ref={button} type="button" onClick={onRetry}>
        {t('tileGrid.retry')}
      </button>
    </div>
  );
}
