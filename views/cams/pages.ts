import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';
import { PROFILE_FRAME_TEXTS } from '../actorProfile/profileTexts.ts';

const page = (name: 'CamsPage' | 'NewGirlsPage' | 'FreeChatPage' | 'CategoryPage') =>
  lazyScreen(() => import('./CamsPage.tsx').then((module) => ({ default: module[name] })));

/** The performer lists by route name (one lazily loaded chunk). */
export const camsPages: FeaturePages = {
  cams: page('CamsPage'),
  newGirls: page('NewGirlsPage'),
  freeChat: page('FreeChatPage'),
  category: page('CategoryPage'),
  camShows: lazyScreen(() =>
    import('./CamShowsPage.tsx').then((module) => ({ default: module.CamShowsPage })),
  ),
  actorTopCams: lazyScreen(
    () => import('./ActorTopCamsPage.tsx').then((module) => ({ default: module.ActorTopCamsPage })),
    PROFILE_FRAME_TEXTS,
  ),
};
