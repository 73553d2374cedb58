import { defineDomain } from '../app/domainManifest.ts';

/** Contests and their entries. */
export const contestsManifest = defineDomain({
  id: 'contests',
  lazy: true,
  routes: [
    'contests',
    'contest',
    'videoContests',
    'photoContests',
    'contestTop10',
    'contestVoted',
    'contestNotVoted',
    'contestActor',
    'contestsArchive',
  ],
});
