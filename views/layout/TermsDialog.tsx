import { useTranslation } from '../../src/i18n/react.ts';
import { selectTermsDialog } from '../../machines/guest/guest.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useModalDialog } from '../hooks/useModalDialog.ts';
import { NEW_TAB_LINK } from './externalLink.ts';

/**
 * New terms (AGB/GTC) and data protection to accept (guest state `showAgbAndDataProtection`).
 * Both texts open in a new tab, so the dialog stays where the guest left it; accepting goes to
 * the server (`closeAgbAndDataProtection`), and an answer that did not arrive is said, to retry.
 */
export function TermsDialog() {
  const { t } = useTranslation();
  const engine = useEngine();
  const state = useSystemSelector('guest', selectTermsDialog);
  const language = useSystemSelector('shell', selectLanguage);
  const dialog = useModalDialog(state !== null);
  const busy = state === 'accepting';
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="new-terms-title"
      aria-describedby="new-terms-text"
      aria-busy={busy}
      // The platform needs the acceptance: Escape does not dismiss it.
      onCancel={(event) => event.preventDefault()}
    >
      {state && (
        <>
          <h2 id="new-terms-title">{t('newTerms.title')}</h2>
          <p id="new-terms-text">{t('newTerms.text')}</p>
          <ul className="dialog-links">
            <li>
              <a href={buildPath('termsOfService', language)} {...NEW_TAB_LINK}>
                {t('newTerms.terms')}
              </a>
            </li>
            <li>
              <a href={buildPath('dataProtection', language)} {...NEW_TAB_LINK}>
                {t('newTerms.dataProtection')}
              </a>
            </li>
          </ul>
          {state === 'failed' && (
            <p className="form-error" role="alert">
              {t('newTerms.failed')}
            </p>
          )}
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => engine.send('guest', { type: 'ui.termsAccepted' })}
            >
              {busy
                ? t('newTerms.sending')
                : state === 'failed'
                  ? t('newTerms.retry')
                  : t('newTerms.accept')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
