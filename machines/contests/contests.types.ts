import type { RequestInput } from '../bootstrap/bootstrap.types.ts';

/**
 * Contests (seed 001 §1, §3, §7): running contests, each a grid of actors' photos or videos the
 * guests vote for. A guest has at most `MAX_CONTEST_VOTES` votes per contest (seed 001 §5, §8).
 */
export const MAX_CONTEST_VOTES = 5;

export type ContestKind = 'photo' | 'video';

/** A running contest as the overview lists it. */
export interface ContestSummary {
  id: number;
  title: string;
  kind: ContestKind;
  /** Last day of voting, `YYYY-MM-DD`. */
  endsOn: string;
  elementsCount: number;
  /** One entry's picture for the overview's tile. */
  teaserUrl: string;
}

/** One of an ended contest's top entries (the archive, seed 001 §2 last contests). */
interface ContestWinner {
  rank: number;
  actorName: string;
  title: string;
  votes: number;
  pictureUrl: string;
}

/** An ended contest as the archive lists it, with its top entries. */
export interface EndedContest {
  id: number;
  title: string;
  kind: ContestKind;
  /** Last day of voting, `YYYY-MM-DD`. */
  endsOn: string;
  elementsCount: number;
  teaserUrl: string;
  winners: ContestWinner[];
}

/** One entry of a contest grid: an actor's photo album or video. */
export interface ContestEntry {
  itemHash: string;
  mediaId: number;
  /** The photo album the entry belongs to (0 for a video). */
  albumId: number;
  actorId: number;
  actorName: string;
  title: string;
  pictureUrl: string;
  /** Votes the entry has. */
  votes: number;
  /** The guest has voted for it (and may take the vote back). */
  voted: boolean;
  avsRequired: boolean;
}

/** `getContestGuestData/{contestId}`: the guest's votes and box preferences in a contest. */
export interface ContestGuestData {
  voteCount: number;
  hideVoteLimitModal: boolean;
  /** The guest asked not to see the thank-you box after a vote (sent with each vote). */
  hideConfirmWindow: boolean;
}

/** A contest page: the contest, its grid and the guest's data (seed 001 §3, contest grid). */
export interface ContestPage {
  id: number;
  title: string;
  description: string;
  kind: ContestKind;
  endsOn: string;
  guestId: number | null;
  elementsCount: number;
  contestsGridItems: ContestEntry[];
  guestData: ContestGuestData;
}

/** The vote response (seed 001 §3), also the answer of taking a vote back. */
export interface ContestVoteReply {
  mediaId: number;
  mediaVotes: number;
  success: boolean;
  needAvs: boolean;
  guestId: number | null;
  contestId: number;
  hideVoteLimitModal: boolean;
}

/** `addContestMediaVoting` (seed 001 §7); `deleteContestMediaVoting` takes the same. */
export interface ContestVoteRequest {
  actorId: number;
  contestId: number;
  guestId: number | null;
  mediaId: number;
  albumId: number;
  hideConfirmWindow: boolean;
}

export interface ContestsListCall {
  request: RequestInput;
}

export interface ContestLoadCall {
  request: RequestInput;
  contestId: number;
}

export interface ContestVoteCall {
  request: RequestInput;
  vote: ContestVoteRequest;
}
