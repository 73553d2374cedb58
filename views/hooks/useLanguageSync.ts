import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** Follows the language of the current route: texts, and `<html lang>` for assistive tech. */
export function useLanguageSync(): void {
  const language = useSystemSelector('shell', selectLanguage);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
}
