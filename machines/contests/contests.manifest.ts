import { defineDomain } from '../app/domainManifest.ts';

/** Contests and their entries. */
export const contestsManifest = defineDomain({
  id: 'contests',
  lazy: true,
  gateClients: ['contests'],
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
