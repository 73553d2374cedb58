import { lazyPart, type LazyPart } from '../layout/lazyPart.ts';

/** The start page timeline blocks of seed 000 §2, in order; `block-<name>` ids are `scrollTo` targets. */
export const HOME_BLOCKS = [
  'favorite',
  'top',
  'camshows',
  'dailybonus',
  'vip30',
  'feed',
  'trends',
  'videostation',
  'new',
  'contests',
  'welcomeClips',
  'categories',
  'blog',
  'tv',
] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

/**
 * Each block's body, owned by its feature and loaded with its own chunk (one line per block; a
 * chunk that does not come fails its block alone, `PartBoundary` in HomePage.tsx). A
 * body renders below the block's heading; the page places and names the block. Every block has
 * one (a full record: a block without a body is a type error, and views.test.tsx checks the
 * rendered timeline against the spec's list).
 */
export const HOME_BLOCK_VIEWS: Record<HomeBlock, LazyPart> = {
  favorite: lazyPart(() => import('../favourites/HomeBlock.tsx').then((m) => m.FavoriteBlock)),
  top: lazyPart(() => import('../cams/HomeBlocks.tsx').then((m) => m.TopCamsBlock)),
  camshows: lazyPart(() => import('../cams/CamShowsPage.tsx').then((m) => m.CamShowsBlock)),
  new: lazyPart(() => import('../cams/HomeBlocks.tsx').then((m) => m.NewGirlsBlock)),
  categories: lazyPart(() => import('../cams/HomeBlocks.tsx').then((m) => m.CategoriesBlock)),
  vip30: lazyPart(() => import('../videos/HomeBlocks.tsx').then((m) => m.Vip30Block)),
  trends: lazyPart(() => import('../videos/HomeBlocks.tsx').then((m) => m.TrendsBlock)),
  videostation: lazyPart(() =>
    import('../videos/AlbumBlocks.tsx').then((m) => m.VideostationWithAlbums),
  ),
  welcomeClips: lazyPart(() => import('../videos/HomeBlocks.tsx').then((m) => m.WelcomeClipsBlock)),
  feed: lazyPart(() => import('../feed/FeedPages.tsx').then((m) => m.FeedBlock), ['feed']),
  blog: lazyPart(() => import('../blog/HomeBlock.tsx').then((m) => m.BlogBlock), ['blog']),
  dailybonus: lazyPart(
    () => import('../rewards/DailyBonusBlock.tsx').then((m) => m.DailyBonusBlock),
    ['rewards'],
  ),
  contests: lazyPart(
    () => import('../contests/HomeBlock.tsx').then((m) => m.ContestsBlock),
    ['contests'],
  ),
  tv: lazyPart(() => import('../tv/HomeBlocks.tsx').then((m) => m.TvBlock), ['tv']),
};
