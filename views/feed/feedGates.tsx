import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from '../../src/i18n/index.ts';
import { useTranslation } from '../../src/i18n/react.ts';
import type { FeedGate } from '../../machines/feed/feed.events.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useFeedGate } from './useFeedGate.ts';

/** The gates a post's actions carry: likes and comments (`favorite`), buying and tips (`buy`). */
export interface FeedGates {
  favorite: FeedGate;
  buy: FeedGate;
}

const FeedGatesContext = createContext<FeedGates | null>(null);

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
 * The feed's gating decisions and its translations, read once for all its posts: a post mounting while the feed
 * scrolls subscribes to nothing of the guest, the age check or the bootstrap (each card did, six
 * subscriptions a card); a change of the guest's state reaches the posts through the context.
 */
export function FeedGatesProvider({ children }: { children: ReactNode }) {
  const favorite = useFeedGate('favorite');
  const buy = useFeedGate('buy');
  const gates = useMemo(
    () => ({
      favorite: { reason: favorite.reason, open: favorite.open },
      buy: { reason: buy.reason, open: buy.open },
    }),
    [favorite.reason, favorite.open, buy.reason, buy.open],
  );
  // Read here once, not in each post: every `useTranslation` mount subscribes to the language
  // (react-i18next's also copied its instance, much of a post's mount while the feed scrolled).
  const { t, i18n } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const textLanguage = i18n.language;
  const text = useMemo(() => ({ t, textLanguage, language }), [t, textLanguage, language]);
  return (
    <FeedGatesContext.Provider value={gates}>
      <FeedTextContext.Provider value={text}>{children}</FeedTextContext.Provider>
    </FeedGatesContext.Provider>
  );
}

/** The feed's gates (a post is always shown inside a `FeedGatesProvider`). */
export function useFeedGates(): FeedGates {
  const gates = useContext(FeedGatesContext);
  if (!gates) throw new Error('a feed post is shown outside FeedGatesProvider');
  return gates;
}

/** The feed's translations and languages (inside a `FeedGatesProvider`, like the gates). */
export function useFeedText(): FeedText {
  const text = useContext(FeedTextContext);
  if (!text) throw new Error('a feed post is shown outside FeedGatesProvider');
  return text;
}
