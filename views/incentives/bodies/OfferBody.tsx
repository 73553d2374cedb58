import { useTranslation } from 'react-i18next';
import type { ModalId } from '../../../machines/modals/modals.catalog.ts';
import type { PayFlow } from '../../../machines/shared/domainEvents.ts';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

/** The pay-tour flow behind each offer's button (payment, VIP, login, signup, age check). */
const OFFER_FLOWS: Partial<Record<ModalId, PayFlow>> = {
  'conversion-chat': 'trialmoneycharge',
  vip30: 'trialvipabo',
  'black-friday-2020': 'moneycharge',
  avs: 'avs',
  'es-avs': 'avs',
  'not-enough-money': 'moneycharge',
  'feed-signup': 'signup',
  'login-alternate': 'login',
  exitIntent: 'signup',
  specialTopUp: 'moneycharge',
  'model-sites-conversion': 'signup',
  'fifteen-minutes-preview': 'moneycharge',
  'actor-gift-calendar': 'login',
  'calendar-2023': 'login',
};

/**
 * An offer: its text and one button that hands over to the pay tour, or a plain note whose button
 * confirms the box (its asker hears `confirmed: true`).
 */
export default function OfferBody({
  id,
  props,
  titleId,
  close,
  confirm,
  chooseFlow,
  logout,
}: ModalBodyProps) {
  const { t } = useTranslation();
  const flow = OFFER_FLOWS[id];
  // The forced age check: verify, or log out (the box cannot be put off).
  const withLogout = props.withLogout === true;
  const price = typeof props.price === 'string' ? props.price : null;
  const balance = typeof props.balance === 'string' ? props.balance : null;
  return (
    <>
      <ModalText id={id} titleId={titleId} />
      {price && balance && (
        <p className="modal-note">{t('incentives.priceLine', { price, balance })}</p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => (flow ? chooseFlow(flow) : confirm())}
        >
          {t(`incentives.modal.${id}.cta`)}
        </button>
        {flow && !withLogout && (
          <button type="button" className="button button-ghost" onClick={close}>
            {t('incentives.later')}
          </button>
        )}
        {withLogout && (
          <button type="button" className="button button-ghost" onClick={logout}>
            {t('incentives.logout')}
          </button>
        )}
      </div>
    </>
  );
}
