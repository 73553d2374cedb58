import { messengerTexts } from '../features/messenger.ts';

/** The English texts of the messenger: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  messenger: messengerTexts.en,
};
