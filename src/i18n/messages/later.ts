import type * as Contests from './later/contests.en.ts';
import type * as Feed from './later/feed.en.ts';
import type * as Tv from './later/tv.en.ts';
import type * as Blog from './later/blog.en.ts';
import type * as Gallery from './later/gallery.en.ts';
import type * as ActorProfile from './later/actorProfile.en.ts';
import type * as LiveShow from './later/liveShow.en.ts';
import type * as Messenger from './later/messenger.en.ts';
import type * as Pages from './later/pages.en.ts';
import type * as Rewards from './later/rewards.en.ts';
import type * as Tools from './later/tools.en.ts';
import type * as PayTour from './later/payTour.en.ts';
import type * as ModalBoxes from './later/modalBoxes.en.ts';

/**
 * The areas whose texts are not in a language's first catalog: no first screen shows them. They
 * come in groups, one chunk per group and language (`later/<group>.<language>.ts`), loaded when
 * one of their screens, or a lookup of one of their keys, first asks (`loadTexts`,
 * src/i18n/index.ts): an actor's profile loads her profile's texts, not the messenger's or the
 * inspector's. A group holds areas that show together.
 */
export const LATER_GROUPS = {
  actorProfile: ['actorProfile'],
  liveShow: ['liveChat', 'oneClick', 'voiceCall'],
  messenger: ['messenger'],
  pages: ['library', 'legal', 'webPush', 'specials', 'report', 'myAccount'],
  rewards: ['rewards'],
  tools: ['inspector', 'support'],
  contests: ['contests'],
  feed: ['feed'],
  tv: ['tv'],
  blog: ['blog'],
  gallery: ['gallery'],
  payTour: ['payTour'],
  modalBoxes: ['modalBoxes'],
} as const;

export type LaterGroup = keyof typeof LATER_GROUPS;
export type LaterNamespace = (typeof LATER_GROUPS)[LaterGroup][number];

let groupOf: ReadonlyMap<string, LaterGroup> | null = null;

/** The group whose chunk holds a later area, or none for an area of the first catalog. */
export function laterGroupOf(namespace: string): LaterGroup | undefined {
  groupOf ??= new Map(
    (Object.keys(LATER_GROUPS) as LaterGroup[]).flatMap((group) =>
      LATER_GROUPS[group].map((area) => [area, group] as const),
    ),
  );
  return groupOf.get(namespace);
}

/** The English texts of every later area: with the first catalog, the source of the typed keys. */
export type EnglishLaterTexts = typeof ActorProfile.texts &
  typeof LiveShow.texts &
  typeof Messenger.texts &
  typeof Pages.texts &
  typeof Rewards.texts &
  typeof Tools.texts &
  typeof Contests.texts &
  typeof Feed.texts &
  typeof Tv.texts &
  typeof Blog.texts &
  typeof Gallery.texts &
  typeof PayTour.texts &
  typeof ModalBoxes.texts;
