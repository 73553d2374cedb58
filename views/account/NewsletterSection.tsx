import { useTranslation } from '../../src/i18n/react.ts';
import { selectEmailVerified } from '../../machines/guest/guest.selectors.ts';
import {
  selectNewsletter,
  selectNewsletterTeaser,
  selectSignupEmail,
} from '../../machines/profile/profile.selectors.ts';
import { NEWSLETTER_TYPES } from '../../machines/profile/profile.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/** The newsletters by type id (1024, 512, 2048, 256); a failed toggle is said, not hidden. */
export function NewsletterSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('newsletter', selectNewsletter);
  const teaser = useSystemSelector('newsletter', selectNewsletterTeaser);
  return (
    <section className="account-card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('myAccount.newsletter.title')}</h2>
      {teaser !== 'hidden' && (
        <div className="account-teaser">
          <p>{t('myAccount.newsletter.teaser')}</p>
          {teaser === 'failed' && (
            <p className="form-error">{t('myAccount.newsletter.dismissFailed')}</p>
          )}
          <button
            type="button"
            className="button button-ghost"
            disabled={teaser === 'dismissing'}
            onClick={() => engine.send('newsletter', { type: 'ui.newsletterTeaserDismiss' })}
          >
            {t('myAccount.newsletter.dismiss')}
          </button>
        </div>
      )}
      <div className="account-form" aria-busy={view.busy}>
        {Object.values(NEWSLETTER_TYPES).map((typeId) => (
          <label className="account-check" key={typeId}>
            <input
              type="checkbox"
              checked={view.subscribed.includes(typeId)}
              disabled={view.busy}
              onChange={(event) =>
                engine.send('newsletter', {
                  type: 'ui.newsletterToggle',
                  typeId,
                  subscribe: event.target.checked,
                })
              }
            />
            {t(`myAccount.newsletter.types.${typeId}`)}
          </label>
        ))}
      </div>
      {view.outcome === 'saved' && (
        <p role="status" className="account-ok">
          {t('myAccount.newsletter.saved')}
        </p>
      )}
      {view.outcome === 'failed' && (
        <p role="alert" className="form-error">
          {t('myAccount.newsletter.failed')}
        </p>
      )}
    </section>
  );
}

/** Whether the address is verified (as loaded, or pushed since), and the signup e-mail again. */
export function EmailSection({ verified, email }: { verified: boolean; email: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const pushedVerified = useSystemSelector('guest', selectEmailVerified);
  const mail = useSystemSelector('newsletter', selectSignupEmail);
  const isVerified = verified || pushedVerified;
  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">{t('myAccount.email.title')}</h2>
      <p className="account-email">{email}</p>
      <p role="status" className={isVerified ? 'account-ok' : undefined}>
        {isVerified ? t('myAccount.email.verified') : t('myAccount.email.notVerified')}
      </p>
      {!isVerified && (
        <>
          {mail === 'requested' && <p role="status">{t('myAccount.email.requested')}</p>}
          {mail === 'sent' && (
            <p role="status" className="account-ok">
              {t('myAccount.email.sent')}
            </p>
          )}
          {mail === 'failed' && (
            <p role="alert" className="form-error">
              {t('myAccount.email.failed')}
            </p>
          )}
          <button
            type="button"
            className="button button-ghost"
            disabled={mail === 'requested'}
            onClick={() => engine.send('newsletter', { type: 'ui.signupEmailSend' })}
          >
            {t('myAccount.email.send')}
          </button>
        </>
      )}
    </section>
  );
}
