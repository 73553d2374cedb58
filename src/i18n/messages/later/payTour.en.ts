import { payTourTexts } from '../features/payTour.ts';

/** The English texts of the pay tour (its overlays, the VIP club page, my account's payment section): a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  payTour: payTourTexts.en,
};
