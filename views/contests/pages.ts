import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The contests feature's screens by route name (lazily loaded chunks). */
export const contestsPages: FeaturePages = {
  contests: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestsListPage })),
  ),
  contest: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestPage })),
  ),
  videoContests: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.VideoContestsPage })),
  ),
  photoContests: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.PhotoContestsPage })),
  ),
  contestTop10: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestTop10Page })),
  ),
  contestVoted: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestVotedPage })),
  ),
  contestNotVoted: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestNotVotedPage })),
  ),
  contestActor: lazy(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestActorPage })),
  ),
  contestsArchive: lazy(() =>
    import('./ContestsArchivePage.tsx').then((module) => ({
      default: module.ContestsArchivePage,
    })),
  ),
  myMediathekAudio: lazy(() =>
    import('./MediathekAudioPage.tsx').then((module) => ({
      default: module.MediathekAudioPage,
    })),
  ),
};
