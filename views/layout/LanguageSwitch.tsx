import { useTranslation } from '../../src/i18n/react.ts';
import { useLocation, useNavigate } from 'react-router';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { LANGUAGES, localizedEquivalent } from '../../src/routes/index.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { GlobeIcon } from './icons.tsx';

/**
 * Switching language navigates to the same screen in the other language; the route change then
 * carries the new language to the shell and the texts. Options name each language in itself, so
 * a guest can find their own in a page they cannot read.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="language-switch">
      <label htmlFor="language-select">
        <GlobeIcon />
        {t('footer.language')}
      </label>
      <select
        id="language-select"
        value={language}
        onChange={(event) =>
          void navigate(localizedEquivalent(pathname, event.target.value) + search)
        }
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} title={t(`languages.${code}`)}>
            {t(`languages.${code}`, { lng: code })}
          </option>
        ))}
      </select>
    </div>
  );
}
