import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import { failureCode } from './failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem, type DomainInput, type ModalOpenEvent } from '../shared/domainEvents.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import type {
  ContestLoadCall,
  ContestPage,
  ContestSection,
  ContestsListCall,
  ContestSummary,
  ContestVoteCall,
  ContestVoteReply,
  EndedContest,
} from './contests.types.ts';

/** Which contest page is open: the overview of running contests, or one contest. */
export type ContestsPageRef =
  | { kind: 'list' }
  | { kind: 'archive' }
  | { kind: 'contest'; contestId: number; section: ContestSection };

/** A message the page shows above the grid until the guest closes it. */
export type ContestsNotice = 'voteLimit' | null;

export interface ContestsContext {
  request: RequestInput;
  page: ContestsPageRef | null;
  contests: ContestSummary[];
  /** The ended contests (the archive) with their top entries. */
  archive: EndedContest[];
  contest: ContestPage | null;
  /** The entry a vote (or taking one back) is under way for. */
  pendingMediaId: number | null;
  /** The guest's choice: no thank-you box after a vote (sent as `hideConfirmWindow`). */
  hideConfirmWindow: boolean;
  notice: ContestsNotice;
  /** Why loading, a vote or taking one back failed (a service failure code); shown, nothing lost. */
  error: string | null;
}

export type ContestsEvent =
  | { type: 'contests.openList' }
  | { type: 'contests.openArchive' }
  /** A contest's page, or one of its sections (all entries when none is named). */
  | { type: 'contests.openContest'; contestId: number; section?: ContestSection }
  | { type: 'contests.close' }
  | { type: 'contests.retry' }
  /** The guest voted for an entry: the gate is asked first (a visitor logs in or signs up). */
  | { type: 'contests.vote'; mediaId: number }
  | { type: 'contests.unvote'; mediaId: number }
  | { type: 'contests.setHideConfirm'; hide: boolean }
  | { type: 'contests.dismissNotice' }
  | GateAnswerEvent
  | GateResumedEvent;

const CONTEST_LIKE_BOX = 'contest-like';

/**
 * A vote needs what a favourite needs (a login): a refusal's flow is opened by the gate, which
 * tells when it ended (`gate.resumed`).
 */
const voteGate = gateClient({ ticket: 'contests.vote', replyTo: 'contests', action: 'favorite' });

/**
 * Contests (seed 001 §3, §5, §7): the overview of running contests, the archive of ended
 * ones and one contest's grid, or a section of it (top 10, voted, not voted, one performer's with
 * her standing) as the server picks it (decision 0038). A
 * visitor who votes is sent to log in first (through the pay tour, answered back here). A vote
 * the server accepts raises the entry's votes and the guest's vote count and opens the
 * `contest-like` box unless the guest turned it off; a reply with `needAvs` opens the age check
 * instead; a refused vote (the sixth, seed 001 §5) shows the vote-limit message unless the
 * server says `hideVoteLimitModal`. Taking a vote back gives it back.
 */
export const contestsMachine = setup({
  types: {
    context: {} as ContestsContext,
    events: {} as ContestsEvent,
    input: {} as DomainInput,
    tags: {} as 'busy',
  },
  actors: {
    loadContests: placeholderCall<ContestSummary[], ContestsListCall>('contests.loadList'),
    loadArchive: placeholderCall<EndedContest[], ContestsListCall>('contests.loadArchive'),
    loadContest: placeholderCall<ContestPage, ContestLoadCall>('contests.loadContest'),
    vote: placeholderCall<ContestVoteReply, ContestVoteCall>('contests.vote'),
    unvote: placeholderCall<ContestVoteReply, ContestVoteCall>('contests.unvote'),
  },
  actions: {
    storePage: assign((_, params: { page: ContestsPageRef }) => ({
      page: params.page,
      contest: null,
      error: null,
      notice: null,
      pendingMediaId: null,
    })),
    forget: assign({ page: null, contest: null, error: null, notice: null, pendingMediaId: null }),
    storeContests: assign({
      contests: (_, params: { contests: ContestSummary[] }) => params.contests,
      error: null,
    }),
    storeArchive: assign({
      archive: (_, params: { archive: EndedContest[] }) => params.archive,
      error: null,
    }),
    storeContest: assign((_, params: { contest: ContestPage }) => ({
      contest: params.contest,
      hideConfirmWindow: params.contest.guestData.hideConfirmWindow,
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    clearError: assign({ error: null }),
    storePending: assign({ pendingMediaId: (_, params: { mediaId: number }) => params.mediaId }),
    clearPending: assign({ pendingMediaId: null }),
    setHideConfirm: assign({ hideConfirmWindow: (_, params: { hide: boolean }) => params.hide }),
    /** An accepted vote: the entry's votes as the server counts them, one vote more used. */
    countVote: assign({
      contest: ({ context }, params: { reply: ContestVoteReply }) =>
        counted(context.contest, context.pendingMediaId, params.reply, true),
    }),
    /** A vote taken back: the entry's votes as the server counts them, one vote free again. */
    uncountVote: assign({
      contest: ({ context }, params: { reply: ContestVoteReply }) =>
        counted(context.contest, context.pendingMediaId, params.reply, false),
    }),
    showVoteLimit: assign({ notice: 'voteLimit' as const }),
    /** The server knows the guest turned the limit box off: the counter alone says it. */
    rememberHiddenLimit: assign({
      contest: ({ context }) =>
        context.contest && {
          ...context.contest,
          guestData: { ...context.contest.guestData, hideVoteLimitModal: true },
        },
    }),
    dismissNotice: assign({ notice: null }),
    refuseUnvote: assign({ error: 'unvoteRefused' }),
    askToVote: voteGate.ask(),
    thankForVote: toSystem('modals', (): ModalOpenEvent => ({
      type: 'modals.open',
      id: CONTEST_LIKE_BOX,
    })),
    /** The server wants an age check before this vote: the age-check box of the page's language. */
    openAgeCheck: toSystem(
      'modals',
      ({ context }: { context: ContestsContext }): ModalOpenEvent => ({
        type: 'modals.open',
        id: ageCheckModalId(context.request.language),
      }),
    ),
  },
  guards: {
    wantsList: ({ context }) => context.page?.kind === 'list',
    wantsArchive: ({ context }) => context.page?.kind === 'archive',
    wantsContest: ({ context }) => context.page?.kind === 'contest',
    voteAllowed: voteGate.allowed,
    /** The gate refused and opened what stands in the way (login or signup). */
    voteFlowOpened: voteGate.refusedWithFlow,
    isVoteAnswer: voteGate.answered,
    voteResumed: voteGate.resumed,
    isVoteResumed: voteGate.flowEnded,
    /** Only entries of the open grid: a vote for something else is a stale click. */
    isEntry: ({ context, event }) =>
      (event.type === 'contests.vote' || event.type === 'contests.unvote') &&
      entryOf(context.contest, event.mediaId) !== undefined,
    isVoted: ({ context, event }) =>
      (event.type === 'contests.vote' || event.type === 'contests.unvote') &&
      entryOf(context.contest, event.mediaId)?.voted === true,
    accepted: (_, params: { reply: ContestVoteReply }) => params.reply.success,
    needsAgeCheck: (_, params: { reply: ContestVoteReply }) => params.reply.needAvs,
    limitBoxHidden: (_, params: { reply: ContestVoteReply }) => params.reply.hideVoteLimitModal,
    /** Accepted, and the guest asked for no thank-you box. */
    acceptedQuietly: ({ context }, params: { reply: ContestVoteReply }) =>
      params.reply.success && context.hideConfirmWindow,
  },
}).createMachine({
  id: 'contests',
  context: ({ input }) => ({
    request: input.request,
    page: null,
    contests: [],
    archive: [],
    contest: null,
    pendingMediaId: null,
    hideConfirmWindow: false,
    notice: null,
    error: null,
  }),
  initial: 'waiting',
  on: {
    'contests.openList': {
      target: '.waiting',
      actions: { type: 'storePage', params: { page: { kind: 'list' } } },
    },
    'contests.openArchive': {
      target: '.waiting',
      actions: { type: 'storePage', params: { page: { kind: 'archive' } } },
    },
    'contests.openContest': {
      target: '.waiting',
      actions: {
        type: 'storePage',
        params: ({ event }) => ({
          page: {
            kind: 'contest',
            contestId: event.contestId,
            section: event.section ?? { kind: 'all' },
          },
        }),
      },
    },
    'contests.close': { target: '.waiting', actions: 'forget' },
  },
  states: {
    /** No contest page open; an opened page decides here what it loads. */
    waiting: {
      always: [
        { guard: 'wantsList', target: 'loadingList' },
        { guard: 'wantsArchive', target: 'loadingArchive' },
        { guard: 'wantsContest', target: 'loadingContest' },
      ],
    },
    loadingList: {
      tags: 'busy',
      invoke: {
        id: 'loadContests',
        src: 'loadContests',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'list',
          actions: { type: 'storeContests', params: ({ event }) => ({ contests: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingArchive: {
      tags: 'busy',
      invoke: {
        id: 'loadArchive',
        src: 'loadArchive',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'archive',
          actions: { type: 'storeArchive', params: ({ event }) => ({ archive: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingContest: {
      tags: 'busy',
      invoke: {
        id: 'loadContest',
        src: 'loadContest',
        input: ({ context }): ContestLoadCall =>
          context.page?.kind === 'contest'
            ? {
                request: context.request,
                contestId: context.page.contestId,
                section: context.page.section,
              }
            : { request: context.request, contestId: 0, section: { kind: 'all' } },
        onDone: {
          target: 'contest',
          actions: { type: 'storeContest', params: ({ event }) => ({ contest: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The page could not be loaded: the reason, and a retry. */
    failed: { on: { 'contests.retry': 'waiting' } },
    /** The running contests. */
    list: {},
    /** The ended contests with their winners. */
    archive: {},
    /** One contest's grid, where the guest votes. */
    contest: {
      initial: 'idle',
      on: {
        'contests.setHideConfirm': {
          actions: { type: 'setHideConfirm', params: ({ event }) => ({ hide: event.hide }) },
        },
        'contests.dismissNotice': { actions: 'dismissNotice' },
      },
      states: {
        idle: {
          on: {
            'contests.vote': [
              // Voting twice for one entry is no second vote.
              { guard: 'isVoted' },
              {
                guard: 'isEntry',
                target: 'asking',
                actions: [
                  'clearError',
                  'dismissNotice',
                  { type: 'storePending', params: ({ event }) => ({ mediaId: event.mediaId }) },
                ],
              },
            ],
            'contests.unvote': {
              guard: 'isVoted',
              target: 'unvoting',
              actions: [
                'clearError',
                'dismissNotice',
                { type: 'storePending', params: ({ event }) => ({ mediaId: event.mediaId }) },
              ],
            },
          },
        },
        /** The gate decides (its answer comes within the same step). */
        asking: {
          entry: 'askToVote',
          on: {
            'gate.answer': [
              { guard: 'voteAllowed', target: 'voting' },
              { guard: 'voteFlowOpened', target: 'restricted' },
              // Refused with nothing to open (login turned off): no vote.
              { guard: 'isVoteAnswer', target: 'idle', actions: 'clearPending' },
            ],
          },
        },
        /**
         * A visitor was sent to log in or sign up by the gate: the vote is asked again when the
         * flow ends well, given up otherwise.
         */
        restricted: {
          on: {
            'gate.resumed': [
              { guard: 'voteResumed', target: 'asking' },
              { guard: 'isVoteResumed', target: 'idle', actions: 'clearPending' },
            ],
          },
        },
        voting: {
          tags: 'busy',
          invoke: {
            id: 'vote',
            src: 'vote',
            input: ({ context }) => voteCall(context),
            onDone: [
              {
                guard: {
                  type: 'acceptedQuietly',
                  params: ({ event }) => ({ reply: event.output }),
                },
                target: 'idle',
                actions: [
                  { type: 'countVote', params: ({ event }) => ({ reply: event.output }) },
                  'clearPending',
                ],
              },
              {
                guard: { type: 'accepted', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'countVote', params: ({ event }) => ({ reply: event.output }) },
                  'clearPending',
                  'thankForVote',
                ],
              },
              {
                guard: { type: 'needsAgeCheck', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: ['openAgeCheck', 'clearPending'],
              },
              {
                guard: { type: 'limitBoxHidden', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: ['rememberHiddenLimit', 'clearPending'],
              },
              { target: 'idle', actions: ['showVoteLimit', 'clearPending'] },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                'clearPending',
              ],
            },
          },
        },
        unvoting: {
          tags: 'busy',
          invoke: {
            id: 'unvote',
            src: 'unvote',
            input: ({ context }) => voteCall(context),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'uncountVote', params: ({ event }) => ({ reply: event.output }) },
                  'clearPending',
                ],
              },
              { target: 'idle', actions: ['refuseUnvote', 'clearPending'] },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                'clearPending',
              ],
            },
          },
        },
      },
    },
  },
});

function entryOf(contest: ContestPage | null, mediaId: number) {
  return contest?.contestsGridItems.find((entry) => entry.mediaId === mediaId);
}

/**
 * The vote the pending entry makes (also what taking it back sends). `voting` and `unvoting` are
 * entered only for an entry of the open contest (`isEntry`, `isVoted`), which stays pending there.
 */
function voteCall(context: ContestsContext): ContestVoteCall {
  const { contest, pendingMediaId } = context;
  const entry = pendingMediaId === null ? undefined : entryOf(contest, pendingMediaId);
  if (contest === null || entry === undefined)
    throw new Error('a vote is cast only for a pending entry of the open contest');
  return {
    request: context.request,
    vote: {
      actorId: entry.actorId,
      contestId: contest.id,
      guestId: contest.guestId,
      mediaId: entry.mediaId,
      albumId: entry.albumId,
      hideConfirmWindow: context.hideConfirmWindow,
    },
  };
}

/** The pending entry counted (or uncounted) with the votes the server answered for it. */
function counted(
  contest: ContestPage | null,
  mediaId: number | null,
  reply: ContestVoteReply,
  voted: boolean,
): ContestPage | null {
  if (!contest) return contest;
  const voteCount = Math.max(0, contest.guestData.voteCount + (voted ? 1 : -1));
  // The header and her standing count the votes the server now has for the entry.
  const entry = mediaId === null ? undefined : entryOf(contest, mediaId);
  const delta = entry ? reply.mediaVotes - entry.votes : 0;
  const { actor } = contest;
  return {
    ...contest,
    header: { ...contest.header, votes: Math.max(0, contest.header.votes + delta) },
    actor:
      actor && entry?.actorId === actor.actorId
        ? { ...actor, votes: Math.max(0, actor.votes + delta) }
        : actor,
    contestsGridItems: contest.contestsGridItems.map((entry) =>
      entry.mediaId === mediaId ? { ...entry, votes: reply.mediaVotes, voted } : entry,
    ),
    guestData: {
      ...contest.guestData,
      voteCount,
      hideVoteLimitModal: reply.hideVoteLimitModal,
      hideConfirmWindow: contest.guestData.hideConfirmWindow,
    },
  };
}
