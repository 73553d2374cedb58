import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { ReportButton } from '../report/ReportButton.tsx';
import { ReportDialogSlot } from '../report/ReportDialogSlot.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav aria-label={t('footer.legal')}>
          <ul className="footer-links">
            <li>
              <LocalizedLink route="termsOfService">{t('footer.terms')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink route="dataProtection">{t('footer.dataProtection')}</LocalizedLink>
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
