import { useTranslation } from '../../src/i18n/react.ts';
import { selectDataProtectionDialog } from '../../machines/guest/guest.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useModalDialog } from '../hooks/useModalDialog.ts';

/**
 * The data-protection acceptance the platform asks for (push `dataProtection`). The answer goes to
 * the server; if it does not arrive, the dialog stays with the error so the guest can try again.
 */
export function DataProtectionDialog() {
  const { t } = useTranslation();
  const engine = useEngine();
  const state = useSystemSelector('guest', selectDataProtectionDialog);
  const dialog = useModalDialog(state !== null);
  const answer = (accepted: boolean) =>
    engine.send('guest', { type: 'ui.dataProtectionAnswered', accepted });
  const busy = state === 'answering';
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="data-protection-title"
      aria-busy={busy}
      // The platform needs an answer: Escape does not dismiss it.
      onCancel={(event) => event.preventDefault()}
    >
      {state && (
        <>
          <h2 id="data-protection-title">{t('dataProtection.title')}</h2>
          <p>{t('dataProtection.text')}</p>
          {state === 'failed' && (
            <p className="form-error" role="alert">
              {t('dataProtection.failed')}
            </p>
          )}
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => answer(true)}
            >
              {busy ? t('dataProtection.sending') : t('dataProtection.accept')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => answer(false)}
            >
              {t('dataProtection.decline')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
