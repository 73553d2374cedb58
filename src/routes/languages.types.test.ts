import { describe, expectTypeOf, it } from 'vitest';
import type { Language as ConfigLanguage } from '../config/schema.ts';
import { LANGUAGES as CONFIG_LANGUAGES } from '../config/schema.ts';
import { LANGUAGES, type Language } from './index.ts';

describe('route languages', () => {
  it('are the languages of the runtime config', () => {
    expectTypeOf<Language>().toEqualTypeOf<ConfigLanguage>();
    expectTypeOf(LANGUAGES).toEqualTypeOf(CONFIG_LANGUAGES);
  });
});
