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

/** The de texts of the areas no first screen shows (see en.later.ts). */
export const deLater: LaterMessages = {
  messenger: messengerTexts.de,
  library: libraryTexts.de,
  liveChat: liveChatTexts.de,
  actorProfile: actorProfileTexts.de,
  oneClick: oneClickTexts.de,
  voiceCall: voiceCallTexts.de,
  legal: legalTexts.de,
  webPush: webPushTexts.de,
  specials: specialsTexts.de,
  report: reportTexts.de,
  support: supportTexts.de,
  inspector: inspectorTexts.de,
};
