import { LANGUAGES, resolveLanguage, type Language } from '../routes/index.ts';
import type { Messages } from './messages/en.ts';
import {
  LATER_GROUPS,
  laterGroupOf,
  type LaterGroup,
  type LaterNamespace,
} from './messages/later.ts';
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

type LaterLoaders = Record<LaterGroup, () => Promise<TextTree>>;

/**
 * The texts of the areas no first screen shows (`LATER_GROUPS`): a chunk per group and language,
 * so a screen loads only its own areas' texts.
 */
const LATER_LOADERS: Record<Language, LaterLoaders> = {
  de: {
    actorProfile: () => import('./messages/later/actorProfile.de.ts').then((m) => m.texts),
    liveShow: () => import('./messages/later/liveShow.de.ts').then((m) => m.texts),
    messenger: () => import('./messages/later/messenger.de.ts').then((m) => m.texts),
    pages: () => import('./messages/later/pages.de.ts').then((m) => m.texts),
    rewards: () => import('./messages/later/rewards.de.ts').then((m) => m.texts),
    tools: () => import('./messages/later/tools.de.ts').then((m) => m.texts),
    contests: () => import('./messages/later/contests.de.ts').then((m) => m.texts),
    feed: () => import('./messages/later/feed.de.ts').then((m) => m.texts),
    tv: () => import('./messages/later/tv.de.ts').then((m) => m.texts),
    blog: () => import('./messages/later/blog.de.ts').then((m) => m.texts),
    gallery: () => import('./messages/later/gallery.de.ts').then((m) => m.texts),
    payTour: () => import('./messages/later/payTour.de.ts').then((m) => m.texts),
    modalBoxes: () => import('./messages/later/modalBoxes.de.ts').then((m) => m.texts),
  },
  en: {
    actorProfile: () => import('./messages/later/actorProfile.en.ts').then((m) => m.texts),
    liveShow: () => import('./messages/later/liveShow.en.ts').then((m) => m.texts),
    messenger: () => import('./messages/later/messenger.en.ts').then((m) => m.texts),
    pages: () => import('./messages/later/pages.en.ts').then((m) => m.texts),
    rewards: () => import('./messages/later/rewards.en.ts').then((m) => m.texts),
    tools: () => import('./messages/later/tools.en.ts').then((m) => m.texts),
    contests: () => import('./messages/later/contests.en.ts').then((m) => m.texts),
    feed: () => import('./messages/later/feed.en.ts').then((m) => m.texts),
    tv: () => import('./messages/later/tv.en.ts').then((m) => m.texts),
    blog: () => import('./messages/later/blog.en.ts').then((m) => m.texts),
    gallery: () => import('./messages/later/gallery.en.ts').then((m) => m.texts),
    payTour: () => import('./messages/later/payTour.en.ts').then((m) => m.texts),
    modalBoxes: () => import('./messages/later/modalBoxes.en.ts').then((m) => m.texts),
  },
  es: {
    actorProfile: () => import('./messages/later/actorProfile.es.ts').then((m) => m.texts),
    liveShow: () => import('./messages/later/liveShow.es.ts').then((m) => m.texts),
    messenger: () => import('./messages/later/messenger.es.ts').then((m) => m.texts),
    pages: () => import('./messages/later/pages.es.ts').then((m) => m.texts),
    rewards: () => import('./messages/later/rewards.es.ts').then((m) => m.texts),
    tools: () => import('./messages/later/tools.es.ts').then((m) => m.texts),
    contests: () => import('./messages/later/contests.es.ts').then((m) => m.texts),
    feed: () => import('./messages/later/feed.es.ts').then((m) => m.texts),
    tv: () => import('./messages/later/tv.es.ts').then((m) => m.texts),
    blog: () => import('./messages/later/blog.es.ts').then((m) => m.texts),
    gallery: () => import('./messages/later/gallery.es.ts').then((m) => m.texts),
    payTour: () => import('./messages/later/payTour.es.ts').then((m) => m.texts),
    modalBoxes: () => import('./messages/later/modalBoxes.es.ts').then((m) => m.texts),
  },
  nl: {
    actorProfile: () => import('./messages/later/actorProfile.nl.ts').then((m) => m.texts),
    liveShow: () => import('./messages/later/liveShow.nl.ts').then((m) => m.texts),
    messenger: () => import('./messages/later/messenger.nl.ts').then((m) => m.texts),
    pages: () => import('./messages/later/pages.nl.ts').then((m) => m.texts),
    rewards: () => import('./messages/later/rewards.nl.ts').then((m) => m.texts),
    tools: () => import('./messages/later/tools.nl.ts').then((m) => m.texts),
    contests: () => import('./messages/later/contests.nl.ts').then((m) => m.texts),
    feed: () => import('./messages/later/feed.nl.ts').then((m) => m.texts),
    tv: () => import('./messages/later/tv.nl.ts').then((m) => m.texts),
    blog: () => import('./messages/later/blog.nl.ts').then((m) => m.texts),
    gallery: () => import('./messages/later/gallery.nl.ts').then((m) => m.texts),
    payTour: () => import('./messages/later/payTour.nl.ts').then((m) => m.texts),
    modalBoxes: () => import('./messages/later/modalBoxes.nl.ts').then((m) => m.texts),
  },
};

const GROUPS = Object.keys(LATER_GROUPS) as LaterGroup[];

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

const laterLoading = new Map<string, Promise<void>>();

function hasGroup(language: Language, group: LaterGroup): boolean {
  return treeOf(language)?.[LATER_GROUPS[group][0]] !== undefined;
}

/** Loads one language's group of later areas, once (again after a failure), after its first catalog. */
function loadGroup(language: Language, group: LaterGroup): Promise<void> {
  if (hasGroup(language, group)) return Promise.resolve();
  const key = `${language}:${group}`;
  let pending = laterLoading.get(key);
  if (!pending) {
    pending = Promise.all([loadCatalog(language), LATER_LOADERS[language][group]()]).then(
      ([catalog, texts]) => {
        // Onto what is here by now: another group may have arrived meanwhile.
        loaded.set(language, { ...(loaded.get(language) ?? catalog), ...texts });
        laterLoading.delete(key);
        tByLanguage.delete(language);
        notify();
      },
      (error: unknown) => {
        laterLoading.delete(key); // a failed chunk load may be retried
        throw error;
      },
    );
    laterLoading.set(key, pending);
  }
  return pending;
}

function loadGroups(language: Language, groups: readonly LaterGroup[]): Promise<void> {
  return Promise.all(groups.map((group) => loadGroup(language, group))).then(() => undefined);
}

/**
 * Loads the texts of the later areas (`LATER_GROUPS`) in the page's language (the one it is
 * switching to, if so), when `namespaces` names any. A screen of such an area asks before it
 * renders, so its first paint has its texts; a lookup of a key whose area is not here yet asks
 * too, and shows nothing until the texts arrived (then every `useTranslation` renders again).
 */
export function loadTexts(namespaces: readonly LaterNamespace[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  const groups = [...new Set(namespaces.map((namespace) => laterGroupOf(namespace)))].filter(
    (group) => group !== undefined,
  );
  // The languages this page has texts of: the one it shows is among them (the app's follows the
  // shell's route, which this module does not know), and a guest rarely has more than one.
  const languages = new Set<Language>([...loaded.keys(), switching ?? current ?? 'en']);
  return Promise.all([...languages].map((language) => loadGroups(language, groups))).then(
    () => undefined,
  );
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
  return loadGroups(resolveLanguage(language), GROUPS);
}

/**
 * The group of later areas a key is of, when its texts are not here yet (the first catalog is):
 * null for a key of the first catalog, or of a group already loaded.
 */
function missingGroup(language: Language, key: string): LaterGroup | null {
  const group = laterGroupOf(key.slice(0, key.indexOf('.')));
  return group && treeOf(language) && !hasGroup(language, group) ? group : null;
}

function lookup(language: Language, key: string, options?: TextOptions): unknown {
  const missing = missingGroup(language, key);
  if (missing) {
    // Shown once the area's texts are here (a failed load asks again on the next lookup).
    loadGroup(language, missing).catch(() => undefined);
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
  const missing = missingGroup(lng, key);
  if (missing) loadGroup(lng, missing).catch(() => undefined);
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
  return loaded.has(to) && groupsToCarry(from, to).length === 0;
}

/** Loads what `textsReady(to, from)` waits for; the frame renders again when it is here. */
export async function prepareTexts(to: Language, from: Language): Promise<void> {
  await loadCatalog(to);
  await loadGroups(to, groupsToCarry(from, to));
}

function notify(): void {
  for (const listener of listeners) listener();
}

function setLanguage(language: Language): void {
  if (current === language) return;
  current = language;
  notify();
}

/** The groups of later areas the page shows in `from` that `to` does not have yet. */
function groupsToCarry(from: Language | null, to: Language): LaterGroup[] {
  if (from === null) return [];
  return GROUPS.filter((group) => hasGroup(from, group) && !hasGroup(to, group));
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
    const carry = groupsToCarry(current, lng);
    if (!loaded.has(lng) || carry.length > 0) {
      try {
        await loadCatalog(lng);
        // The later areas the page has switch with the rest, never to empty texts.
        await loadGroups(lng, carry);
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
if (import.meta.env.MODE === 'test')
  await Promise.all(LANGUAGES.map((language) => loadGroups(language, GROUPS)));
