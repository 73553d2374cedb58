import type { ContestEntry, ContestPage, ContestVoteReply } from './contests.types.ts';

/** A contest entry for the machine's tests: an album picture with 10 votes, not voted. */
function contestEntry(mediaId: number, patch: Partial<ContestEntry> = {}): ContestEntry {
  return {
    itemHash: `41-${mediaId}`,
    mediaId,
    albumId: 7300 + mediaId,
    actorId: 3101,
    actorName: 'LanaLove',
    title: `Set ${mediaId}`,
    pictureUrl: `/media/contests/album/${7300 + mediaId}/1.svg`,
    votes: 10,
    voted: false,
    avsRequired: false,
    ...patch,
  };
}

/** Contest 41 with six entries (the first voted when `voted` > 0) and the guest's vote count. */
export function contestPage(voteCount = 0, patch: Partial<ContestPage> = {}): ContestPage {
  return {
    id: 41,
    title: 'Summer photo contest',
    description: '',
    kind: 'photo',
    endsOn: '2026-12-31',
    guestId: 1001,
    elementsCount: 6,
    contestsGridItems: [1, 2, 3, 4, 5, 6].map((id) =>
      contestEntry(id, id <= voteCount ? { voted: true, votes: 11 } : {}),
    ),
    guestData: { voteCount, hideVoteLimitModal: false, hideConfirmWindow: false },
    header: { entries: 6, performers: 1, votes: 60 + voteCount },
    actor: null,
    ...patch,
  };
}

/** The server's answer to a vote or an unvote for `mediaId`. */
export function voteReply(
  mediaId: number,
  patch: Partial<ContestVoteReply> = {},
): ContestVoteReply {
  return {
    mediaId,
    mediaVotes: 11,
    success: true,
    needAvs: false,
    guestId: 1001,
    contestId: 41,
    hideVoteLimitModal: false,
    ...patch,
  };
}
