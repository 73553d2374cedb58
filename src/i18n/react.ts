import { useSyncExternalStore } from 'react';
import { i18n, subscribeLanguage, type Texts } from './index.ts';
import type { TFunction } from './translate.ts';

const currentT = () => i18n.t;

/**
 * The page's texts in its language: `t` changes with the language and when a later area's texts
 * arrive, so a component that reads it renders again then (and only then).
 *
 * @example
 * const { t } = useTranslation();
 * return <button>{t('account.login')}</button>;
 */
export function useTranslation(): { t: TFunction; i18n: Texts } {
  // The page's lookup is new whenever its language switches or texts arrive: the snapshot.
  const t = useSyncExternalStore(subscribeLanguage, currentT, currentT);
  return { t, i18n };
}
