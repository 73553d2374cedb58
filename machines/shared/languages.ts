/**
 * The interface languages (seed 000 §1). English is the fallback for routes and texts. The list
 * mirrors `LANGUAGES` of the runtime config; machines may not import src/, so src/routes checks
 * at compile time that the two stay equal. In `machines/shared` because the session's facts
 * (`session.types.ts`) name the language; the shell's routes re-export it.
 */
export const LANGUAGES = ['de', 'en', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** An unknown language falls back to English. */
export function resolveLanguage(value: string): Language {
  return isLanguage(value) ? value : FALLBACK_LANGUAGE;
}
