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

/** The nl texts of the areas no first screen shows (see en.later.ts). */
export const nlLater: LaterMessages = {
  messenger: messengerTexts.nl,
  library: libraryTexts.nl,
  liveChat: liveChatTexts.nl,
  actorProfile: actorProfileTexts.nl,
  oneClick: oneClickTexts.nl,
  voiceCall: voiceCallTexts.nl,
  legal: legalTexts.nl,
  webPush: webPushTexts.nl,
  specials: specialsTexts.nl,
  report: reportTexts.nl,
  support: supportTexts.nl,
  inspector: inspectorTexts.nl,
};
