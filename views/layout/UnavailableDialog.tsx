import { useTranslation } from 'react-i18next';
import { selectUnavailableDialog } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useModalDialog } from '../hooks/useModalDialog.ts';
import { useShellSend } from '../hooks/useShell.ts';

/**
 * Says plainly that login and signup are not there yet. The shell decides whether it is open;
 * this only mirrors that onto a native modal dialog (focus trap, Escape, inert background).
 */
export function UnavailableDialog() {
  const { t } = useTranslation();
  const feature = useSystemSelector('shell', selectUnavailableDialog);
  const send = useShellSend();
  const dialog = useModalDialog(feature !== null);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="unavailable-dialog-title"
      onCancel={(event) => {
        // Escape: let the shell close it, so the log records why it closed.
        event.preventDefault();
        send({ type: 'ui.dialogClosed' });
      }}
    >
      {feature && (
        <>
          <h2 id="unavailable-dialog-title">
            {feature === 'signup' ? t('unavailable.signupTitle') : t('unavailable.loginTitle')}
          </h2>
          <p className="badge">{t('unavailable.label')}</p>
          <p>{t('unavailable.account')}</p>
          <button
            type="button"
            className="button button-primary"
            autoFocus
            onClick={() => send({ type: 'ui.dialogClosed' })}
          >
            {t('unavailable.close')}
          </button>
        </>
      )}
    </dialog>
  );
}
