import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectProfile, selectProfilePage } from '../../machines/profile/profile.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { EmailSection, NewsletterSection } from './NewsletterSection.tsx';
import { OffersSection } from './OffersSection.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { PrivacySection } from './PrivacySection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { NotificationsSection, PreferencesSection } from './SettingsSections.tsx';
import { PaymentSection } from '../payTour/PaymentSection.tsx';
import './account.css';

/** The personal area's profile (route `myProfile`): a login prompt for visitors. */
export function ProfilePage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const page = useSystemSelector('profile', selectProfilePage);
  useDocumentTitle(t('myAccount.profile.title'));
  useEffect(() => {
    if (page === 'idle') engine.send('profile', { type: 'ui.profileOpened' });
  }, [page, engine]);

  return (
    <div className="container page account-page">
      <h1>{t('myAccount.profile.title')}</h1>
      {page === 'visitor' && (
        <section className="account-card" aria-labelledby="profile-visitor-title">
          <h2 id="profile-visitor-title">{t('myAccount.profile.visitorTitle')}</h2>
          <p>{t('myAccount.profile.visitorText')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('profile', { type: 'ui.profileLogin' })}
          >
            {t('myAccount.profile.login')}
          </button>
        </section>
      )}
      {(page === 'waiting' || page === 'idle' || page === 'loading') && (
        <p role="status" aria-busy="true">
          {t('myAccount.profile.loading')}
        </p>
      )}
      {page === 'failed' && (
        <div role="alert" className="account-card">
          <p className="form-error">{t('myAccount.profile.loadFailed')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('profile', { type: 'ui.profileRetry' })}
          >
            {t('myAccount.profile.retry')}
          </button>
        </div>
      )}
      {page === 'ready' && <ReadyProfile />}
    </div>
  );
}

/** Rendered only while the profile's data (and so its section actors) exist. */
function ReadyProfile() {
  const profile = useSystemSelector('profile', selectProfile);
  if (!profile) return null;
  return (
    <div className="account-grid">
      <ProfileForm profile={profile} />
      <EmailSection verified={profile.emailVerified} email={profile.email} />
      <PhoneVerification verifiedPhone={profile.verifiedPhone} />
      <NewsletterSection />
      <NotificationsSection />
      <PreferencesSection />
      <PaymentSection />
      <OffersSection />
      <PrivacySection />
    </div>
  );
}
