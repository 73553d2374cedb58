import type { SnapshotFrom } from 'xstate';
import { contestsMachine } from '../../../machines/contests/contests.machine.ts';
import {
  MAX_CONTEST_VOTES,
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
 * id `mediathek`), their services live and demo, and the machines provided with them.
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
  const contests = contestsMachine.provide({
    actors: {
      loadContests: wiring.call('contests.loadList', services?.loadContests),
      loadArchive: wiring.call('contests.loadArchive', services?.loadEndedContests),
      loadContest: wiring.call('contests.loadContest', services?.loadContest),
      vote: wiring.call('contests.vote', services?.voteContest),
      unvote: wiring.call('contests.unvote', services?.unvoteContest),
    },
  });
  const mediathek = mediathekMachine.provide({
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
    loadContest: ({ request, contestId }, signal) =>
      contests.loadContest(request, contestId, signal),
    voteContest: ({ request, vote }, signal) => contests.vote(request, vote, signal),
    unvoteContest: ({ request, vote }, signal) => contests.unvote(request, vote, signal),
    loadMediathekAlbums: ({ request }, signal) => mediathek.loadAlbums(request, signal),
    removeMediathekAlbums: ({ request, albumIds }, signal) =>
      mediathek.removeAlbums(request, albumIds, signal),
    loadMediathekAudio: ({ request }, signal) => mediathek.loadAudio(request, signal),
  };
}

const DEMO_PICTURE = 'data:image/svg+xml,%3Csvg%2F%3E';

/** Answers at once with demo data: one contest of six entries, five votes, three albums. */
function demoContestsServices(): ContestsServices {
  const voted = new Set<number>();
  const entries = Array.from({ length: 6 }, (_, index) => ({
    itemHash: `demo-${index + 1}`,
    mediaId: index + 1,
    albumId: 100 + index,
    actorId: 3101,
    actorName: 'LanaLove',
    title: `Demo photo ${index + 1}`,
    pictureUrl: DEMO_PICTURE,
    votes: 10 + index,
    avsRequired: false,
  }));
  let albums: MediathekAlbum[] = [100, 101, 102].map((albumId) => ({
    albumId,
    actorName: 'LanaLove',
    title: `Demo album ${albumId}`,
    pictureCount: 6,
    previewUrl: DEMO_PICTURE,
    avsRequired: false,
  }));
  const votesOf = (mediaId: number) =>
    (entries.find((entry) => entry.mediaId === mediaId)?.votes ?? 0) + (voted.has(mediaId) ? 1 : 0);
  const reply = (mediaId: number, success: boolean): ContestVoteReply => ({
    mediaId,
    mediaVotes: votesOf(mediaId),
    success,
    needAvs: false,
    guestId: 1,
    contestId: 1,
    hideVoteLimitModal: false,
  });
  return {
    loadContests: async () => [
      {
        id: 1,
        title: 'Demo contest',
        kind: 'photo',
        endsOn: '2026-12-31',
        elementsCount: entries.length,
        teaserUrl: DEMO_PICTURE,
      },
    ],
    loadEndedContests: async () => [
      {
        id: 2,
        title: 'Demo contest (ended)',
        kind: 'photo',
        endsOn: '2026-06-30',
        elementsCount: entries.length,
        teaserUrl: DEMO_PICTURE,
        winners: entries.slice(0, 3).map((entry, index) => ({
          rank: index + 1,
          actorName: entry.actorName,
          title: entry.title,
          votes: 30 - index,
          pictureUrl: DEMO_PICTURE,
        })),
      },
    ],
    loadContest: async () => ({
      id: 1,
      title: 'Demo contest',
      description: '',
      kind: 'photo',
      endsOn: '2026-12-31',
      guestId: 1,
      elementsCount: entries.length,
      contestsGridItems: entries.map((entry) => ({
        ...entry,
        votes: votesOf(entry.mediaId),
        voted: voted.has(entry.mediaId),
      })),
      guestData: { voteCount: voted.size, hideVoteLimitModal: false, hideConfirmWindow: false },
    }),
    voteContest: async ({ vote }) => {
      if (voted.size >= MAX_CONTEST_VOTES) return reply(vote.mediaId, false);
      voted.add(vote.mediaId);
      return reply(vote.mediaId, true);
    },
    unvoteContest: async ({ vote }) => reply(vote.mediaId, voted.delete(vote.mediaId)),
    loadMediathekAlbums: async () => albums,
    removeMediathekAlbums: async ({ albumIds }) => {
      albums = albums.filter((album) => !albumIds.includes(album.albumId));
      return albums;
    },
    loadMediathekAudio: async () => [
      {
        audioId: 1,
        actorName: 'LanaLove',
        title: 'Demo audio',
        durationSeconds: 120,
        audioUrl: null,
      },
    ],
  };
}

/** Contests and the mediathek start on first use (src/engine/domains/table.ts). */
export const contestsFeature: LazyFeature<ContestsServices> = {
  actors: contestsActors,
  live: liveContestsServices,
  demo: demoContestsServices,
};
