import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';
import { ReportButton } from '../report/ReportButton.tsx';
import { ReportDialogSlot } from '../report/ReportDialogSlot.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { RouteLinkItems } from './RouteLinkItems.tsx';
import { SupportLink } from './SupportLink.tsx';

/**
 * The footer's site links: the areas a guest looks for at the bottom of a page (the big cam and
 * clip sites keep their deals, special categories and event pages there), each also linked where
 * it belongs (the video station, the start page's blocks).
 */
const FOOTER_DISCOVER = [
  'dailyDeals',
  'allVideos',
  'vipVideos',
  'videoStars',
  'eventVrPorn',
  'eventCumOn',
  'magazineWetNWildGame',
] as const satisfies readonly StaticRouteName[];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav aria-label={t('footer.discover')} className="footer-discover">
          <ul className="footer-links">
            <RouteLinkItems routes={FOOTER_DISCOVER} className="" />
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <ul className="footer-links">
            <li>
              <LocalizedLink route="termsOfService">{t('footer.terms')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink route="dataProtection">{t('footer.dataProtection')}</LocalizedLink>
            </li>
            <li>
              <SupportLink />
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <ReportButton className="footer-report" />
        <p className="footer-note">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          {t('app.adultsOnly')}
        </p>
      </div>
      <ReportDialogSlot />
    </footer>
  );
}
