import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, resolveLanguage } from '../routes/index.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { nl } from './messages/nl.ts';

export const catalogs = { de, en, es, nl } as const;

let instance: i18n | null = null;

/**
 * Sets up i18next for react-i18next with the four catalogs bundled, synchronously, so the first
 * render already has its texts. Calling it again only switches the language. An unknown language
 * gives English, which is also the fallback for a missing text.
 *
 * @example
 * initI18n(languageOfPath(location.pathname));
 * createRoot(el).render(<App />); // components use useTranslation()
 */
export function initI18n(language: string): i18n {
  const lng = resolveLanguage(language);
  if (instance) {
    if (instance.language !== lng) void instance.changeLanguage(lng);
    return instance;
  }
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(catalogs).map(([code, translation]) => [code, { translation }]),
    ),
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
