import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { contestsMachine } from '../../../machines/contests/contests.machine.ts';
import {
  type ContestLoadCall,
  type ContestPage,
  type ContestsListCall,
  type ContestSummary,
  type ContestVoteCall,
  type ContestVoteReply,
  type EndedContest,
} from '../../../machines/contests/contests.types.ts';
import { mediathekMachine } from '../../../machines/mediathek/mediathek.machine.ts';
import type {
  MediathekAlbum,
  MediathekAudio,
  MediathekLoadCall,
  MediathekRemoveCall,
} from '../../../machines/mediathek/mediathek.types.ts';
import { createContestsApi } from '../../../services/contests/contestsApi.ts';
import { createMediathekApi } from '../../../services/contests/mediathekApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The contests feature's wiring: contests (system id `contests`) and the photo mediathek (system
 * id `mediathek`), their services live, and the machines provided with them.
 */
export interface ContestsServices {
  loadContests: IoRun<ContestSummary[], ContestsListCall>;
  loadEndedContests: IoRun<EndedContest[], ContestsListCall>;
  loadContest: IoRun<ContestPage, ContestLoadCall>;
  voteContest: IoRun<ContestVoteReply, ContestVoteCall>;
  unvoteContest: IoRun<ContestVoteReply, ContestVoteCall>;
  loadMediathekAlbums: IoRun<MediathekAlbum[], MediathekLoadCall>;
  removeMediathekAlbums: IoRun<MediathekAlbum[], MediathekRemoveCall>;
  loadMediathekAudio: IoRun<MediathekAudio[], MediathekLoadCall>;
}

export interface ContestsSnapshots {
  contests: SnapshotFrom<typeof contestsMachine>;
  mediathek: SnapshotFrom<typeof mediathekMachine>;
}

function contestsActors(wiring: Wiring, services: ContestsServices | null) {
  const contests = provide(contestsMachine, {
    actors: {
      loadContests: wiring.call('contests.loadList', services?.loadContests),
      loadArchive: wiring.call('contests.loadArchive', services?.loadEndedContests),
      loadContest: wiring.call('contests.loadContest', services?.loadContest),
      vote: wiring.call('contests.vote', services?.voteContest),
      unvote: wiring.call('contests.unvote', services?.unvoteContest),
    },
  });
  const mediathek = provide(mediathekMachine, {
    actors: {
      loadAlbums: wiring.call('mediathek.loadAlbums', services?.loadMediathekAlbums),
      removeAlbums: wiring.call('mediathek.removeAlbums', services?.removeMediathekAlbums),
      loadAudio: wiring.call('mediathek.loadAudio', services?.loadMediathekAudio),
    },
  });
  return { contests, mediathek };
}

function liveContestsServices(deps: LiveDeps): ContestsServices {
  const contests = createContestsApi(deps.fetch);
  const mediathek = createMediathekApi(deps.fetch);
  return {
    loadContests: ({ request }, signal) => contests.loadContests(request, signal),
    loadEndedContests: ({ request }, signal) => contests.loadEndedContests(request, signal),
    loadContest: ({ request, contestId, section }, signal) =>
      contests.loadContest(request, contestId, section, signal),
    voteContest: ({ request, vote }, signal) => contests.vote(request, vote, signal),
    unvoteContest: ({ request, vote }, signal) => contests.unvote(request, vote, signal),
    loadMediathekAlbums: ({ request }, signal) => mediathek.loadAlbums(request, signal),
    removeMediathekAlbums: ({ request, albumIds }, signal) =>
      mediathek.removeAlbums(request, albumIds, signal),
    loadMediathekAudio: ({ request }, signal) => mediathek.loadAudio(request, signal),
  };
}

/** Contests and the mediathek start on first use (src/engine/domains/table.ts). */
export const contestsFeature: LazyFeature<ContestsServices> = {
  actors: contestsActors,
  live: liveContestsServices,
};
