import { lazyScreen } from '../pages/lazyScreen.ts';
import type * as VideoPages from './VideoPages.tsx';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';

type PageName = {
  [K in keyof typeof VideoPages]: (typeof VideoPages)[K] extends (props: PageProps) => unknown
    ? K
    : never;
}[keyof typeof VideoPages];

const page = (name: PageName) =>
  lazyScreen(() => import('./VideoPages.tsx').then((module) => ({ default: module[name] })));

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
  actorVideos: page('ActorVideosPage'),
  actorClassicVideos: page('ActorClassicVideosPage'),
  actorVideosByTag: page('ActorVideosPage'),
};
