import type { RequestInput } from '../shared/session.types.ts';

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

/**
 * `GET contests/{contestId}/getHeader` (seed 001 §7; its reply is not shown, decision 0038): the
 * contest's standing above its grid, as the server counts it.
 */
interface ContestHeader {
  /** Entries in the whole contest (not only the section shown). */
  entries: number;
  /** Performers with an entry. */
  performers: number;
  /** Votes given in the contest so far. */
  votes: number;
}

/**
 * `GET contests/{contestId}/actor/{actorId}` (seed 001 §7, decision 0038): one performer's standing
 * in a contest, shown above her entries.
 */
export interface ContestActorStanding {
  actorId: number;
  actorName: string;
  /** Her place among the contest's performers by the votes of all her entries (1 = most). */
  rank: number;
  votes: number;
  entries: number;
}

/**
 * Which of a contest's entries a page shows (seed 001 §2: overview, top 10, voted, not voted,
 * actor). The server picks them (decision 0038): the client computes no section.
 */
export type ContestSection =
  | { kind: 'all' }
  | { kind: 'top10' }
  | { kind: 'voted' }
  | { kind: 'notVoted' }
  | { kind: 'actor'; actorName: string };

/**
 * A contest page: the contest, its header, the entries of the section shown and the guest's data
 * (seed 001 §3, contest grid).
 */
export interface ContestPage {
  id: number;
  title: string;
  description: string;
  kind: ContestKind;
  endsOn: string;
  guestId: number | null;
  /** Entries of the section shown (all of them for the overview). */
  elementsCount: number;
  contestsGridItems: ContestEntry[];
  guestData: ContestGuestData;
  header: ContestHeader;
  /** Her standing, on her section's page (null elsewhere, or when she has no entry). */
  actor: ContestActorStanding | null;
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
  section: ContestSection;
}

export interface ContestVoteCall {
  request: RequestInput;
  vote: ContestVoteRequest;
}
