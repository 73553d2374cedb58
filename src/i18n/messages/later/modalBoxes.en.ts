import { modalBoxesTexts } from '../features/modalBoxes.ts';

/** The English texts of the modal boxes (their titles, texts and buttons): a chunk of their own, loaded with a box's body (src/i18n/messages/later.ts). */
export const texts = {
  modalBoxes: modalBoxesTexts.en,
};
