import { DEMO_PICTURE } from './pictures.ts';
import {
  MAX_CONTEST_VOTES,
  type ContestVoteReply,
} from '../../../../machines/contests/contests.types.ts';
import type { MediathekAlbum } from '../../../../machines/mediathek/mediathek.types.ts';
import type { ContestsServices } from '../../features/contests.ts';

/** Answers at once with demo data: one contest of six entries, five votes, three albums. */
export function demoContestsServices(): ContestsServices {
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
    loadContests: () =>
      Promise.resolve([
        {
          id: 1,
          title: 'Demo contest',
          kind: 'photo',
          endsOn: '2026-12-31',
          elementsCount: entries.length,
          teaserUrl: DEMO_PICTURE,
        },
      ]),
    loadEndedContests: () =>
      Promise.resolve([
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
      ]),
    loadContest: ({ section }) => {
      const all = entries.map((entry) => ({
        ...entry,
        votes: votesOf(entry.mediaId),
        voted: voted.has(entry.mediaId),
      }));
      // The section as a server picks it (decision 0038).
      const shown =
        section.kind === 'top10'
          ? [...all].sort((a, b) => b.votes - a.votes).slice(0, 10)
          : all.filter(
              (entry) =>
                (section.kind !== 'voted' || entry.voted) &&
                (section.kind !== 'notVoted' || !entry.voted) &&
                (section.kind !== 'actor' ||
                  entry.actorName.toLowerCase() === section.actorName.toLowerCase()),
            );
      const first = shown[0];
      return Promise.resolve({
        id: 1,
        title: 'Demo contest',
        description: '',
        kind: 'photo',
        endsOn: '2026-12-31',
        guestId: 1,
        elementsCount: shown.length,
        contestsGridItems: shown,
        guestData: { voteCount: voted.size, hideVoteLimitModal: false, hideConfirmWindow: false },
        header: {
          entries: all.length,
          performers: new Set(all.map((entry) => entry.actorId)).size,
          votes: all.reduce((sum, entry) => sum + entry.votes, 0),
        },
        actor:
          section.kind === 'actor' && first
            ? {
                actorId: first.actorId,
                actorName: first.actorName,
                rank: 1,
                votes: shown.reduce((sum, entry) => sum + entry.votes, 0),
                entries: shown.length,
              }
            : null,
      });
    },
    voteContest: ({ vote }) => {
      if (voted.size >= MAX_CONTEST_VOTES) return Promise.resolve(reply(vote.mediaId, false));
      voted.add(vote.mediaId);
      return Promise.resolve(reply(vote.mediaId, true));
    },
    unvoteContest: ({ vote }) => Promise.resolve(reply(vote.mediaId, voted.delete(vote.mediaId))),
    loadMediathekAlbums: () => Promise.resolve(albums),
    removeMediathekAlbums: ({ albumIds }) => {
      albums = albums.filter((album) => !albumIds.includes(album.albumId));
      return Promise.resolve(albums);
    },
    loadMediathekAudio: () =>
      Promise.resolve([
        {
          audioId: 1,
          actorName: 'LanaLove',
          title: 'Demo audio',
          durationSeconds: 120,
          audioUrl: null,
        },
      ]),
  };
}
