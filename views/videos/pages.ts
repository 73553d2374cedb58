import { lazyScreen } from '../pages/lazyScreen.ts';
import type * as VideoPages from './VideoPages.tsx';
import type * as ActorVideoPages from './ActorVideoPages.tsx';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';
import { PROFILE_FRAME_TEXTS } from '../actorProfile/profileTexts.ts';

/** The names of a module's exports that are pages. */
type PageName<Module> = {
  [K in keyof Module]: Module[K] extends (props: PageProps) => unknown ? K : never;
}[keyof Module];

const page = (name: PageName<typeof VideoPages>) =>
  lazyScreen(() => import('./VideoPages.tsx').then((module) => ({ default: module[name] })));

/** Her videos' pages, in her profile's frame: a chunk of their own (ActorVideoPages.tsx). */
const actorPage = (name: PageName<typeof ActorVideoPages>) =>
  lazyScreen(
    () => import('./ActorVideoPages.tsx').then((module) => ({ default: module[name] })),
    PROFILE_FRAME_TEXTS,
  );

/** The video areas' screens by route name (one lazily loaded chunk, her videos' another). */
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
  actorVideos: actorPage('ActorVideosPage'),
  actorClassicVideos: actorPage('ActorClassicVideosPage'),
  actorVideosByTag: actorPage('ActorVideosPage'),
};
