import { liveChatTexts } from '../features/liveChat.ts';
import { oneClickTexts } from '../features/oneClick.ts';
import { voiceCallTexts } from '../features/voiceCall.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './liveShow.en.ts';

/** The nl texts of the live show: the live chat, one-click top-up and the voice call (see liveShow.en.ts). */
export const texts: Catalog<typeof english> = {
  liveChat: liveChatTexts.nl,
  oneClick: oneClickTexts.nl,
  voiceCall: voiceCallTexts.nl,
};
