import { liveChatTexts } from '../features/liveChat.ts';
import { oneClickTexts } from '../features/oneClick.ts';
import { voiceCallTexts } from '../features/voiceCall.ts';

/** The English texts of the live show: the live chat, one-click top-up and the voice call: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  liveChat: liveChatTexts.en,
  oneClick: oneClickTexts.en,
  voiceCall: voiceCallTexts.en,
};
