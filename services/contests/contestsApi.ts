import * as z from 'zod/mini';
import type {
  ContestEntry,
  ContestGuestData,
  ContestPage,
  ContestSummary,
  ContestVoteReply,
  ContestVoteRequest,
  EndedContest,
} from '../../machines/contests/contests.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { localPictureUrl } from './schemas.ts';
import { ServiceError } from '../http/serviceError.ts';

const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a day (YYYY-MM-DD)'));
const kind = z.enum(['photo', 'video']);

const contestSummarySchema = z.object({
  id,
  title: z.string(),
  kind,
  endsOn: day,
  elementsCount: count,
  teaserUrl: localPictureUrl,
});

/** `GET contests`: the running contests. */
const contestsListSchema = z.object({ contests: z.array(contestSummarySchema) });

const winnerSchema = z.object({
  rank: z.int().check(z.positive()),
  actorName: z.string().check(z.minLength(1)),
  title: z.string(),
  votes: count,
  pictureUrl: localPictureUrl,
});

/** `GET contests?state=ended`: the ended contests (the archive) with their top entries. */
const endedContestsSchema = z.object({
  contests: z.array(z.extend(contestSummarySchema, { winners: z.array(winnerSchema) })),
});

/** `GET contests/{contestId}`: the contest's header. */
const contestHeaderSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  kind,
  endsOn: day,
});

const contestEntrySchema = z.object({
  itemHash: z.string().check(z.minLength(1)),
  mediaId: id,
  albumId: count,
  actorId: id,
  actorName: z.string().check(z.minLength(1)),
  title: z.string(),
  pictureUrl: localPictureUrl,
  votes: count,
  voted: z.boolean(),
  avsRequired: z.boolean(),
});

const contestGuestDataSchema = z.object({
  voteCount: count,
  hideVoteLimitModal: z.boolean(),
  hideConfirmWindow: z.boolean(),
});

/** `GET contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}` (seed 001 §3). */
const contestGridSchema = z.object({
  id,
  guestId: z.nullable(id),
  elementsCount: count,
  contestsGridItems: z.array(contestEntrySchema),
});

/** The vote response (seed 001 §3); taking a vote back answers the same. */
const contestVoteReplySchema = z.object({
  mediaId: id,
  mediaVotes: count,
  success: z.boolean(),
  needAvs: z.boolean(),
  guestId: z.nullable(id),
  contestId: id,
  hideVoteLimitModal: z.boolean(),
});

/** Grid entries asked for per call; a longer grid is read page by page. */
const GRID_PAGE_SIZE = 30;
/** A grid never has more pages than this: a server that keeps counting up is a bad reply. */
const MAX_GRID_PAGES = 20;

/** Which part of a grid (seed 001 §1: overview, voted, not voted, top 10). */
export type ContestSub = 'overview' | 'voted' | 'notVoted' | 'top10';

/**
 * The contests' calls (seed 001 §7, contests): the running contests, a contest's header, its grid
 * page by page and the guest's data, and `addContestMediaVoting` / `deleteContestMediaVoting`.
 */
export function createContestsApi(fetchImpl: typeof fetch) {
  const get = <T extends z.ZodMiniType>(
    context: RestContext,
    path: string,
    schema: T,
    signal?: AbortSignal,
  ) => restRequest(fetchImpl, context, { method: 'GET', path }, schema, signal);

  const postVote = (
    context: RestContext,
    path: string,
    vote: ContestVoteRequest,
    signal?: AbortSignal,
  ): Promise<ContestVoteReply> =>
    restRequest(
      fetchImpl,
      context,
      { method: 'POST', path, params: { ...vote } },
      contestVoteReplySchema,
      signal,
    );

  const loadGrid = async (
    context: RestContext,
    contestId: number,
    contestSub: ContestSub,
    signal?: AbortSignal,
  ): Promise<{ guestId: number | null; elementsCount: number; items: ContestEntry[] }> => {
    const items: ContestEntry[] = [];
    for (let page = 0; page < MAX_GRID_PAGES; page += 1) {
      const grid = await get(
        context,
        `contests/getContestGridItems/${contestId}/${contestSub}/${GRID_PAGE_SIZE}/${items.length}`,
        contestGridSchema,
        signal,
      );
      items.push(...grid.contestsGridItems);
      const complete = items.length >= grid.elementsCount || grid.contestsGridItems.length === 0;
      if (complete) return { guestId: grid.guestId, elementsCount: grid.elementsCount, items };
    }
    throw new ServiceError('invalid_reply', `contest ${contestId}: the grid does not end`);
  };

  return {
    loadContests: async (context: RestContext, signal?: AbortSignal): Promise<ContestSummary[]> =>
      (await get(context, 'contests', contestsListSchema, signal)).contests,

    /** The ended contests, newest first, each with its top entries. */
    loadEndedContests: async (
      context: RestContext,
      signal?: AbortSignal,
    ): Promise<EndedContest[]> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'contests', params: { state: 'ended' } },
          endedContestsSchema,
          signal,
        )
      ).contests,

    loadGuestData: (
      context: RestContext,
      contestId: number,
      signal?: AbortSignal,
    ): Promise<ContestGuestData> =>
      get(context, `contests/getContestGuestData/${contestId}`, contestGuestDataSchema, signal),

    /** The contest page: header, the whole grid and the guest's data, asked for together. */
    loadContest: async (
      context: RestContext,
      contestId: number,
      signal?: AbortSignal,
    ): Promise<ContestPage> => {
      const [header, grid, guestData] = await Promise.all([
        get(context, `contests/${contestId}`, contestHeaderSchema, signal),
        loadGrid(context, contestId, 'overview', signal),
        get(context, `contests/getContestGuestData/${contestId}`, contestGuestDataSchema, signal),
      ]);
      return {
        ...header,
        guestId: grid.guestId,
        elementsCount: grid.elementsCount,
        contestsGridItems: grid.items,
        guestData,
      };
    },

    vote: (context: RestContext, vote: ContestVoteRequest, signal?: AbortSignal) =>
      postVote(context, 'contests/addContestMediaVoting', vote, signal),

    unvote: (context: RestContext, vote: ContestVoteRequest, signal?: AbortSignal) =>
      postVote(context, 'contests/deleteContestMediaVoting', vote, signal),
  };
}
