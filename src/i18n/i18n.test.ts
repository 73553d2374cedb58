import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROUTE_NAMES } from '../routes/index.ts';
import { initI18n, LANGUAGE_NAMES, loadCatalog, loadI18n } from './index.ts';
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

function textAt(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalog,
    );
}

describe('i18n catalogs', () => {
  const englishKeys = keysOf(catalogs.en).sort();

  it.each(LANGUAGES)('%s has exactly the English keys, each a non-empty text', (lang) => {
    const catalog = catalogs[lang];
    expect(keysOf(catalog).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(textAt(catalog, key), key).toMatch(/\S/);
  });

  it('has a page title for every route', () => {
    for (const name of ROUTE_NAMES)
      expect(textAt(catalogs.en, `routes.${name}`), name).toBeTypeOf('string');
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
    i18n.removeResourceBundle('nl', 'translation'); // as on a page that loaded English only
    try {
      expect(i18n.t('languages.nl', { lng: 'nl' })).toBe('Nederlands');
      expect(i18n.t('languages.nl')).toBe('Dutch');
    } finally {
      i18n.addResourceBundle('nl', 'translation', nl);
    }
  });
});
