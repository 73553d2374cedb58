import { useTranslation } from '../../src/i18n/react.ts';
import { selectPayOverlay, type PayOverlay } from '../../machines/payTour/payTour.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useModalDialog } from '../hooks/useModalDialog.ts';
import { PayLoader } from './PayLoader.tsx';
import './payTour.css';

type PayIntent = 'ui.closeRequested' | 'ui.retryRequested' | 'ui.reloadRequested';

function usePaySend() {
  const engine = useEngine();
  return (type: PayIntent) => engine.send('payTour', { type });
}

/**
 * The pay tour's part of the layout: the loader while the payment client loads, the error with
 * a retry, the blocked pop-up notice and the open-tab notice. The iframe itself is the bridge's.
 */
export function PayTourOverlays() {
  const { t } = useTranslation();
  // Nothing over the page until the pay tour (a lazy domain) runs.
  const overlay = useOptionalSystemSelector('payTour', selectPayOverlay, 'none');
  const send = usePaySend();
  return (
    <>
      {overlay === 'loading' && (
        <PayLoader label={t('payTour.loading')} onCancel={() => send('ui.closeRequested')} />
      )}
      {overlay === 'leaving' && <PayLoader label={t('payTour.leaving')} variant="draw" />}
      <PayDialog overlay={overlay} />
    </>
  );
}

const DIALOGS: Partial<
  Record<PayOverlay, { title: string; text: string; retry: string; close: string }>
> = {
  error: {
    title: 'payTour.errorTitle',
    text: 'payTour.errorText',
    retry: 'payTour.retry',
    close: 'payTour.close',
  },
  popupBlocked: {
    title: 'payTour.popupTitle',
    text: 'payTour.popupText',
    retry: 'payTour.openAgain',
    close: 'payTour.close',
  },
  tabOpen: {
    title: 'payTour.tabTitle',
    text: 'payTour.tabText',
    retry: '',
    close: 'payTour.tabDone',
  },
};

/** One modal dialog for the error, the blocked tab and the open tab (never two at once). */
function PayDialog({ overlay }: { overlay: PayOverlay }) {
  const { t } = useTranslation();
  const send = usePaySend();
  const content = DIALOGS[overlay];
  const dialog = useModalDialog(content !== undefined);
  return (
    <dialog
      ref={dialog}
      className="dialog pay-dialog"
      aria-labelledby="pay-dialog-title"
      data-testid={`pay-dialog-${overlay}`}
      onCancel={(event) => {
        event.preventDefault();
        send('ui.closeRequested');
      }}
    >
      {content && (
        <>
          <h2 id="pay-dialog-title">{t(content.title as 'payTour.errorTitle')}</h2>
          <p>{t(content.text as 'payTour.errorText')}</p>
          <div className="dialog-actions">
            {content.retry && (
              // The retry of a blocked tab opens it inside this click, as browsers require.
              <button
                type="button"
                className="button button-primary"
                autoFocus
                onClick={() => send('ui.retryRequested')}
              >
                {t(content.retry as 'payTour.retry')}
              </button>
            )}
            {overlay === 'error' && (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => send('ui.reloadRequested')}
              >
                {t('payTour.reload')}
              </button>
            )}
            <button
              type="button"
              className="button button-ghost"
              autoFocus={!content.retry}
              onClick={() => send('ui.closeRequested')}
            >
              {t(content.close as 'payTour.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
