import { useTranslation } from '../../src/i18n/react.ts';
import { selectAvsNotice } from '../../machines/avs/avs.selectors.ts';
import { selectStatusBars } from '../../machines/guest/guest.selectors.ts';
import { selectGateReason } from '../../machines/gating/gating.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import './guest.css';

/**
 * The status bar above the navbar: every type the platform pushes (`statusBar`), each dismissed
 * by the guest (the platform is told with `removeStatusBar`), and the age-check notices while a
 * check is under way or was refused.
 */
const selectAgeCheckReason = selectGateReason('avsContent');

export function StatusBar() {
  const { t } = useTranslation();
  const engine = useEngine();
  const bars = useSystemSelector('guest', selectStatusBars);
  const avsNotice = useSystemSelector('avs', selectAvsNotice);
  const ageCheckReason = useSystemSelector('gating', selectAgeCheckReason);
  const verifyAge = () => engine.send('gating', { type: 'ui.passRequested', action: 'avsContent' });
  if (bars.length === 0 && avsNotice === null) return null;
  return (
    <section className="status-bars" aria-label={t('guest.statusBar.label')}>
      {avsNotice?.kind === 'pending' && (
        <p className="status-bar status-bar-info" role="status">
          <span className="status-bar-text">{t('guest.avs.pending')}</span>
        </p>
      )}
      {avsNotice?.kind === 'rejected' && (
        <div className="status-bar status-bar-error" role="alert">
          <span className="status-bar-text">
            <strong>{t('guest.avs.rejected')}</strong>
            {avsNotice.message && <> {avsNotice.message}</>}
          </span>
          <button type="button" className="button button-primary" onClick={verifyAge}>
            {t('guest.avs.retry')}
          </button>
        </div>
      )}
      {bars.map((bar) => (
        <div
          key={bar.statusBarType}
          className={`status-bar ${bar.statusBarType.includes('error') ? 'status-bar-error' : 'status-bar-info'}`}
          role="status"
          data-status-bar={bar.statusBarType}
        >
          <span className="status-bar-text">{t(`guest.statusBar.${bar.statusBarType}`)}</span>
          {bar.statusBarType === 'noavs' && ageCheckReason !== null && (
            <button type="button" className="button button-primary" onClick={verifyAge}>
              {t('guest.avs.verify')}
            </button>
          )}
          <button
            type="button"
            className="status-bar-close"
            aria-label={`${t('guest.statusBar.dismiss')}: ${t(`guest.statusBar.${bar.statusBarType}`)}`}
            onClick={() =>
              engine.send('guest', {
                type: 'ui.statusBarDismissed',
                statusBarType: bar.statusBarType,
              })
            }
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
