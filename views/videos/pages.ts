import { lazyScreen } from '../pages/lazyScreen.ts';
import type * as VideoPages from './VideoPages.tsx';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';
import type { LaterNamespace } from '../../src/i18n/messages/later.ts';
import { PROFILE_FRAME_TEXTS } from '../actorProfile/profileTexts.ts';

type PageName = {
  [K in keyof typeof VideoPages]: (typeof VideoPages)[K] extends (props: PageProps) => unknown
    ? K
    : never;
}[keyof typeof VideoPages];

const page = (name: PageName, texts: readonly LaterNamespace[] = []) =>
  lazyScreen(() => import('./VideoPages.tsx').then((module) => ({ default: module[name] })), texts);

/** The video areas' screens by route name (one lazily loaded chunk). */
export const videosPages: FeaturePages = {
  videos: page('VideoStationPage'),
  allVideos: page('AllVideosPage'),
  freeClips: page('FreeClipsPage'),
  videoTrends: page('VideoTrendsPage'),
  videosOnSale: page('OnSalePage'),
  newVideos: page('NewVideosPage'),
  vipVideos: page('VipVideosPage'),
  videoStars: page('VideoStarsPage'),
  videoSearch: page('VideoSearchPage'),
  actorVideos: page('ActorVideosPage', PROFILE_FRAME_TEXTS),
  actorClassicVideos: page('ActorClassicVideosPage', PROFILE_FRAME_TEXTS),
  actorVideosByTag: page('ActorVideosPage', PROFILE_FRAME_TEXTS),
};
