import type { FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectProfileForm } from '../../machines/profile/profile.selectors.ts';
import type { Profile, ProfileFields } from '../../machines/profile/profile.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { formText } from './formText.ts';

const FIELDS: { name: keyof ProfileFields; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'zipCode', type: 'text', autoComplete: 'postal-code' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
];

/** The profile: shown, or a form whose input survives invalid fields and failed saves. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const form = useSystemSelector('profile', selectProfileForm);

  if (form.mode === 'viewing')
    return (
      <section className="account-card" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">
          {t('myAccount.profile.nickname')}: {profile.nickname}
        </h2>
        <dl className="account-facts">
          {FIELDS.map(({ name }) => (
            <div key={name}>
              <dt>{t(`myAccount.profile.${name}`)}</dt>
              <dd data-field={name}>
                {profile[name] || <em>{t('myAccount.profile.notGiven')}</em>}
              </dd>
            </div>
          ))}
        </dl>
        {form.saved && (
          <p role="status" className="account-ok">
            {t('myAccount.profile.saved')}
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('profile', { type: 'ui.profileEdit' })}
        >
          {t('myAccount.profile.edit')}
        </button>
      </section>
    );

  const busy = form.mode === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      FIELDS.map(({ name }) => [name, formText(data, name)]),
    ) as unknown as ProfileFields;
    engine.send('profile', { type: 'ui.profileSubmit', fields });
  };
  return (
    <section className="account-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('myAccount.profile.edit')}</h2>
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        {FIELDS.map(({ name, type, autoComplete }) => {
          const error = form.errors[name];
          return (
            <div className="account-field" key={name}>
              <label htmlFor={`profile-${name}`}>{t(`myAccount.profile.${name}`)}</label>
              <input
                id={`profile-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                defaultValue={form.values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `profile-${name}-error` : undefined}
                readOnly={busy}
              />
              {error && (
                <p id={`profile-${name}-error`} className="form-error">
                  {t(`myAccount.profile.errors.${error}`)}
                </p>
              )}
            </div>
          );
        })}
        {form.failed && (
          <p role="alert" className="form-error">
            {t('myAccount.profile.saveFailed')}
          </p>
        )}
        <div className="account-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('myAccount.profile.saving') : t('myAccount.profile.save')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            onClick={() => engine.send('profile', { type: 'ui.profileCancel' })}
          >
            {t('myAccount.profile.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
