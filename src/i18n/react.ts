import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Language } from '../routes/index.ts';
import {
  pageTexts,
  prepareTexts,
  subscribeLanguage,
  textsOf,
  textsReady,
  type LanguageTexts,
} from './index.ts';
import type { TFunction } from './translate.ts';

/** The language the app's frame shows (null: a page without it, in its entry's language). */
const FrameLanguage = createContext<Language | null>(null);

/**
 * The language the frame shows for the language of the route: the route's once its texts are
 * here, until then the one shown before (never keys or empty texts while a catalog loads). The
 * texts load on the first render that wants them and render the frame again when they are in.
 */
function useShownLanguage(language: Language): Language {
  const [shown, setShown] = useState(language);
  const ready = useSyncExternalStore(
    subscribeLanguage,
    () => textsReady(language, shown),
    () => textsReady(language, shown),
  );
  // The pattern React documents for keeping what was shown before: set during render.
  if (ready && shown !== language) setShown(language);
  useEffect(() => {
    // A failed chunk keeps the texts shown; the next switch to the language asks again.
    if (!ready) prepareTexts(language, shown).catch(() => undefined);
  }, [ready, language, shown]);
  return ready ? language : shown;
}

/**
 * The app's texts follow `language` (the shell's route, views/AppFrame.tsx): every
 * `useTranslation` below it looks up in that language, with no module state kept in step.
 */
export function TextsLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return createElement(FrameLanguage, { value: useShownLanguage(language) }, children);
}

/**
 * The texts in the frame's language (outside the app's frame, the page's): `t` changes with the
 * language and when a later area's texts arrive, so a component that reads it renders again then
 * (and only then).
 *
 * @example
 * const { t } = useTranslation();
 * return <button>{t('account.login')}</button>;
 */
export function useTranslation(): { t: TFunction; i18n: LanguageTexts } {
  const language = useContext(FrameLanguage);
  const read = language === null ? pageTexts : () => textsOf(language);
  // The language's texts are a new object whenever more of them arrive: the snapshot.
  const texts = useSyncExternalStore(subscribeLanguage, read, read);
  return { t: texts.t, i18n: texts };
}
