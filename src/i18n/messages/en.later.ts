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
import type { Catalog } from './catalog.ts';
import type { en } from './en.ts';
import type { LaterNamespace } from './later.ts';

/**
 * The English texts of the areas no first screen shows (`LATER_NAMESPACES`): a chunk of their
 * own, loaded when a screen of theirs, or a lookup of one of their keys, first asks
 * (`loadTexts`, src/i18n/index.ts).
 */
export const enLater = {
  messenger: messengerTexts.en,
  library: libraryTexts.en,
  liveChat: liveChatTexts.en,
  actorProfile: actorProfileTexts.en,
  oneClick: oneClickTexts.en,
  voiceCall: voiceCallTexts.en,
  legal: legalTexts.en,
  webPush: webPushTexts.en,
  specials: specialsTexts.en,
  report: reportTexts.en,
  support: supportTexts.en,
  inspector: inspectorTexts.en,
} satisfies Record<LaterNamespace, unknown>;

/** Another language's texts of those areas: the same keys, any text. */
export type LaterMessages = Catalog<typeof enLater>;

/** Every English text, the later areas' included: the source of the typed keys. */
export type EnglishTexts = typeof en & typeof enLater;
