import { useSyncExternalStore } from 'react';
import { i18n, subscribeLanguage, type Texts } from './index.ts';
import type { TFunction } from './translate.ts';

const languageNow = () => i18n.language;

/**
 * The page's texts in its language: `t` changes with the language, so a component that reads it
 * renders again when the language switches (and only then).
 *
 * @example
 * const { t } = useTranslation();
 * return <button>{t('account.login')}</button>;
 */
export function useTranslation(): { t: TFunction; i18n: Texts } {
  const language = useSyncExternalStore(subscribeLanguage, languageNow, languageNow);
  return { t: i18n.getFixedT(language), i18n };
}
