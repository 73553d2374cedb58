import type { FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectPinCall } from '../../machines/pinCall/pinCall.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { formText } from './formText.ts';

const COUNTRIES = [
  ['DE', '49'],
  ['AT', '43'],
  ['CH', '41'],
  ['NL', '31'],
  ['ES', '34'],
  ['BE', '32'],
  ['LU', '352'],
  ['GB', '44'],
  ['US', '1'],
] as const;

/** The pin call: a number and its kind, then the code; every failure says which of the ten it is. */
export function PhoneVerification({ verifiedPhone }: { verifiedPhone: string | null }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('pinCall', selectPinCall);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const country = formText(data, 'country', 'DE');
    const preCode = COUNTRIES.find(([code]) => code === country)?.[1] ?? '';
    engine.send('pinCall', {
      type: 'ui.pinStart',
      countryCode: country,
      preCode,
      number: formText(data, 'number'),
      kind: formText(data, 'kind') === 'fixed' ? 'fixed' : 'mobile',
    });
  };
  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    engine.send('pinCall', { type: 'ui.pinSubmit', pin: formText(data, 'pin') });
  };

  return (
    <section className="account-card" aria-labelledby="phone-title">
      <h2 id="phone-title">{t('myAccount.phone.title')}</h2>
      {view.step === 'verified' ? (
        <p role="status" className="account-ok">
          {t('myAccount.phone.verified', { phone: view.phone })}
        </p>
      ) : (
        <p>
          {verifiedPhone
            ? t('myAccount.phone.verified', { phone: verifiedPhone })
            : t('myAccount.phone.intro')}
        </p>
      )}
      {view.step === 'phone' && (
        <form className="account-form" onSubmit={start} aria-busy={view.busy}>
          <div className="account-field">
            <label htmlFor="pin-country">{t('myAccount.phone.country')}</label>
            <select id="pin-country" name="country" defaultValue="DE">
              {COUNTRIES.map(([code, pre]) => (
                <option key={code} value={code}>
                  {code} (+{pre})
                </option>
              ))}
            </select>
          </div>
          <div className="account-field">
            <label htmlFor="pin-number">{t('myAccount.phone.number')}</label>
            <input
              id="pin-number"
              name="number"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
            />
          </div>
          <fieldset className="account-field account-radios">
            <legend>{t('myAccount.phone.kind')}</legend>
            <label>
              <input type="radio" name="kind" value="mobile" defaultChecked />{' '}
              {t('myAccount.phone.mobile')}
            </label>
            <label>
              <input type="radio" name="kind" value="fixed" /> {t('myAccount.phone.fixed')}
            </label>
          </fieldset>
          {view.error && (
            <p role="alert" className="form-error">
              {t(`myAccount.phone.errors.${view.error}`)}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={view.busy}>
            {view.busy ? t('myAccount.phone.starting') : t('myAccount.phone.start')}
          </button>
        </form>
      )}
      {view.step === 'code' && (
        <form className="account-form" onSubmit={verify} aria-busy={view.busy}>
          <p>{t('myAccount.phone.codeSentTo', { count: view.pinLength, phone: view.phone })}</p>
          <div className="account-field">
            <label htmlFor="pin-code">{t('myAccount.phone.code')}</label>
            <input
              id="pin-code"
              name="pin"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={view.pinLength}
              aria-invalid={view.error ? true : undefined}
              aria-describedby={view.error ? 'pin-code-error' : undefined}
            />
          </div>
          {view.error && (
            <p id="pin-code-error" role="alert" className="form-error">
              {t(`myAccount.phone.errors.${view.error}`)}
            </p>
          )}
          <div className="account-actions">
            <button type="submit" className="button button-primary" disabled={view.busy}>
              {view.busy ? t('myAccount.phone.verifying') : t('myAccount.phone.verify')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={view.busy}
              onClick={() => engine.send('pinCall', { type: 'ui.pinRestart' })}
            >
              {t('myAccount.phone.otherNumber')}
            </button>
          </div>
        </form>
      )}
      {view.step === 'verified' && (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send('pinCall', { type: 'ui.pinRestart' })}
        >
          {t('myAccount.phone.otherNumber')}
        </button>
      )}
    </section>
  );
}
