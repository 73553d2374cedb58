import { LANGUAGES, resolveLanguage, type Language } from '../routes/index.ts';
import type { Messages } from './messages/en.ts';
import {
  findText,
  translate,
  type TextOptions,
  type TextTree,
  type TFunction,
} from './translate.ts';

export type { TFunction } from './translate.ts';

/**
 * Each language's catalog is its own chunk: a page loads only the texts of its language (the
 * build splits the feature catalogs per language too, see `vite.config.ts`).
 */
const LOADERS: Record<Language, () => Promise<Messages>> = {
  de: () => import('./messages/de.ts').then((module) => module.de),
  en: () => import('./messages/en.ts').then((module) => module.en),
  es: () => import('./messages/es.ts').then((module) => module.es),
  nl: () => import('./messages/nl.ts').then((module) => module.nl),
};

/**
 * Each language's name in itself (`languages.<code>` of its own catalog; the i18n test keeps them
 * equal). The language switch names every option in its own language, also the ones whose
 * catalogs are not loaded: a lookup falls back to these names.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
};

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

/** The catalog of one language, loaded once (an unknown language gives English). */
export function loadCatalog(language: string): Promise<Messages> {
  const lng = resolveLanguage(language);
  const done = loaded.get(lng);
  if (done) return Promise.resolve(done);
  let pending = loading.get(lng);
  if (!pending) {
    pending = LOADERS[lng]().then(
      (catalog) => {
        loaded.set(lng, catalog);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(lng); // a failed chunk load may be retried
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/** The page's texts: its language, the lookup, and the switch that waits for a catalog. */
export interface Texts {
  readonly language: Language;
  readonly t: TFunction;
  /** Whether the language's catalog has the text (a plural key by its `count`). */
  exists(key: string, options?: TextOptions): boolean;
  /**
   * Switches the page's language. A catalog not loaded yet is loaded first, so the page keeps
   * the old language's texts until the new ones are in (never keys); a loaded one switches at once.
   */
  changeLanguage(language: string): Promise<void>;
  /** A lookup in one language, whichever the page shows. */
  getFixedT(language: string): TFunction;
}

let current: Language | null = null;
let switching: Language | null = null;
const listeners = new Set<() => void>();

function treeOf(language: Language): TextTree | undefined {
  return loaded.get(language);
}

function lookup(language: Language, key: string, options?: TextOptions): unknown {
  return translate(treeOf(language), language, key, options, LANGUAGE_NAMES[language]);
}

/** The language a lookup asks for: its own `lng`, or else the lookup's language. */
function languageFor(options: TextOptions | undefined, fallback: Language): Language {
  return options?.lng ? resolveLanguage(options.lng) : fallback;
}

function fixedT(language: Language): TFunction {
  return ((key: string, given?: TextOptions | string) => {
    const options = typeof given === 'string' ? { defaultValue: given } : given;
    return lookup(languageFor(options, language), key, options);
  }) as TFunction;
}

const tByLanguage = new Map<Language, TFunction>();
function tOf(language: Language): TFunction {
  let t = tByLanguage.get(language);
  if (!t) tByLanguage.set(language, (t = fixedT(language)));
  return t;
}

function setLanguage(language: Language): void {
  if (current === language) return;
  current = language;
  for (const listener of listeners) listener();
}

export const i18n: Texts = {
  get language() {
    return current ?? 'en';
  },
  get t() {
    return tOf(current ?? 'en');
  },
  exists(key, options) {
    const language = languageFor(options, current ?? 'en');
    return typeof findText(treeOf(language), language, key, options?.count) === 'string';
  },
  async changeLanguage(language) {
    const lng = resolveLanguage(language);
    switching = lng;
    if (!loaded.has(lng)) {
      try {
        await loadCatalog(lng);
      } catch {
        // The chunk did not load (offline, a new release): the page keeps the texts it shows;
        // the next switch to the language asks again (the entry's first load retries itself).
        return;
      }
    }
    // A later switch that was asked while this catalog loaded wins.
    if (switching === lng) setLanguage(lng);
  },
  getFixedT: (language) => tOf(resolveLanguage(language)),
};

/** Follows the page's language: the hook's subscription (src/i18n/react.ts). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the page's language, or switches it. The texts of a language whose catalog is loaded
 * (`loadI18n`, `loadCatalog`) are there at once; any other language keeps the current texts until
 * its catalog arrived. An unknown language gives English.
 *
 * @example
 * await loadI18n(languageOfPath(location.pathname));
 * createRoot(el).render(<App />); // components use useTranslation()
 */
export function initI18n(language: string): Texts {
  // A loaded catalog switches within this call (`changeLanguage` awaits only a load).
  const lng = resolveLanguage(language);
  if (current !== lng) void i18n.changeLanguage(lng);
  return i18n;
}

/**
 * Loads the language's catalog, then sets or switches the page's language: on resolve its texts
 * are there. An entry calls it before the first render, so the first paint already has its texts.
 */
export async function loadI18n(language: string): Promise<Texts> {
  await loadCatalog(language);
  await i18n.changeLanguage(language);
  return i18n;
}

// Tests render and switch languages synchronously, as a page did when every catalog was bundled;
// in a build this is `if (false)` and goes away.
if (import.meta.env.MODE === 'test') await Promise.all(LANGUAGES.map(loadCatalog));
