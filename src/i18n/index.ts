import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, resolveLanguage, type Language } from '../routes/index.ts';
import type { Messages } from './messages/en.ts';

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
 * catalogs are not loaded: i18next finds these names in a namespace that is always there.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
};
const NAMES_NS = 'languageNames';

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

/**
 * i18next's way to a language it does not have yet: `changeLanguage` waits for the catalog before
 * it switches, so the page keeps the old language's texts until the new ones are in (never keys).
 * A catalog already loaded answers at once, so switching to it stays synchronous.
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (namespace !== 'translation') return callback(null, {});
    const lng = resolveLanguage(language);
    const done = loaded.get(lng);
    if (done) return callback(null, done);
    loadCatalog(lng).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

let instance: i18n | null = null;

/**
 * Sets up i18next for react-i18next, or switches its language when it exists. The texts of a
 * language whose catalog is loaded (`loadI18n`, `loadCatalog`) are there at once; any other
 * language keeps the current texts until its catalog arrived. An unknown language gives English.
 *
 * @example
 * await loadI18n(languageOfPath(location.pathname));
 * createRoot(el).render(<App />); // components use useTranslation()
 */
export function initI18n(language: string): i18n {
  const lng = resolveLanguage(language);
  if (instance) {
    if (instance.language !== lng) void instance.changeLanguage(lng);
    return instance;
  }
  instance = i18next.createInstance();
  void instance
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Every catalog has every key (src/i18n/i18n.test.ts): no fallback catalog to load as well.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      // The loaded catalogs are resources; the backend brings the others when they are asked for.
      resources: Object.fromEntries(
        LANGUAGES.map((code) => {
          const translation = loaded.get(code);
          const names = { languages: { [code]: LANGUAGE_NAMES[code] } };
          return [code, translation ? { translation, [NAMES_NS]: names } : { [NAMES_NS]: names }];
        }),
      ),
      partialBundledLanguages: true,
      fallbackNS: NAMES_NS,
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      showSupportNotice: false,
    });
  return instance;
}

/**
 * Loads the language's catalog, then sets up or switches i18next: on resolve its texts are there.
 * An entry calls it before the first render, so the first paint already has its texts.
 */
export async function loadI18n(language: string): Promise<i18n> {
  await loadCatalog(language);
  const i18n = initI18n(language);
  // A switch to a loaded catalog is synchronous, unless another switch is still loading.
  if (i18n.language !== resolveLanguage(language)) await i18n.changeLanguage(language);
  return i18n;
}

// Tests render and switch languages synchronously, as a page did when every catalog was bundled;
// in a build this is `if (false)` and goes away.
if (import.meta.env.MODE === 'test') await Promise.all(LANGUAGES.map(loadCatalog));
