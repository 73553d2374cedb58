import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/**
 * The content area's screens by route name, each a chunk of its own: a video's page and an
 * album's page share their frame (ContentPage.tsx), and each route loads only its kind's views.
 */
export const contentPages: FeaturePages = {
  actorVideoDetails: lazyScreen(
    () => import('./VideoPage.tsx').then((module) => ({ default: module.VideoScreen })),
    ['gallery', 'tv'],
  ),
  actorPhotoAlbum: lazyScreen(
    () => import('./AlbumPage.tsx').then((module) => ({ default: module.AlbumScreen })),
    ['gallery'],
  ),
};
