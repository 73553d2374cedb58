/**
 * The areas whose texts are not in a language's first catalog: no first screen shows them, so
 * they load, one chunk per language (`en.later.ts`, …), when one of their screens, or a lookup of
 * one of their keys, first asks (`loadTexts`, src/i18n/index.ts).
 */
export const LATER_NAMESPACES = [
  'messenger',
  'library',
  'liveChat',
  'actorProfile',
  'oneClick',
  'voiceCall',
  'legal',
  'webPush',
  'specials',
  'report',
  'inspector',
  'support',
] as const;

export type LaterNamespace = (typeof LATER_NAMESPACES)[number];
