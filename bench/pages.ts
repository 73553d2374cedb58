/**
 * The pages a guest comes for, by the name their figures carry: the first-load benches
 * (`lighthouse.bench.ts`, `firstLoad.bench.ts`) measure the same ones, opened as a visitor.
 */
export const GUEST_PAGES: Record<string, string> = {
  home: '/en/',
  cams: '/en/cams/',
  actorProfile: '/en/amateur/lanalove/',
  videos: '/en/videos/',
  // A video page as a visitor opens it from a tile (issue #20): its preview, price and buttons.
  video: '/en/amateur/lanalove/videos/5101/',
  feed: '/en/feed/',
  tv: '/en/tv/livestream/',
  blog: '/en/blog/',
};
