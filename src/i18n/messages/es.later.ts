import { reportTexts } from './features/report.ts';
import { supportTexts } from './features/support.ts';
import { inspectorTexts } from './features/inspector.ts';
import { messengerTexts } from './features/messenger.ts';
import { libraryTexts } from './features/library.ts';
import { liveChatTexts } from './features/liveChat.ts';
import { actorProfileTexts } from './features/actorProfile.ts';
import { oneClickTexts } from './features/oneClick.ts';
import { voiceCallTexts } from './features/voiceCall.ts';
import { legalTexts } from './features/legal.ts';
import { webPushTexts } from './features/webPush.ts';
import { specialsTexts } from './features/specials.ts';
import type { LaterMessages } from './en.later.ts';

/** The es texts of the areas no first screen shows (see en.later.ts). */
export const esLater: LaterMessages = {
  messenger: messengerTexts.es,
  library: libraryTexts.es,
  liveChat: liveChatTexts.es,
  actorProfile: actorProfileTexts.es,
  oneClick: oneClickTexts.es,
  voiceCall: voiceCallTexts.es,
  legal: legalTexts.es,
  webPush: webPushTexts.es,
  specials: specialsTexts.es,
  report: reportTexts.es,
  support: supportTexts.es,
  inspector: inspectorTexts.es,
};
