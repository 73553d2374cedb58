import { useTranslation } from '../../src/i18n/react.ts';
import { ReportButton } from '../report/ReportButton.tsx';

/**
 * Shown when a screen (or the whole app) throws while rendering: what happened, a retry where one
 * is possible (the error boundary renders the screen again), a reload, and the way to report it:
 * the report button opens the footer's dialog (`ErrorPageWithReport` brings its own where the
 * layout is gone); `canReport={false}` where the report's code itself did not load.
 */
export function ErrorPage({
  onRetry,
  canReport = true,
}: {
  onRetry?: () => void;
  canReport?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="container page notice" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="notice-text">{t('error.text')}</p>
      <div className="notice-actions">
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t('error.retry')}
          </button>
        )}
        <button
          type="button"
          className={onRetry ? 'button' : 'button button-primary'}
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>
        {canReport && <ReportButton className="button" />}
      </div>
    </section>
  );
}
