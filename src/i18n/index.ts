import { LANGUAGES, resolveLanguage, type Language } from '../routes/index.ts';
import type { Messages } from './messages/en.ts';
import type { LaterMessages } from './messages/en.later.ts';
import { LATER_NAMESPACES, type LaterNamespace } from './messages/later.ts';
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
 * build splits the feature catalogs per language too, see `vite.config.ts`), and of those only
 * the areas a first screen may show.
 */
const LOADERS: Record<Language, () => Promise<Messages>> = {
  de: () => import('./messages/de.ts').then((module) => module.de),
  en: () => import('./messages/en.ts').then((module) => module.en),
  es: () => import('./messages/es.ts').then((module) => module.es),
  nl: () => import('./messages/nl.ts').then((module) => module.nl),
};

/** The texts of the areas no first screen shows (`LATER_NAMESPACES`): a chunk per language. */
const LATER_LOADERS: Record<Language, () => Promise<LaterMessages>> = {
  de: () => import('./messages/de.later.ts').then((module) => module.deLater),
  en: () => import('./messages/en.later.ts').then((module) => module.enLater),
  es: () => import('./messages/es.later.ts').then((module) => module.esLater),
  nl: () => import('./messages/nl.later.ts').then((module) => module.nlLater),
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

/** Each language's texts as far as they are here: the first catalog, then the later areas. */
const loaded = new Map<Language, TextTree>();
const loading = new Map<Language, Promise<TextTree>>();

/** The first catalog of one language, loaded once (an unknown language gives English). */
export function loadCatalog(language: string): Promise<TextTree> {
  const lng = resolveLanguage(language);
  const done = loaded.get(lng);
  if (done) return Promise.resolve(done);
  let pending = loading.get(lng);
  if (!pending) {
    pending = LOADERS[lng]().then(
      (catalog) => {
        loaded.set(lng, catalog);
        // A frame waiting to show this language's texts renders them now (src/i18n/react.ts).
        notify();
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

/** One language's texts: the lookup, and whether a text is there. */
export interface LanguageTexts {
  readonly language: Language;
  readonly t: TFunction;
  /** Whether the language's catalog has the text (a plural key by its `count`). */
  exists(key: string, options?: TextOptions): boolean;
  /** A lookup in one language, whichever the page shows. */
  getFixedT(language: string): TFunction;
}

/**
 * The texts of a page without the app's frame (the support tools, a component rendered alone in
 * a test): its language is set by its entry (`loadI18n`, `initI18n`). The app's views read the
 * language of the shell's route instead (`TextsLanguage`, src/i18n/react.ts).
 */
export interface Texts extends LanguageTexts {
  /**
   * Switches the page's language. A catalog not loaded yet is loaded first, so the page keeps
   * the old language's texts until the new ones are in (never keys); a loaded one switches at once.
   */
  changeLanguage(language: string): Promise<void>;
}

let current: Language | null = null;
let switching: Language | null = null;
const listeners = new Set<() => void>();

function treeOf(language: Language): TextTree | undefined {
  return loaded.get(language);
}

const LATER: ReadonlySet<string> = new Set(LATER_NAMESPACES);
const laterLoading = new Map<Language, Promise<void>>();

function hasLater(language: Language): boolean {
  return treeOf(language)?.[LATER_NAMESPACES[0]] !== undefined;
}

/** Loads one language's later areas, once (again after a failure), after its first catalog. */
function loadLater(language: Language): Promise<void> {
  if (hasLater(language)) return Promise.resolve();
  let pending = laterLoading.get(language);
  if (!pending) {
    pending = Promise.all([loadCatalog(language), LATER_LOADERS[language]()]).then(
      ([catalog, later]) => {
        loaded.set(language, { ...catalog, ...later });
        tByLanguage.delete(language);
        notify();
      },
      (error: unknown) => {
        laterLoading.delete(language); // a failed chunk load may be retried
        throw error;
      },
    );
    laterLoading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the texts of the later areas (`LATER_NAMESPACES`) in the page's language (the one it is
 * switching to, if so), when `namespaces` names any. A screen of such an area asks before it
 * renders, so its first paint has its texts; a lookup of a key whose area is not here yet asks
 * too, and shows nothing until the texts arrived (then every `useTranslation` renders again).
 */
export function loadTexts(namespaces: readonly LaterNamespace[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  // The languages this page has texts of: the one it shows is among them (the app's follows the
  // shell's route, which this module does not know), and a guest rarely has more than one.
  const languages = new Set<Language>([...loaded.keys(), switching ?? current ?? 'en']);
  return Promise.all([...languages].map(loadLater)).then(() => undefined);
}

/**
 * A chunk of code with the texts of the later areas it shows, loaded side by side, so that its
 * first paint has them (a screen, a dialog, the messenger's parts of the layout).
 *
 * @example
 * const loadDialog = () => withTexts(import('./ReportDialog.tsx'), ['report']);
 */
export function withTexts<T>(chunk: Promise<T>, namespaces: readonly LaterNamespace[]): Promise<T> {
  return Promise.all([chunk, loadTexts(namespaces)]).then(([module]) => module);
}

/** Every text of one language, its later areas' included (a replay may show any screen). */
export function loadAllTexts(language: string): Promise<void> {
  return loadLater(resolveLanguage(language));
}

/** Whether a key is of a later area whose texts are not here yet (the first catalog is). */
function isMissingLater(language: Language, key: string): boolean {
  return LATER.has(key.slice(0, key.indexOf('.'))) && !!treeOf(language) && !hasLater(language);
}

function lookup(language: Language, key: string, options?: TextOptions): unknown {
  if (isMissingLater(language, key)) {
    // Shown once the area's texts are here (a failed load asks again on the next lookup).
    loadLater(language).catch(() => undefined);
    return options?.returnObjects ? {} : (options?.defaultValue ?? '');
  }
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

/** One lookup per language, a new one when texts arrived (so memoised views render again). */
const tByLanguage = new Map<Language, TFunction>();
function tOf(language: Language): TFunction {
  let t = tByLanguage.get(language);
  if (!t) tByLanguage.set(language, (t = fixedT(language)));
  return t;
}

function existsIn(language: Language, key: string, options?: TextOptions): boolean {
  const lng = languageFor(options, language);
  if (isMissingLater(lng, key)) loadLater(lng).catch(() => undefined);
  return typeof findText(treeOf(lng), lng, key, options?.count) === 'string';
}

const textsByLanguage = new Map<Language, LanguageTexts>();

/**
 * One language's texts, the same object until more of its texts arrive (then a new one, with a
 * new lookup, so the views that read it render again).
 */
export function textsOf(language: Language): LanguageTexts {
  const t = tOf(language);
  let texts = textsByLanguage.get(language);
  if (texts?.t !== t) {
    texts = {
      language,
      t,
      exists: (key, options) => existsIn(language, key, options),
      getFixedT: (other) => tOf(resolveLanguage(other)),
    };
    textsByLanguage.set(language, texts);
  }
  return texts;
}

/** The texts of a page without the app's frame, in the language its entry set. */
export function pageTexts(): LanguageTexts {
  return textsOf(current ?? 'en');
}

/**
 * Whether a frame that shows `from` may show `to` now: its catalog is here, and so are its later
 * areas if `from` has them (a switch never shows empty texts).
 */
export function textsReady(to: Language, from: Language): boolean {
  return loaded.has(to) && !mustCarryLater(from, to);
}

/** Loads what `textsReady(to, from)` waits for; the frame renders again when it is here. */
export async function prepareTexts(to: Language, from: Language): Promise<void> {
  await loadCatalog(to);
  if (mustCarryLater(from, to)) await loadLater(to);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function setLanguage(language: Language): void {
  if (current === language) return;
  current = language;
  notify();
}

/** Whether the page shows later areas in `from` that `to` does not have yet. */
function mustCarryLater(from: Language | null, to: Language): boolean {
  return from !== null && hasLater(from) && !hasLater(to);
}

export const i18n: Texts = {
  get language() {
    return current ?? 'en';
  },
  get t() {
    return tOf(current ?? 'en');
  },
  exists: (key, options) => existsIn(current ?? 'en', key, options),
  async changeLanguage(language) {
    const lng = resolveLanguage(language);
    switching = lng;
    const carry = mustCarryLater(current, lng);
    if (!loaded.has(lng) || carry) {
      try {
        await loadCatalog(lng);
        // The later areas the page has switch with the rest, never to empty texts.
        if (carry) await loadLater(lng);
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

/** Follows the page's language and arriving texts: the hook's subscription (src/i18n/react.ts). */
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
if (import.meta.env.MODE === 'test') await Promise.all(LANGUAGES.map(loadLater));
