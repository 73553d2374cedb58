import { selectInstallOffer } from '../../machines/installPrompt/installPrompt.selectors.ts';
import { useOptionalSystemSelector, useSend } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import './incentives.css';

/**
 * The add-to-homescreen offer (seed 000 §2, machines/installPrompt) in the phone's navigation
 * menu, where the seed names it: shown once the browser can install the app and the guest has
 * not said "not now" on this device; "Add to home screen" opens the browser's own prompt.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const send = useSend('incentives.installPrompt');
  // The prompt runs once the guest is known (a child of the incentives).
  const offer = useOptionalSystemSelector('incentives.installPrompt', selectInstallOffer, null);
  if (offer === null) return null;
  return (
    <section className="install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title" className="install-offer-title">
        {t('incentives.installTitle')}
      </h2>
      <p>{t('incentives.installText')}</p>
      <div className="install-offer-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={offer === 'installing'}
          onClick={() => send({ type: 'ui.installAccepted' })}
        >
          {t('incentives.installAccept')}
        </button>
        <button
          type="button"
          className="button"
          disabled={offer === 'installing'}
          onClick={() => send({ type: 'ui.installDismissed' })}
        >
          {t('incentives.installLater')}
        </button>
      </div>
    </section>
  );
}
