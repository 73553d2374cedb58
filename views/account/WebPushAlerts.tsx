import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectWebPushFailure,
  selectWebPushView,
} from '../../machines/webPush/webPush.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/**
 * Browser alerts on this device, in the notification settings: what the browser allows, a button
 * that turns them on or off, and why an attempt failed (no push service reachable, permission
 * refused, the platform) with the way to try again.
 */
export function WebPushAlerts() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('webPush', selectWebPushView);
  const failure = useSystemSelector('webPush', selectWebPushFailure);
  const send = (type: 'ui.webPushOn' | 'ui.webPushOff' | 'ui.webPushRetry') =>
    engine.send('webPush', { type });
  const busy = view === 'checking' || view === 'turningOn' || view === 'turningOff';
  return (
    <div className="account-subsection" role="group" aria-labelledby="web-push-title">
      <h3 id="web-push-title">{t('webPush.title')}</h3>
      <p>{t('webPush.intro')}</p>
      <p role="status" aria-busy={busy}>
        {view === 'checking' && t('webPush.checking')}
        {view === 'on' && t('webPush.on')}
        {view === 'off' && t('webPush.off')}
        {view === 'turningOn' && t('webPush.turningOn')}
        {view === 'turningOff' && t('webPush.turningOff')}
        {view === 'unsupported' && t('webPush.unsupported')}
      </p>
      {failure !== null && view !== 'blocked' && (
        <p role="alert" className="form-error">
          {view === 'unknown' ? t('webPush.unknown') : t(`webPush.failure.${failure}`)}
        </p>
      )}
      {view === 'blocked' && (
        <p role="alert" className="form-error">
          {t('webPush.blocked')}
        </p>
      )}
      {(view === 'off' || view === 'turningOn') && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send('ui.webPushOn')}
        >
          {t('webPush.turnOn')}
        </button>
      )}
      {(view === 'on' || view === 'turningOff') && (
        <button
          type="button"
          className="button button-ghost"
          disabled={busy}
          onClick={() => send('ui.webPushOff')}
        >
          {t('webPush.turnOff')}
        </button>
      )}
      {(view === 'blocked' || view === 'unknown') && (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => send('ui.webPushRetry')}
        >
          {view === 'blocked' ? t('webPush.checkAgain') : t('webPush.retry')}
        </button>
      )}
    </div>
  );
}
