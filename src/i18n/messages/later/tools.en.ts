import { inspectorTexts } from '../features/inspector.ts';
import { supportTexts } from '../features/support.ts';

/** The English texts of the developer inspector and the support console: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  inspector: inspectorTexts.en,
  support: supportTexts.en,
};
