import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The contests feature's screens by route name (lazily loaded chunks). */
export const contestsPages: FeaturePages = {
  contests: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestsListPage })),
  ),
  contest: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestPage })),
  ),
  videoContests: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.VideoContestsPage })),
  ),
  photoContests: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.PhotoContestsPage })),
  ),
  contestTop10: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestTop10Page })),
  ),
  contestVoted: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestVotedPage })),
  ),
  contestNotVoted: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestNotVotedPage })),
  ),
  contestActor: lazyScreen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestActorPage })),
  ),
  contestsArchive: lazyScreen(() =>
    import('./ContestsArchivePage.tsx').then((module) => ({
      default: module.ContestsArchivePage,
    })),
  ),
  myMediathekAudio: lazyScreen(() =>
    import('./MediathekAudioPage.tsx').then((module) => ({
      default: module.MediathekAudioPage,
    })),
  ),
};
