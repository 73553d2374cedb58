import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const page = (name: 'CamsPage' | 'NewGirlsPage' | 'FreeChatPage' | 'CategoryPage') =>
  lazy(() => import('./CamsPage.tsx').then((module) => ({ default: module[name] })));

/** The performer lists by route name (one lazily loaded chunk). */
export const camsPages: FeaturePages = {
  cams: page('CamsPage'),
  newGirls: page('NewGirlsPage'),
  freeChat: page('FreeChatPage'),
  category: page('CategoryPage'),
  camShows: lazy(() =>
    import('./CamShowsPage.tsx').then((module) => ({ default: module.CamShowsPage })),
  ),
  actorTopCams: lazy(() =>
    import('./ActorTopCamsPage.tsx').then((module) => ({ default: module.ActorTopCamsPage })),
  ),
};
