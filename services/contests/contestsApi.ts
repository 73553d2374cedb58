import * as z from 'zod/mini';
import type {
  ContestActorStanding,
  ContestEntry,
  ContestGuestData,
  ContestPage,
  ContestSection,
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

/** `GET contests/{contestId}`: the contest itself. */
const contestSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  kind,
  endsOn: day,
});

/** `GET contests/{contestId}/getHeader`: the contest's standing (decision 0038). */
const contestHeaderSchema = z.object({ entries: count, performers: count, votes: count });

/** `GET contests/{contestId}/actor/{actorId}`: one performer's standing (decision 0038). */
const actorStandingSchema = z.object({
  actorId: id,
  actorName: z.string().check(z.minLength(1)),
  rank: z.int().check(z.positive()),
  votes: count,
  entries: count,
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

/** Which part of a grid `getContestGridItems` pages (seed 001 §1: overview, voted, not voted). */
type ContestSub = 'overview' | 'voted' | 'notVoted';

/** The grid call of each paged section; the top 10 have their own call (`topList`). */
const SUBS = { all: 'overview', voted: 'voted', notVoted: 'notVoted', actor: 'overview' } as const;

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

  type Grid = { guestId: number | null; elementsCount: number; items: ContestEntry[] };

  /** A paged section, page by page; `actorName` narrows it to one performer's entries. */
  const loadGrid = async (
    context: RestContext,
    contestId: number,
    contestSub: ContestSub,
    actorName: string | null,
    signal?: AbortSignal,
  ): Promise<Grid> => {
    const items: ContestEntry[] = [];
    for (let page = 0; page < MAX_GRID_PAGES; page += 1) {
      const grid = await restRequest(
        fetchImpl,
        context,
        {
          method: 'GET',
          path: `contests/getContestGridItems/${contestId}/${contestSub}/${GRID_PAGE_SIZE}/${items.length}`,
          ...(actorName === null ? {} : { params: { actorName } }),
        },
        contestGridSchema,
        signal,
      );
      items.push(...grid.contestsGridItems);
      const complete = items.length >= grid.elementsCount || grid.contestsGridItems.length === 0;
      if (complete) return { guestId: grid.guestId, elementsCount: grid.elementsCount, items };
    }
    throw new ServiceError('invalid_reply', `contest ${contestId}: the grid does not end`);
  };

  /** The entries a section shows, as the server picks them (decision 0038). */
  const loadSection = async (
    context: RestContext,
    contestId: number,
    section: ContestSection,
    signal?: AbortSignal,
  ): Promise<Grid> => {
    if (section.kind === 'top10') {
      const top = await get(context, `contests/${contestId}/topList`, contestGridSchema, signal);
      return {
        guestId: top.guestId,
        elementsCount: top.elementsCount,
        items: top.contestsGridItems,
      };
    }
    const actorName = section.kind === 'actor' ? section.actorName : null;
    return loadGrid(context, contestId, SUBS[section.kind], actorName, signal);
  };

  /** Her standing, asked with the id her entries carry (none without an entry). */
  const loadStanding = async (
    context: RestContext,
    contestId: number,
    grid: Grid,
    signal?: AbortSignal,
  ): Promise<ContestActorStanding | null> => {
    const actorId = grid.items[0]?.actorId;
    if (actorId === undefined) return null;
    return get(context, `contests/${contestId}/actor/${actorId}`, actorStandingSchema, signal);
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

    /**
     * A contest page: the contest, its header, the section's entries (and on a performer's
     * section her standing) and the guest's data, asked for together.
     */
    loadContest: async (
      context: RestContext,
      contestId: number,
      section: ContestSection = { kind: 'all' },
      signal?: AbortSignal,
    ): Promise<ContestPage> => {
      const [contest, header, grid, guestData] = await Promise.all([
        get(context, `contests/${contestId}`, contestSchema, signal),
        get(context, `contests/${contestId}/getHeader`, contestHeaderSchema, signal),
        loadSection(context, contestId, section, signal),
        get(context, `contests/getContestGuestData/${contestId}`, contestGuestDataSchema, signal),
      ]);
      const actor =
        section.kind === 'actor' ? await loadStanding(context, contestId, grid, signal) : null;
      return {
        ...contest,
        guestId: grid.guestId,
        elementsCount: grid.elementsCount,
        contestsGridItems: grid.items,
        guestData,
        header,
        actor,
      };
    },

    vote: (context: RestContext, vote: ContestVoteRequest, signal?: AbortSignal) =>
      postVote(context, 'contests/addContestMediaVoting', vote, signal),

    unvote: (context: RestContext, vote: ContestVoteRequest, signal?: AbortSignal) =>
      postVote(context, 'contests/deleteContestMediaVoting', vote, signal),
  };
}
