import { useEffect, type ReactNode } from 'react';
import { selectLanguage } from '../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../src/engine/react.tsx';
import { TextsLanguage, useTranslation } from '../src/i18n/react.ts';
import { CookieBanner } from './account/CookieBanner.tsx';

/** `<html lang>` says the language the texts are in, for assistive tech. */
function DocumentLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return null;
}

/**
 * What surrounds the screens and the boot screen alike: the parts that need nothing from the
 * server. The texts are in the language of the shell's route (`TextsLanguage`: a screen that
 * renders a route renders its language, also in a replay, with no view keeping a language in
 * step). The cookie banner reads the consent stored in the browser, so it is up from the first
 * frame, over the boot screen too, and stays mounted when the app enters (a phone's largest first
 * paint is not held back until the bootstrap is in). The live page (src/main.tsx) and the
 * replayed one (views/support/ReplayedApp.tsx) both render through this frame, so support sees
 * what the guest saw.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <RouteTexts>
      <DocumentLanguage />
      {children}
      <CookieBanner />
    </RouteTexts>
  );
}

/** The texts below in the language of the shell's route (the frame's; the screens' in a test). */
export function RouteTexts({ children }: { children: ReactNode }) {
  const language = useSystemSelector('shell', selectLanguage);
  return <TextsLanguage language={language}>{children}</TextsLanguage>;
}
