import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectBonusCodeView } from '../../machines/bonusCode/bonusCode.selectors.ts';
import type { BonusCodeBenefit, BonusCodeConfig } from '../../machines/rewards/rewards.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import {
  Loading,
  RewardsPage,
  VisitorPrompt,
  useDateText,
  useReasonText,
} from './RewardsCommon.tsx';

/** Bonus-code redemption (route `myBonusCode`): the code, what it gives, the codes still open. */
export function BonusCodePage() {
  const { t } = useTranslation();
  const view = useSystemSelector('bonusCode', selectBonusCodeView);
  return (
    <RewardsPage title={t('rewards.bonusCode.title')}>
      {view.status === 'visitor' && <VisitorPrompt />}
      {view.status === 'waiting' && <Loading />}
      {view.status !== 'visitor' && view.status !== 'waiting' && <BonusCodeForm view={view} />}
    </RewardsPage>
  );
}

function BonusCodeForm({ view }: { view: ReturnType<typeof selectBonusCodeView> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reasonText = useReasonText();
  const dateText = useDateText();
  // Typing is not an input of the engine: only the submitted code is.
  const [code, setCode] = useState('');
  const busy = view.status === 'checking' || view.status === 'redeeming';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    engine.send('bonusCode', { type: 'ui.submit', code });
  };
  return (
    <div className="rewards-grid">
      <section className="rewards-card" aria-labelledby="bonus-form-title">
        <h2 id="bonus-form-title">{t('rewards.bonusCode.title')}</h2>
        <form className="rewards-form" onSubmit={submit} noValidate>
          <label>
            {t('rewards.bonusCode.label')}
            <input
              name="code"
              value={code}
              autoComplete="off"
              aria-invalid={view.status === 'invalid'}
              aria-describedby="bonus-form-feedback"
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {view.status === 'checking'
              ? t('rewards.bonusCode.checking')
              : view.status === 'redeeming'
                ? t('rewards.bonusCode.redeeming')
                : t('rewards.bonusCode.submit')}
          </button>
        </form>
        <div id="bonus-form-feedback" aria-live="polite">
          {view.status === 'invalid' && (
            <p className="form-error" role="alert">
              {t('rewards.bonusCode.empty')}
            </p>
          )}
          {view.status === 'refused' && (
            <p className="form-error" role="alert">
              {t('rewards.bonusCode.refused', { code: view.code })}{' '}
              {reasonText(view.reason ?? 'unknown')}
            </p>
          )}
          {view.status === 'failed' && (
            <p className="form-error" role="alert">
              {t('rewards.bonusCode.failed')}
            </p>
          )}
          {(view.status === 'redeemed' || view.status === 'confirmed') && view.config && (
            <div role="status">
              <p className="rewards-success">
                {t('rewards.bonusCode.redeemed', { code: view.config.code })}
              </p>
              <BonusBenefits config={view.config} />
              {view.status === 'confirmed' && (
                <p className="rewards-muted">{t('rewards.bonusCode.confirmed')}</p>
              )}
            </div>
          )}
        </div>
      </section>
      <section className="rewards-card" aria-labelledby="bonus-remaining-title">
        <h2 id="bonus-remaining-title">{t('rewards.bonusCode.remaining')}</h2>
        {view.remaining?.status === 'loading' && <Loading />}
        {view.remaining?.status === 'failed' && (
          <p className="form-error" role="alert">
            {t('rewards.bonusCode.remainingFailed')}{' '}
            <button
              type="button"
              className="button button-ghost"
              onClick={() => engine.send('bonusCode', { type: 'ui.retryRemaining' })}
            >
              {t('rewards.common.retry')}
            </button>
          </p>
        )}
        {view.remaining?.status === 'loaded' &&
          (view.remaining.codes.length === 0 ? (
            <p className="rewards-muted">{t('rewards.bonusCode.noRemaining')}</p>
          ) : (
            <ul className="rewards-list" aria-label={t('rewards.bonusCode.remaining')}>
              {view.remaining.codes.map((remaining) => (
                <li key={remaining.code}>
                  <code>{remaining.code}</code>
                  {remaining.validTo && (
                    <span className="rewards-muted">
                      {t('rewards.bonusCode.validTo', { date: dateText(remaining.validTo) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

/** Every benefit of a bonus code in words, with its conditions and validity. */
function BonusBenefits({ config }: { config: BonusCodeConfig }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const text = useBenefitText();
  return (
    <>
      <ul className="rewards-list" aria-label={t('rewards.bonusCode.label')}>
        {config.benefits.map((benefit) => (
          <li key={benefit.id}>
            <span>{text(benefit)}</span>
            <span className="rewards-muted">{benefit.description}</span>
          </li>
        ))}
      </ul>
      {config.validTo && (
        <p className="rewards-muted">
          {t('rewards.bonusCode.validTo', { date: dateText(config.validTo) })}
        </p>
      )}
      {config.conditions.requireMobileAuth && (
        <p className="rewards-muted">{t('rewards.bonusCode.needsMobile')}</p>
      )}
      {config.conditions.vip && <p className="rewards-muted">{t('rewards.bonusCode.vipOnly')}</p>}
    </>
  );
}

function useBenefitText() {
  const { t } = useTranslation();
  return (benefit: BonusCodeBenefit): string => {
    switch (benefit.kind) {
      case 'Bonus':
        return [
          t('rewards.bonusCode.benefits.Bonus', {
            percent: benefit.bonusTopUpPercent,
            flat: benefit.bonusTopUpFlat,
            bonusFlat: benefit.bonusFlat,
          }),
          ...benefit.staggering.map((step) => t('rewards.bonusCode.benefits.staggering', step)),
        ].join('; ');
      case 'BonusCoins':
      case 'BonusCredits':
      case 'VoucherVideo':
      case 'VoucherPhoto':
      case 'FreeMessages':
      case 'MessengerGifts':
        return t(`rewards.bonusCode.benefits.${benefit.kind}`, { amount: benefit.amount });
      case 'VIPAbo':
        return t('rewards.bonusCode.benefits.VIPAbo', { days: benefit.daysVIPAbo });
      case 'PremiumAbo':
        return t('rewards.bonusCode.benefits.PremiumAbo', { days: benefit.daysPremiumAbo });
      case 'ActorAbo':
        return t('rewards.bonusCode.benefits.ActorAbo', { days: benefit.daysActorAbo });
      case 'FreeMinutes':
        return t('rewards.bonusCode.benefits.FreeMinutes', { count: benefit.freeMinutesCount });
      case 'Media':
        return t('rewards.bonusCode.benefits.Media', { albumId: benefit.albumId });
      case 'LiveShow':
        return t('rewards.bonusCode.benefits.LiveShow');
    }
  };
}
