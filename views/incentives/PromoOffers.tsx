import { Link } from 'react-router';
import { PROMO } from '../../machines/incentives/promo.machine.ts';
import { selectTrialChatCode } from '../../machines/incentives/promo.selectors.ts';
import { selectLanguage, selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';

/**
 * Split test 50's variant (decision 0041): a tile of the start page's offers with the welcome
 * bonus code (shown while the guest has not redeemed it: `selectWelcomeBonusCode`); it leads to
 * the bonus-code page.
 */
export function WelcomeBonusTile({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <Link className="teaser promo-tile" to={buildPath('myBonusCode', language)}>
      <strong>{t('incentives.promo.welcomeTitle')}</strong>
      <span>{t('incentives.promo.welcomeText')}</span>
      <code className="promo-code">{code}</code>
      <span className="promo-cta">{t('incentives.promo.redeem')}</span>
    </Link>
  );
}

/**
 * Split test 34's variant (decision 0041): on a performer's profile, the conversion-chat trial
 * with its code (free messages to write to her), while the guest has not redeemed it.
 */
export function TrialChatOffer() {
  const { t } = useTranslation();
  const code = useOptionalSystemSelector(PROMO, selectTrialChatCode, null);
  const route = useSystemSelector('shell', selectRoute);
  const language = useSystemSelector('shell', selectLanguage);
  if (code === null || route.status !== 'matched' || route.name !== 'actorProfile') return null;
  return (
    <aside className="promo-offer" aria-label={t('incentives.promo.trialTitle')}>
      <strong>{t('incentives.promo.trialTitle')}</strong>{' '}
      <span>{t('incentives.promo.trialText')}</span> <code className="promo-code">{code}</code>{' '}
      <Link className="button button-primary" to={buildPath('myBonusCode', language)}>
        {t('incentives.promo.redeem')}
      </Link>
    </aside>
  );
}
