import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from '../../src/i18n/index.ts';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** The translations and languages every post reads, once for all of them. */
export interface FeedText {
  t: TFunction;
  /** The translations' language (dates). */
  textLanguage: string;
  /** The route's language (links). */
  language: string;
}

const FeedTextContext = createContext<FeedText | null>(null);

/**
 * The feed's translations, read once for all its posts: a post mounting while the feed scrolls
 * subscribes to nothing more. The posts' guarded intents (like, comment, buy, tip) are plain: the
 * feed machine asks the gate for them (machines/feed/feed.gate.ts).
 */
export function FeedTextProvider({ children }: { children: ReactNode }) {
  // Read here once, not in each post: every `useTranslation` mount subscribes to the language
  // (react-i18next's also copied its instance, much of a post's mount while the feed scrolled).
  const { t, i18n } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const textLanguage = i18n.language;
  const text = useMemo(() => ({ t, textLanguage, language }), [t, textLanguage, language]);
  return <FeedTextContext.Provider value={text}>{children}</FeedTextContext.Provider>;
}

/** The feed's translations and languages (a post is always shown inside a `FeedTextProvider`). */
export function useFeedText(): FeedText {
  const text = useContext(FeedTextContext);
  if (!text) throw new Error('a feed post is shown outside FeedTextProvider');
  return text;
}
