import { useTranslation } from '../../src/i18n/react.ts';
import type { TFunction } from '../../src/i18n/index.ts';
import type { selectDailyBonusView } from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import type { DailyBonusOffer } from '../../machines/rewards/rewards.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { DailyBonusCountdown } from './DailyBonusCountdown.tsx';
import { useDailyBonusView } from './useOpenDailyBonus.ts';
import { DailyBonusEvent } from './DailyBonusEvent.tsx';
import {
  LoadFailed,
  Loading,
  RewardsPage,
  VisitorPrompt,
  useDateText,
  useReasonText,
} from './RewardsCommon.tsx';

/** The daily bonus (route `dailyBonus`): today's offer with a countdown to 23:59:59 Berlin time. */
export function DailyBonusPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useDailyBonusView();
  return (
    <RewardsPage title={t('rewards.dailyBonus.title')}>
      {view.status === 'visitor' && <VisitorPrompt />}
      {(view.status === 'waiting' || view.status === 'closed' || view.status === 'loading') && (
        <Loading />
      )}
      {view.status === 'failed' && (
        <LoadFailed onRetry={() => engine.send('dailyBonus', { type: 'ui.retry' })} />
      )}
      {view.status === 'ready' && (
        <DailyBonusEvent event={view.data.event}>
          <DailyBonusBoard view={view} />
        </DailyBonusEvent>
      )}
    </RewardsPage>
  );
}

function DailyBonusBoard({
  view,
}: {
  view: Extract<ReturnType<typeof selectDailyBonusView>, { status: 'ready' }>;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reasonText = useReasonText();
  const { data, offerStatus } = view;
  const today = data.today;
  const busy = offerStatus === 'claiming';
  return (
    <>
      <div className="rewards-grid">
        <section className="rewards-card" aria-labelledby="daily-today-title">
          <h2 id="daily-today-title">{t('rewards.dailyBonus.today')}</h2>
          <DailyBonusCountdown label={t('rewards.dailyBonus.endsIn')} />
          {today && <OfferDetails offer={today} />}
          {today && !today.purchased && (
            <button
              type="button"
              className="button button-primary"
              disabled={busy || offerStatus === 'toppingUp'}
              aria-busy={busy}
              onClick={() => engine.send('dailyBonus', { type: 'ui.claim', offerId: today.id })}
            >
              {busy
                ? t('rewards.dailyBonus.claiming')
                : today.free
                  ? t('rewards.dailyBonus.claim')
                  : t('rewards.dailyBonus.buy')}
            </button>
          )}
          <div aria-live="polite">
            {offerStatus === 'claimed' && (
              <p className="rewards-success" role="status">
                {t('rewards.dailyBonus.claimed')}
              </p>
            )}
            {today?.purchased && offerStatus !== 'claimed' && (
              <p className="rewards-muted">{t('rewards.dailyBonus.alreadyClaimed')}</p>
            )}
            {offerStatus === 'toppingUp' && (
              <p className="rewards-muted">{t('rewards.dailyBonus.toppingUp')}</p>
            )}
            {offerStatus === 'refused' && (
              <p className="form-error" role="alert">
                {reasonText(view.errorCode ?? view.error ?? 'unknown')}
              </p>
            )}
          </div>
        </section>
        <section className="rewards-card" aria-labelledby="daily-yesterday-title">
          <h2 id="daily-yesterday-title">{t('rewards.dailyBonus.yesterday')}</h2>
          {data.yesterday && <OfferDetails offer={data.yesterday} />}
        </section>
        <section className="rewards-card" aria-labelledby="daily-tomorrow-title">
          <h2 id="daily-tomorrow-title">{t('rewards.dailyBonus.tomorrow')}</h2>
          {data.event.mysteriousTomorrow || !data.tomorrow ? (
            <p className="rewards-muted">{t('rewards.dailyBonus.mystery')}</p>
          ) : (
            <OfferDetails offer={data.tomorrow} />
          )}
        </section>
      </div>
      {data.interactive && (
        <section className="rewards-card" aria-labelledby="daily-interactive-title">
          <h2 id="daily-interactive-title">{data.interactive.title}</h2>
          <p>{data.interactive.text}</p>
        </section>
      )}
      <div className="rewards-grid">
        <section className="rewards-card" aria-labelledby="daily-models-title">
          <h2 id="daily-models-title">{t('rewards.dailyBonus.models')}</h2>
          <ul className="rewards-list">
            {data.bonusModels.map((model) => (
              <li key={model.id}>{model.name}</li>
            ))}
          </ul>
        </section>
        <section className="rewards-card" aria-labelledby="daily-consumed-title">
          <h2 id="daily-consumed-title">{t('rewards.dailyBonus.consumed')}</h2>
          <ul className="rewards-list" aria-label={t('rewards.dailyBonus.consumed')}>
            {data.consumedOffers.map((offer) => (
              <li key={offer.id}>
                <OfferName offer={offer} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function OfferName({ offer }: { offer: DailyBonusOffer }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  return (
    <>
      <span>{offer.content?.title ?? t(`rewards.dailyBonus.offers.${offer.offer}`)}</span>
      <span className="rewards-muted">{dateText(offer.date)}</span>
    </>
  );
}

/**
 * The server names an offer's conditions and effects (`minimumBalance`, `pieces`…): the known
 * ones in the guest's language, an unknown one as the server sent it rather than nothing.
 */
function termText(t: TFunction, group: 'names' | 'units', term: string): string {
  return t(`rewards.dailyBonus.${group}.${term}` as never, { defaultValue: term });
}

function OfferDetails({ offer }: { offer: DailyBonusOffer }) {
  const { t } = useTranslation();
  return (
    <div className="rewards-offer">
      <h3>{t(`rewards.dailyBonus.offers.${offer.offer}`)}</h3>
      {offer.content && <p>{offer.content.title}</p>}
      {offer.effect && (
        <p>
          {t('rewards.dailyBonus.effect', {
            name: termText(t, 'names', offer.effect.name),
            value: offer.effect.value,
            unit: termText(t, 'units', offer.effect.unit),
          })}
          {offer.effect.code ? ` (${offer.effect.code})` : ''}
        </p>
      )}
      {offer.conditions.map((condition) => (
        <p key={condition.name} className="rewards-muted">
          {t('rewards.dailyBonus.condition', {
            name: termText(t, 'names', condition.name),
            value: condition.value,
          })}
        </p>
      ))}
      <p className="badge">
        {offer.free || !offer.price
          ? t('rewards.dailyBonus.free')
          : t('rewards.dailyBonus.price', {
              price: formatMoney(offer.price),
            })}
      </p>
    </div>
  );
}
