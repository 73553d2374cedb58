import { useTranslation } from '../../src/i18n/react.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { DailyBonusCountdown } from './DailyBonusCountdown.tsx';
import { useOpenDailyBonus } from './useOpenDailyBonus.ts';
import './dailyBonusBlock.css';

/**
 * The start page's "Dailybonus" block (seed 000 §2 timeline): today's offer, its price and the
 * countdown to the next one, and the way to the daily bonus page. Opens the daily bonus while
 * shown, as the page does (one of them is on screen at a time); a visitor gets the invitation.
 */
export function DailyBonusBlock() {
  const { t } = useTranslation();
  const view = useOpenDailyBonus();
  const today = view.status === 'ready' ? view.data.today : null;
  return (
    <div className="daily-block">
      {today ? (
        <>
          <p className="daily-block-offer">
            {t('rewards.home.todayOffer', {
              offer: today.content?.title ?? t(`rewards.dailyBonus.offers.${today.offer}`),
            })}
          </p>
          <p className="badge">
            {today.purchased
              ? t('rewards.dailyBonus.alreadyClaimed')
              : today.free || !today.price
                ? t('rewards.dailyBonus.free')
                : t('rewards.dailyBonus.price', {
                    price: formatMoney(today.price),
                  })}
          </p>
          <DailyBonusCountdown label={t('rewards.home.endsIn')} />
        </>
      ) : (
        <p className="block-text" aria-busy={view.status === 'loading' || undefined}>
          {view.status === 'loading' || view.status === 'closed'
            ? t('rewards.common.loading')
            : t('rewards.home.text')}
        </p>
      )}
      <LocalizedLink route="dailyBonus" className="button button-primary daily-block-link">
        {t('rewards.home.open')}
      </LocalizedLink>
    </div>
  );
}
