import { lazyScreen } from '../pages/lazyScreen.ts';
import type * as TvPages from './TvPages.tsx';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';

type PageName = {
  [K in keyof typeof TvPages]: (typeof TvPages)[K] extends (props: PageProps) => unknown
    ? K
    : never;
}[keyof typeof TvPages];

const page = (name: PageName) =>
  lazyScreen(() => import('./TvPages.tsx').then((module) => ({ default: module[name] })), ['tv']);

/** TV and mediathek screens by route name (one lazily loaded chunk). */
export const tvPages: FeaturePages = {
  tvLivestream: page('LivestreamPage'),
  tvPremiumLivestream: page('PremiumLivestreamPage'),
  tvLateNight: page('LateNightPage'),
  tvProgram: page('ProgramPage'),
  tvMediathekSeries: page('MediathekSeriesPage'),
  tvMediathekVideos: page('MediathekVideosPage'),
  tvMediaSeries: page('MediaSeriesPage'),
  tvFormat: page('FormatPage'),
  tvPost: page('PostPage'),
  tvVideo: page('VideoPage'),
};
