import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectAutoRechargeTeaser,
  selectCancellationOffer,
} from '../../machines/profile/profile.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

/** The cancellation offer (VIP guests) and the auto-recharge teaser. */
export function OffersSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const offer = useSystemSelector('accountOffers', selectCancellationOffer);
  const teaser = useSystemSelector('accountOffers', selectAutoRechargeTeaser);
  return (
    <>
      {offer && (
        <section className="account-card account-offer" aria-labelledby="offer-title">
          <h2 id="offer-title">{t('myAccount.offers.cancellationTitle')}</h2>
          {offer.status === 'accepted' ? (
            <p role="status" className="account-ok">
              {offer.info}
            </p>
          ) : (
            <>
              <p>{offer.text}</p>
              {offer.status === 'failed' && (
                <p role="alert" className="form-error">
                  {t('myAccount.offers.offerFailed')}
                </p>
              )}
              <button
                type="button"
                className="button button-primary"
                disabled={offer.status === 'accepting'}
                onClick={() => engine.send('accountOffers', { type: 'ui.cancellationOfferAccept' })}
              >
                {offer.status === 'accepting'
                  ? t('myAccount.offers.accepting')
                  : t('myAccount.offers.acceptOffer')}
              </button>
            </>
          )}
        </section>
      )}
      <section className="account-card" aria-labelledby="auto-recharge-title">
        <h2 id="auto-recharge-title">{t('myAccount.offers.autoRechargeTitle')}</h2>
        {teaser.visible && <p>{t('myAccount.offers.autoRechargeText')}</p>}
        {teaser.failed && (
          <p role="alert" className="form-error">
            {t('myAccount.offers.teaserFailed')}
          </p>
        )}
        <button
          type="button"
          className="button button-ghost"
          disabled={teaser.busy}
          onClick={() =>
            engine.send('accountOffers', {
              type: teaser.visible ? 'ui.autoRechargeTeaserHide' : 'ui.autoRechargeTeaserShow',
            })
          }
        >
          {teaser.visible ? t('myAccount.offers.hideTeaser') : t('myAccount.offers.showTeaser')}
        </button>
      </section>
    </>
  );
}
