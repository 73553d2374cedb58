import { modalBoxesTexts } from '../features/modalBoxes.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './modalBoxes.en.ts';

/** The es texts of the modal boxes (see modalBoxes.en.ts). */
export const texts: Catalog<typeof english> = {
  modalBoxes: modalBoxesTexts.es,
};
