import { loadCatalog } from '../i18n/index.ts';
import { languageOfPath } from '../routes/index.ts';

/**
 * The page's language, and its catalog asked for as soon as this module runs: the entry imports
 * it second (src/main.tsx), so the request goes out before the rest of the page's modules evaluate
 * (in slices, over many tasks on a phone), not after them. The first render waits for these texts;
 * `loadI18n` later takes the same request. A failure here is the entry's to handle (it retries).
 */
export const pageLanguage = languageOfPath(window.location.pathname);
loadCatalog(pageLanguage).catch(() => undefined);
