import { useSyncExternalStore } from 'react';
import { i18n, subscribeLanguage, textsSnapshot, type Texts } from './index.ts';
import type { TFunction } from './translate.ts';

/**
 * The page's texts in its language: `t` changes with the language and when a later area's texts
 * arrive, so a component that reads it renders again then (and only then).
 *
 * @example
 * const { t } = useTranslation();
 * return <button>{t('account.login')}</button>;
 */
export function useTranslation(): { t: TFunction; i18n: Texts } {
  useSyncExternalStore(subscribeLanguage, textsSnapshot, textsSnapshot);
  return { t: i18n.t, i18n };
}
