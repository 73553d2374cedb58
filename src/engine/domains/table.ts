import type { LazyDomain } from '../../../machines/app/lazyDomains.ts';
import type { LazyFeature } from './feature.ts';

/**
 * Where each lazy domain's wiring lives (decision 0008): one line per domain, its system id and
 * the dynamic import of its feature module. The import is its own chunk, loaded the first time a
 * route or an event needs the domain. Two ids may share one module (contests and mediathek).
 * The wiring needs services, so it stays here, out of the domain's manifest (machines/); it is
 * typed by the manifests' lazy domains, so a lazy manifest without its line here does not compile.
 */
export const LAZY_DOMAIN_WIRING: Record<LazyDomain, () => Promise<LazyFeature>> = {
  realtime: () => import('../features/realtime.ts').then((module) => module.realtimeFeature),
  content: () => import('../features/content.ts').then((module) => module.contentFeature),
  contests: () => import('../features/contests.ts').then((module) => module.contestsFeature),
  feed: () => import('../features/feed.ts').then((module) => module.feedFeature),
  mediathek: () => import('../features/contests.ts').then((module) => module.contestsFeature),
  cams: () => import('../features/cams.ts').then((module) => module.camsFeature),
  chatTickets: () =>
    import('../features/chatTickets.ts').then((module) => module.chatTicketsFeature),
  presence: () => import('../features/presence.ts').then((module) => module.presenceFeature),
  profile: () => import('../features/profile.ts').then((module) => module.profileFeature),
  actorProfile: () =>
    import('../features/actorProfile.ts').then((module) => module.actorProfileFeature),
  videos: () => import('../features/videos.ts').then((module) => module.videosFeature),
  liveChat: () => import('../features/liveChat.ts').then((module) => module.liveChatFeature),
  tv: () => import('../features/tv.ts').then((module) => module.tvFeature),
  blog: () => import('../features/blog.ts').then((module) => module.blogFeature),
  search: () => import('../features/search.ts').then((module) => module.searchFeature),
  legal: () => import('../features/legal.ts').then((module) => module.legalFeature),
  favourites: () => import('../features/favourites.ts').then((module) => module.favouritesFeature),
  library: () => import('../features/library.ts').then((module) => module.libraryFeature),
  oneClick: () => import('../features/oneClick.ts').then((module) => module.oneClickFeature),
  voiceCall: () => import('../features/voiceCall.ts').then((module) => module.voiceCallFeature),
  actorPreview: () =>
    import('../features/actorPreview.ts').then((module) => module.actorPreviewFeature),
  messenger: () => import('../features/messenger.ts').then((module) => module.messengerFeature),
  notifications: () => import('../features/messenger.ts').then((module) => module.messengerFeature),
  rewards: () => import('../features/rewards.ts').then((module) => module.rewardsFeature),
  payTour: () => import('../features/payTour.ts').then((module) => module.payTourFeature),
  tileGrids: () => import('../features/tileGrids.ts').then((module) => module.tileGridsFeature),
  liveEvents: () => import('../features/liveEvents.ts').then((module) => module.liveEventsFeature),
  videoChats: () => import('../features/videoChats.ts').then((module) => module.videoChatsFeature),
  gallery: () => import('../features/gallery.ts').then((module) => module.galleryFeature),
};
