import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';

/** The wordmark with an inline lens mark, linking to the start page. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink route="home" className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff3d7f" />
            <stop offset="1" stopColor="#b0185a" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="3.2" fill="#fff" />
        <circle cx="25" cy="7" r="2" fill="#ffd1e0" />
      </svg>
      <span className="logo-text">{t('app.name')}</span>
      <span className="sr-only"> – {t('nav.home')}</span>
    </LocalizedLink>
  );
}
