// The payment client's texts in its three languages (contract: lang DE, EN, NL; others use EN).
import type { FieldError } from './validation.ts';
import { de } from './de.ts';
import { en, type TextKey, type Texts } from './en.ts';
import { nl } from './nl.ts';

export type { TextKey } from './en.ts';

export type Lang = 'DE' | 'EN' | 'NL';

/** `lang` of the URL (any case); es and everything else fall back to EN. */
export function langOf(value: string | null): Lang {
  const upper = (value ?? '').toUpperCase();
  return upper === 'DE' || upper === 'NL' ? upper : 'EN';
}

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  const texts: Texts = lang === 'DE' ? de : lang === 'NL' ? nl : en;
  return (key, values = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

export function fieldErrorKey(error: FieldError): TextKey {
  return `field.${error}`;
}

/** The text of a server error code; unknown codes get the generic text. */
export function errorKey(code: string): TextKey {
  const key = `error.${code}`;
  return key in en ? (key as TextKey) : 'error.generic';
}
