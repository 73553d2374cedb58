import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withTexts } from '../../src/i18n/index.ts';

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
 * Each block's body, owned by its feature and loaded with its own chunk (one line per block). A
 * body renders below the block's heading; the page places and names the block. Every block has
 * one (a full record: a block without a body is a type error, and views.test.tsx checks the
 * rendered timeline against the spec's list).
 */
export const HOME_BLOCK_VIEWS: Record<HomeBlock, LazyExoticComponent<ComponentType>> = {
  favorite: lazy(() =>
    import('../favourites/HomeBlock.tsx').then((m) => ({ default: m.FavoriteBlock })),
  ),
  top: lazy(() => import('../cams/HomeBlocks.tsx').then((m) => ({ default: m.TopCamsBlock }))),
  camshows: lazy(() =>
    import('../cams/CamShowsPage.tsx').then((m) => ({ default: m.CamShowsBlock })),
  ),
  new: lazy(() => import('../cams/HomeBlocks.tsx').then((m) => ({ default: m.NewGirlsBlock }))),
  categories: lazy(() =>
    import('../cams/HomeBlocks.tsx').then((m) => ({ default: m.CategoriesBlock })),
  ),
  vip30: lazy(() => import('../videos/HomeBlocks.tsx').then((m) => ({ default: m.Vip30Block }))),
  trends: lazy(() => import('../videos/HomeBlocks.tsx').then((m) => ({ default: m.TrendsBlock }))),
  videostation: lazy(() =>
    import('../videos/AlbumBlocks.tsx').then((m) => ({ default: m.VideostationWithAlbums })),
  ),
  welcomeClips: lazy(() =>
    import('../videos/HomeBlocks.tsx').then((m) => ({ default: m.WelcomeClipsBlock })),
  ),
  feed: lazy(() =>
    withTexts(import('../feed/FeedPages.tsx'), ['feed']).then((m) => ({
      default: m.FeedBlock,
    })),
  ),
  blog: lazy(() =>
    withTexts(import('../blog/HomeBlock.tsx'), ['blog']).then((m) => ({ default: m.BlogBlock })),
  ),
  dailybonus: lazy(() =>
    withTexts(import('../rewards/DailyBonusBlock.tsx'), ['rewards']).then((m) => ({
      default: m.DailyBonusBlock,
    })),
  ),
  contests: lazy(() =>
    withTexts(import('../contests/HomeBlock.tsx'), ['contests']).then((m) => ({
      default: m.ContestsBlock,
    })),
  ),
  tv: lazy(() =>
    withTexts(import('../tv/HomeBlocks.tsx'), ['tv']).then((m) => ({ default: m.TvBlock })),
  ),
};
