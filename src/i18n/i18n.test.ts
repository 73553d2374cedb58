import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROUTE_NAMES } from '../routes/index.ts';
import { initI18n, LANGUAGE_NAMES, loadCatalog, loadI18n } from './index.ts';
import { translate, valueAtPath } from './translate.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { nl } from './messages/nl.ts';

const catalogs = { de, en, es, nl } as const;

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
    expect(await loadCatalog('es')).toBe(es);
    expect(await loadCatalog('es')).toBe(await loadCatalog('es'));
    expect(await loadCatalog('fr')).toBe(en);
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
