import { useTranslation } from '../../src/i18n/react.ts';
import {
  sameVipClub,
  selectVipClub,
  VIP_CLUB_LOADING,
} from '../../machines/payTour/payTour.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import './payTour.css';

const BENEFITS = ['videos', 'discount', 'support'] as const;

/**
 * The VIP club (route `vipClub`): the VIP benefits and the get-VIP action. A visitor logs in (or
 * signs up) first and the VIP subscription then opens by itself (the stored login action); a VIP
 * gets nothing to buy. A logged-in guest may also pay on the hosted checkout page (checkout link).
 */
export function VipClubPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useOptionalSystemSelector('payTour', selectVipClub, VIP_CLUB_LOADING, sameVipClub);
  useDocumentTitle(t('payTour.club.title'));
  return (
    <div className="container page vip-club">
      <header className="hero">
        <h1 id="vip-club-title">{t('payTour.club.title')}</h1>
        <p>{t('payTour.club.intro')}</p>
      </header>
      <ul className="vip-club-benefits" aria-label={t('payTour.club.benefitsLabel')}>
        {BENEFITS.map((key) => (
          <li key={key}>
            <h2>{t(`payTour.club.benefits.${key}.title`)}</h2>
            <p>{t(`payTour.club.benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className="vip-club-offer" aria-labelledby="vip-club-offer-title">
        <h2 id="vip-club-offer-title">{t('payTour.club.offerTitle')}</h2>
        {view.guest === 'vip' ? (
          <p className="vip-club-member">{t('payTour.club.alreadyVip')}</p>
        ) : (
          <>
            <p>{t(view.guest === 'visitor' ? 'payTour.club.visitorHint' : 'payTour.club.price')}</p>
            <div className="vip-club-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={view.guest === 'loading'}
                aria-haspopup="dialog"
                onClick={() => engine.send('payTour', { type: 'ui.getVipRequested' })}
              >
                {t('account.vipLabel')}
              </button>
              {view.guest === 'member' && (
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={view.checkout === 'waiting'}
                  aria-busy={view.checkout === 'waiting'}
                  onClick={() =>
                    engine.send('payTour', { type: 'payTour.checkout', flow: 'vipabo' })
                  }
                >
                  {t('payTour.club.checkout')}
                </button>
              )}
            </div>
            {view.checkout === 'waiting' && (
              <p role="status">{t('payTour.club.checkoutWaiting')}</p>
            )}
            {view.checkout === 'failed' && (
              <p role="alert" className="vip-club-error">
                {t('payTour.club.checkoutFailed')}
              </p>
            )}
            {view.loginDisabled && (
              <p role="alert" className="vip-club-error">
                {t('payTour.club.loginDisabled')}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
