import { inspectorTexts } from '../features/inspector.ts';
import { supportTexts } from '../features/support.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './tools.en.ts';

/** The de texts of the developer inspector and the support console (see tools.en.ts). */
export const texts: Catalog<typeof english> = {
  inspector: inspectorTexts.de,
  support: supportTexts.de,
};
