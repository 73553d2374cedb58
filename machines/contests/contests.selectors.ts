import type { SnapshotFrom } from 'xstate';
import type { contestsMachine, ContestsNotice } from './contests.machine.ts';
import {
  MAX_CONTEST_VOTES,
  type ContestGuestData,
  type ContestKind,
  type ContestPage,
  type ContestSummary,
  type EndedContest,
} from './contests.types.ts';

type ContestsSnapshot = SnapshotFrom<typeof contestsMachine>;

export type ContestsListView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; contests: ContestSummary[] };

export type ContestsArchiveView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; contests: EndedContest[] };

export type ContestView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; contest: ContestPage };

const LOADING = { status: 'loading' } as const;
type AnyView = ContestsListView | ContestsArchiveView | ContestView;
const views = new WeakMap<object, AnyView>();

function cached<T extends AnyView>(key: object, make: () => T): T {
  let view = views.get(key) as T | undefined;
  if (!view) {
    view = make();
    views.set(key, view);
  }
  return view;
}

/** The overview: loading (also before the guest is known), the error, or the running contests. */
export function selectContestsListView(snapshot: ContestsSnapshot): ContestsListView {
  const { context } = snapshot;
  if (context.page?.kind !== 'list') return LOADING;
  if (snapshot.matches('failed'))
    return cached(context, () => ({ status: 'failed', error: context.error ?? '' }));
  if (!snapshot.matches('list')) return LOADING;
  return cached(context.contests, () => ({ status: 'shown', contests: context.contests }));
}

/** The archive: loading, the error, or the ended contests (newest first, as the server sends). */
export function selectContestsArchiveView(snapshot: ContestsSnapshot): ContestsArchiveView {
  const { context } = snapshot;
  if (context.page?.kind !== 'archive') return LOADING;
  if (snapshot.matches('failed'))
    return cached(context, () => ({ status: 'failed', error: context.error ?? '' }));
  if (!snapshot.matches('archive')) return LOADING;
  return cached(context.archive, () => ({ status: 'shown', contests: context.archive }));
}

/** A contest page: loading, the error, or the contest with its grid. */
export function selectContestView(snapshot: ContestsSnapshot): ContestView {
  const { context } = snapshot;
  if (context.page?.kind !== 'contest') return LOADING;
  if (snapshot.matches('failed'))
    return cached(context, () => ({ status: 'failed', error: context.error ?? '' }));
  const contest = context.contest;
  if (!snapshot.matches('contest') || !contest) return LOADING;
  return cached(contest, () => ({ status: 'shown', contest }));
}

/** The entry a vote or an unvote is under way for. */
export const selectPendingMediaId = (snapshot: ContestsSnapshot): number | null =>
  snapshot.hasTag('busy') && snapshot.matches('contest') ? snapshot.context.pendingMediaId : null;

/** A failed vote's or unvote's reason, shown above the grid (the grid stays as it was). */
export const selectVoteError = (snapshot: ContestsSnapshot): string | null =>
  snapshot.matches('contest') ? snapshot.context.error : null;

export const selectNotice = (snapshot: ContestsSnapshot): ContestsNotice =>
  snapshot.matches('contest') ? snapshot.context.notice : null;

export const selectHideConfirmWindow = (snapshot: ContestsSnapshot): boolean =>
  snapshot.context.hideConfirmWindow;

/** Votes used and left in the open contest. */
export interface VoteBudget {
  used: number;
  left: number;
  max: number;
}

export function voteBudget(guestData: ContestGuestData): VoteBudget {
  const used = Math.min(guestData.voteCount, MAX_CONTEST_VOTES);
  return { used, left: MAX_CONTEST_VOTES - used, max: MAX_CONTEST_VOTES };
}

/** The running contests of one kind (the video and photo contest lists). */
export function contestsOfKind(contests: ContestSummary[], kind: ContestKind): ContestSummary[] {
  return contests.filter((contest) => contest.kind === kind);
}
