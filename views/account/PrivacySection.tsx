import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectConsentChoice,
  selectConsentNotStored,
} from '../../machines/consent/consent.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/** The cookie choice, reopened from the personal area (the spec names no footer link for it). */
export function PrivacySection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const choice = useSystemSelector('consent', selectConsentChoice);
  const notStored = useSystemSelector('consent', selectConsentNotStored);
  const onOff = (on: boolean) => (on ? t('myAccount.privacy.on') : t('myAccount.privacy.off'));
  return (
    <section className="account-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('myAccount.privacy.title')}</h2>
      {choice && (
        <p>
          {t('myAccount.privacy.current', {
            functional: onOff(choice.functional),
            analytics: onOff(choice.analytics),
          })}
        </p>
      )}
      {notStored && <p className="form-error">{t('myAccount.privacy.notStored')}</p>}
      <button
        type="button"
        className="button button-ghost"
        disabled={!choice}
        onClick={() => engine.send('consent', { type: 'ui.consentReopen' })}
      >
        {t('myAccount.privacy.cookieSettings')}
      </button>
    </section>
  );
}
