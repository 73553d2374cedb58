import type { Language } from '../../src/config/schema.ts';

/**
 * The help centre the support link opens (decision 0035). The seed names neither its host nor its
 * paths; its pages exist in German, Spanish and US English only.
 */
const SUPPORT_CENTRE = 'https://help.example.com/hc/';

/** The help centre's page language: de and es have their own, every other language gets en-us. */
export function supportLocale(language: Language): 'de' | 'es' | 'en-us' {
  return language === 'de' || language === 'es' ? language : 'en-us';
}

/**
 * The support link of seed 000 §9 ("languages de and es, else en-us") and seed 001 §6 ("includes
 * guest name when logged in"): the help centre's request form in the page's language, with the
 * logged-in guest's name to prefill it.
 *
 * @example
 * supportUrl('nl', 'Alice') // 'https://help.example.com/hc/en-us/requests/new?name=Alice'
 */
export function supportUrl(language: Language, guestName: string | null): string {
  const url = new URL(`${supportLocale(language)}/requests/new`, SUPPORT_CENTRE);
  const name = guestName?.trim();
  if (name) url.searchParams.set('name', name);
  return url.href;
}
