import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages, PageProps } from '../pages/pageTypes.ts';
import type { ComponentType } from 'react';

/** A contests screen, with the contests' texts (a chunk of their own, src/i18n/messages/later.ts). */
const screen = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyScreen(load, ['contests']);

/** The contests feature's screens by route name (lazily loaded chunks). */
export const contestsPages: FeaturePages = {
  contests: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestsListPage })),
  ),
  contest: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestPage })),
  ),
  videoContests: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.VideoContestsPage })),
  ),
  photoContests: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.PhotoContestsPage })),
  ),
  contestTop10: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestTop10Page })),
  ),
  contestVoted: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestVotedPage })),
  ),
  contestNotVoted: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestNotVotedPage })),
  ),
  contestActor: screen(() =>
    import('./ContestsPages.tsx').then((module) => ({ default: module.ContestActorPage })),
  ),
  contestsArchive: screen(() =>
    import('./ContestsArchivePage.tsx').then((module) => ({
      default: module.ContestsArchivePage,
    })),
  ),
  myMediathekAudio: screen(() =>
    import('./MediathekAudioPage.tsx').then((module) => ({
      default: module.MediathekAudioPage,
    })),
  ),
};
