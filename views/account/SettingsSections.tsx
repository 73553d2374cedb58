import type { FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectNotifications,
  selectPreferences,
} from '../../machines/profile/profile.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { WebPushAlerts } from './WebPushAlerts.tsx';

const KNOWN = ['messages', 'actorOnline', 'newsletter'] as const;

/** Notification settings: loaded, ticked and saved as one choice. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('accountSettings', selectNotifications);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.status !== 'shown') return;
    const data = new FormData(event.currentTarget);
    const settings = Object.fromEntries(
      Object.keys(view.settings).map((name) => [name, data.get(name) === 'on']),
    );
    engine.send('accountSettings', { type: 'ui.notificationsSave', settings });
  };
  return (
    <section className="account-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('myAccount.notifications.title')}</h2>
      {view.status === 'loading' && <p role="status">{t('myAccount.notifications.loading')}</p>}
      {view.status === 'unavailable' && (
        <div role="alert">
          <p className="form-error">{t('myAccount.notifications.unavailable')}</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => engine.send('accountSettings', { type: 'ui.notificationsRetry' })}
          >
            {t('myAccount.notifications.retry')}
          </button>
        </div>
      )}
      {(view.status === 'shown' || view.status === 'saving') && (
        <form className="account-form" onSubmit={submit} aria-busy={view.status === 'saving'}>
          {Object.entries(view.settings).map(([name, on]) => (
            <label className="account-check" key={name}>
              <input type="checkbox" name={name} defaultChecked={on} />
              {(KNOWN as readonly string[]).includes(name)
                ? t(`myAccount.notifications.names.${name as (typeof KNOWN)[number]}`)
                : name}
            </label>
          ))}
          {view.outcome === 'saved' && (
            <p role="status" className="account-ok">
              {t('myAccount.notifications.saved')}
            </p>
          )}
          {view.outcome === 'failed' && (
            <p role="alert" className="form-error">
              {t('myAccount.notifications.failed')}
            </p>
          )}
          <button
            type="submit"
            className="button button-primary"
            disabled={view.status === 'saving'}
          >
            {t('myAccount.notifications.save')}
          </button>
        </form>
      )}
      <WebPushAlerts />
    </section>
  );
}

/** Preferences saved with `savePreferences` (the one the site offers here: preview autoplay). */
export function PreferencesSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('accountSettings', selectPreferences);
  const autoplay = view.preferences.autoplay !== false;
  return (
    <section className="account-card" aria-labelledby="preferences-title">
      <h2 id="preferences-title">{t('myAccount.preferences.title')}</h2>
      <label className="account-check">
        <input
          type="checkbox"
          checked={autoplay}
          disabled={view.busy}
          onChange={(event) =>
            engine.send('accountSettings', {
              type: 'ui.preferencesSave',
              data: { autoplay: event.target.checked },
            })
          }
        />
        {t('myAccount.preferences.autoplay')}
      </label>
      {view.outcome === 'saved' && (
        <p role="status" className="account-ok">
          {t('myAccount.preferences.saved')}
        </p>
      )}
      {view.outcome === 'failed' && (
        <p role="alert" className="form-error">
          {t('myAccount.preferences.failed')}
        </p>
      )}
    </section>
  );
}
