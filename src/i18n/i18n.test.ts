import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, ROUTE_NAMES } from '../routes/index.ts';
import { initI18n, LANGUAGE_NAMES, loadCatalog, loadI18n } from './index.ts';
import { translate, valueAtPath } from './translate.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { nl } from './messages/nl.ts';
import { LATER_GROUPS, type LaterGroup } from './messages/later.ts';
import { texts as enProfile } from './messages/later/actorProfile.en.ts';
import { texts as enPages } from './messages/later/pages.en.ts';
import { texts as dePages } from './messages/later/pages.de.ts';
import { texts as esPages } from './messages/later/pages.es.ts';
import { texts as enMessenger } from './messages/later/messenger.en.ts';

const catalogs = { de, en, es, nl } as const;
const LATER_NAMESPACES = Object.values(LATER_GROUPS).flat();

/** Every group of later areas' texts, by language and group (`later/<group>.<language>.ts`). */
const laterFiles = import.meta.glob<{ texts: Record<string, unknown> }>('./messages/later/*.ts', {
  eager: true,
});
function laterTexts(lang: string, group: LaterGroup) {
  const file = laterFiles[`./messages/later/${group}.${lang}.ts`];
  if (!file) throw new Error(`no later texts of ${group} in ${lang}`);
  return file.texts;
}
/** One language's later texts, every group's together. */
function laterCatalog(lang: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...(Object.keys(LATER_GROUPS) as LaterGroup[]).map((group) => laterTexts(lang, group)),
  ) as Record<string, unknown>;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n catalogs', () => {
  const englishKeys = keysOf(catalogs.en).sort();

  it.each(LANGUAGES)('%s has exactly the English keys, each a non-empty text', (lang) => {
    const catalog = catalogs[lang];
    expect(keysOf(catalog).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(valueAtPath(catalog, key), key).toMatch(/\S/);
  });

  it("has one file of later texts per group and language, each with its group's areas", () => {
    expect(Object.keys(laterFiles)).toHaveLength(
      Object.keys(LATER_GROUPS).length * LANGUAGES.length,
    );
    for (const lang of LANGUAGES)
      for (const group of Object.keys(LATER_GROUPS) as LaterGroup[])
        expect(Object.keys(laterTexts(lang, group)).sort()).toEqual(
          [...LATER_GROUPS[group]].sort(),
        );
  });

  it.each(LANGUAGES)(
    '%s has the English keys of the later areas too, none in its first catalog',
    (lang) => {
      const later = laterCatalog(lang);
      expect(keysOf(later).sort()).toEqual(keysOf(laterCatalog('en')).sort());
      for (const key of keysOf(later)) expect(valueAtPath(later, key), key).toMatch(/\S/);
      expect(Object.keys(later).sort()).toEqual([...LATER_NAMESPACES].sort());
      for (const area of LATER_NAMESPACES) expect(catalogs[lang]).not.toHaveProperty(area);
    },
  );

  it('has a page title for every route', () => {
    for (const name of ROUTE_NAMES)
      expect(valueAtPath(catalogs.en, `routes.${name}`), name).toBeTypeOf('string');
  });

  it('translates the shell into every language', () => {
    const loginButtons = LANGUAGES.map((lang) => catalogs[lang].account.login);
    expect(new Set(loginButtons).size).toBe(LANGUAGES.length);
  });

  it('starts in the given language, switches, and falls back to English', () => {
    const i18n = initI18n('de');
    expect(i18n.t('nav.freeChat')).toBe('Gratis-Chat');
    initI18n('nl');
    expect(i18n.t('account.logout')).toBe('Uitloggen');
    initI18n('fr');
    expect(i18n.language).toBe('en');
    expect(i18n.t('account.logout')).toBe('Log out');
  });

  it('loads one catalog per language, once, and English for an unknown one', async () => {
    expect(await loadCatalog('es')).toMatchObject(es);
    expect(await loadCatalog('es')).toBe(await loadCatalog('es'));
    expect(await loadCatalog('fr')).toBe(await loadCatalog('en'));
  });

  it('has the texts of a language once loadI18n resolved', async () => {
    const i18n = await loadI18n('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('account.login')).toBe(es.account.login);
    expect((await loadI18n('de')).t('nav.freeChat')).toBe('Gratis-Chat');
  });

  it('names every language in itself, also before its catalog is loaded', () => {
    const i18n = initI18n('en');
    for (const lang of LANGUAGES) expect(LANGUAGE_NAMES[lang]).toBe(catalogs[lang].languages[lang]);
    expect(i18n.t('languages.nl', { lng: 'nl' })).toBe('Nederlands');
    expect(i18n.t('languages.nl')).toBe('Dutch');
    // As on a page that loaded English only: no Dutch catalog, the name still in Dutch.
    expect(translate(undefined, 'nl', 'languages.nl', {}, LANGUAGE_NAMES.nl)).toBe('Nederlands');
  });
});

describe('a text', () => {
  const tree = {
    greeting: 'Hello {{name}}, {{missing}}you have {{user.points}} points',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    types: { voucher: 'Video voucher', spins: 'free spins' },
    reward: '{{value}} × $t(types.{{type}}).',
  };

  it('fills its values (a missing one with nothing), nested ones by their path', () => {
    expect(translate(tree, 'en', 'greeting', { name: 'Lisa', user: { points: 3 } })).toBe(
      'Hello Lisa, you have 3 points',
    );
  });

  it('takes the plural form of its count by the language’s rules', () => {
    expect(translate(tree, 'en', 'photos', { count: 1 })).toBe('1 photo');
    expect(translate(tree, 'en', 'photos', { count: 0 })).toBe('0 photos');
    expect(translate(tree, 'de', 'photos', { count: 2 })).toBe('2 photos');
  });

  it('takes in another text by a key built from its values', () => {
    expect(translate(tree, 'en', 'reward', { value: 2, type: 'voucher' })).toBe(
      '2 × Video voucher.',
    );
  });

  it('is the key, or the default, when the catalog lacks it; a group only when asked', () => {
    expect(translate(tree, 'en', 'nope')).toBe('nope');
    expect(translate(tree, 'en', 'nope', { defaultValue: 'Fallback {{n}}', n: 1 })).toBe(
      'Fallback 1',
    );
    // A reference the catalog lacks is its key, not the referring text's default.
    expect(translate(tree, 'en', 'reward', { value: 1, type: 'x', defaultValue: 'D' })).toBe(
      '1 × types.x.',
    );
    expect(translate(tree, 'en', 'types')).toBe('types');
    expect(translate(tree, 'en', 'types', { returnObjects: true })).toEqual(tree.types);
  });

  it('is looked up again in a new catalog (the lookups a catalog keeps are its own)', () => {
    expect(translate(tree, 'en', 'photos', { count: 2 })).toBe('2 photos');
    expect(translate(tree, 'en', 'later.title')).toBe('later.title');
    const more = { ...tree, photos_other: '{{count}} pictures', later: { title: 'Later' } };
    expect(translate(more, 'en', 'photos', { count: 2 })).toBe('2 pictures');
    expect(translate(more, 'en', 'later.title')).toBe('Later');
    expect(translate(tree, 'en', 'later.title')).toBe('later.title');
  });

  it('switches the page’s language only once its catalog is in', async () => {
    const i18n = initI18n('en');
    const switched = i18n.changeLanguage('de');
    expect(i18n.language).toBe('de'); // loaded already (tests load every catalog)
    await switched;
    expect(i18n.exists('nav.freeChat')).toBe(true);
    expect(i18n.exists('nav.nothing')).toBe(false);
    expect(i18n.getFixedT('es')('account.login')).toBe(es.account.login);
  });
});

describe('the texts of later areas', () => {
  // A page as the browser has it: only the first catalog loads before the first render (the
  // tests' own instance has every text loaded at import).
  async function freshPage() {
    vi.resetModules();
    vi.stubEnv('MODE', 'production');
    return import('./index.ts');
  }
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are not in the first catalog; a lookup shows nothing, loads them, and renders again', async () => {
    const { loadI18n, subscribeLanguage } = await freshPage();
    const i18n = await loadI18n('en');
    const renders = vi.fn();
    subscribeLanguage(renders);
    const before = i18n.t;
    expect(i18n.t('nav.cams')).toBe('Cams');
    expect(i18n.t('messenger.title')).toBe('');
    expect(i18n.t('messenger.title', 'Messages')).toBe('Messages');
    await vi.waitFor(() => expect(renders).toHaveBeenCalled());
    expect(i18n.t('messenger.title')).toBe(enMessenger.messenger.title);
    // A new lookup function, so views that were handed the old one render again too.
    expect(i18n.t).not.toBe(before);
  });

  it('load before a screen of theirs renders, and switch language with the page', async () => {
    const { loadI18n, loadTexts, i18n } = await freshPage();
    await loadI18n('en');
    await loadTexts(['legal']);
    expect(i18n.t('legal.terms')).toBe(enPages.legal.terms);
    await i18n.changeLanguage('de');
    // The switch waited for the German later texts: never an empty text on screen.
    expect(i18n.language).toBe('de');
    expect(i18n.t('legal.terms')).toBe(dePages.legal.terms);
  });

  it('come with a chunk that names them: its module once both are here', async () => {
    const { loadI18n, withTexts, i18n } = await freshPage();
    await loadI18n('en');
    const module = await withTexts(Promise.resolve({ Dialog: 'the dialog' }), ['legal']);
    expect(module.Dialog).toBe('the dialog');
    expect(i18n.t('legal.terms')).toBe(enPages.legal.terms);
  });

  it('are ready for a frame that switches language only with the later areas it shows', async () => {
    const { loadI18n, loadTexts, textsReady, prepareTexts, textsOf } = await freshPage();
    await loadI18n('en');
    expect(textsReady('en', 'en')).toBe(true);
    expect(textsReady('de', 'en')).toBe(false); // no German catalog yet
    await prepareTexts('de', 'en');
    expect(textsReady('de', 'en')).toBe(true);
    expect(textsOf('de').t('account.login')).toBe(de.account.login);
    // A screen's later area loads in each language the page has texts of (the frame's is one).
    await loadTexts(['legal']);
    expect(textsOf('de').t('legal.terms')).toBe(dePages.legal.terms);
    expect(textsOf('en').t('legal.terms')).toBe(enPages.legal.terms);
    // The frame shows it in German: Spanish waits for its later texts too.
    expect(textsReady('es', 'de')).toBe(false);
    await prepareTexts('es', 'de');
    expect(textsReady('es', 'de')).toBe(true);
    expect(textsOf('es').t('legal.terms')).toBe(esPages.legal.terms);
  });

  it('load by group: a screen gets its own areas, not the others of the later ones', async () => {
    const { loadI18n, loadTexts, i18n } = await freshPage();
    await loadI18n('en');
    await loadTexts(['actorProfile']);
    expect(i18n.t('actorProfile.overview')).toBe(enProfile.actorProfile.overview);
    // The messenger's and the legal pages' groups are other chunks, not asked for yet.
    expect(i18n.t('messenger.title')).toBe('');
    expect(i18n.t('legal.terms')).toBe('');
    await vi.waitFor(() => expect(i18n.t('legal.terms')).toBe(enPages.legal.terms));
    // A group that arrives later keeps the ones here before it.
    expect(i18n.t('actorProfile.overview')).toBe(enProfile.actorProfile.overview);
  });

  it('load nothing for a screen that names none of them', async () => {
    const { loadI18n, loadTexts, i18n } = await freshPage();
    await loadI18n('nl');
    await loadTexts([]);
    expect(i18n.t('legal.terms')).toBe('');
  });
});
