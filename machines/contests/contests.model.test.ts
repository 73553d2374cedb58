import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { contestsMachine, type ContestsContext } from './contests.machine.ts';
import {
  selectContestsArchiveView,
  selectContestsListView,
  selectContestView,
  selectNotice,
  selectPendingMediaId,
  selectVoteError,
} from './contests.selectors.ts';
import { contestPage, voteReply } from './contests.testing.ts';

/** Model-based test: every transition of the contests statechart, on the real machine. */
const summary = {
  id: 41,
  title: 'Summer photo contest',
  kind: 'photo',
  endsOn: '2026-12-31',
  elementsCount: 6,
  teaserUrl: '/media/contests/album/7301/1.svg',
};
const ended = {
  ...summary,
  id: 39,
  title: 'Spring photo contest',
  endsOn: '2026-06-30',
  winners: [
    {
      rank: 1,
      actorName: 'LanaLove',
      title: 'Golden hour 1',
      votes: 120,
      pictureUrl: '/media/contests/album/7301/1.svg',
    },
  ],
};
const events = [
  { type: 'contests.openList' },
  { type: 'contests.openArchive' },
  { type: 'contests.openContest', contestId: 41 },
  { type: 'contests.openContest', contestId: 41, section: { kind: 'actor', actorName: 'Lana' } },
  { type: 'contests.close' },
  { type: 'contests.retry' },
  { type: 'xstate.done.actor.loadContests', output: [summary] },
  { type: 'xstate.error.actor.loadContests', error: { message: '', code: 'http_500' } },
  { type: 'xstate.done.actor.loadArchive', output: [ended] },
  { type: 'xstate.error.actor.loadArchive', error: { message: '', code: 'network' } },
  // Entry 1 is voted already; entries 2 to 6 are not.
  { type: 'xstate.done.actor.loadContest', output: contestPage(1) },
  { type: 'xstate.error.actor.loadContest', error: { message: '', code: 'http_404' } },
  { type: 'contests.vote', mediaId: 2 },
  { type: 'contests.vote', mediaId: 1 },
  { type: 'contests.vote', mediaId: 99 },
  // The gate's answers to a vote's ask (allowed; a visitor's login opened; login off), and the
  // end of the login it opened.
  ...[
    { allowed: true, reason: null, open: null },
    { allowed: false, reason: 'needLogin', open: { type: 'payTour.open', flow: 'login' } },
    { allowed: false, reason: 'needLogin', open: null },
  ].map((answer) => ({
    type: 'gate.answer',
    action: 'favorite',
    ticket: 'contests.vote',
    balance: null,
    ...answer,
  })),
  { type: 'gate.resumed', action: 'favorite', ticket: 'contests.vote', success: true },
  { type: 'gate.resumed', action: 'favorite', ticket: 'contests.vote', success: false },
  { type: 'contests.unvote', mediaId: 1 },
  { type: 'contests.unvote', mediaId: 2 },
  { type: 'contests.setHideConfirm', hide: true },
  { type: 'contests.dismissNotice' },
  { type: 'xstate.done.actor.vote', output: voteReply(2) },
  { type: 'xstate.done.actor.vote', output: voteReply(2, { success: false, needAvs: true }) },
  { type: 'xstate.done.actor.vote', output: voteReply(2, { success: false }) },
  {
    type: 'xstate.done.actor.vote',
    output: voteReply(2, { success: false, hideVoteLimitModal: true }),
  },
  { type: 'xstate.error.actor.vote', error: { message: '', code: 'network' } },
  { type: 'xstate.done.actor.unvote', output: voteReply(1, { mediaVotes: 10 }) },
  { type: 'xstate.done.actor.unvote', output: voteReply(1, { success: false }) },
  { type: 'xstate.error.actor.unvote', error: { message: '', code: 'http_401' } },
];
const stand = { askToVote: () => {}, thankForVote: () => {}, openAgeCheck: () => {} };

// What the guards read: the request, the page, which entries are voted and the box choice.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as ContestsContext;
  return JSON.stringify([
    s.value,
    context.page?.kind ?? null,
    context.contest?.contestsGridItems.filter((e) => e.voted).map((e) => e.mediaId) ?? null,
    context.hideConfirmWindow,
  ]);
};

defineModelSuite(contestsMachine, {
  input: demoDomainInput('contests', { avsStatus: 'accepted' }),
  events,
  stand,
  serializeState,
  runner: { actions: stand },
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    const list = selectContestsListView(snapshot);
    const contest = selectContestView(snapshot);
    const archive = selectContestsArchiveView(snapshot);
    // The overview is shown only in `list`, the archive only in `archive`, a contest only in
    // `contest`; failed carries why.
    expect(list.status === 'shown', route).toBe(snapshot.matches('list'));
    expect(archive.status === 'shown', route).toBe(snapshot.matches('archive'));
    expect(contest.status === 'shown', route).toBe(snapshot.matches('contest'));
    if (snapshot.matches('failed')) {
      expect(context.error, route).not.toBeNull();
      const failed = [list, contest, archive].filter((view) => view.status === 'failed');
      expect(failed.length, route).toBe(1);
    }
    // Loading needs the guest's request and a page of the right kind.
    if (snapshot.matches('loadingList')) expect(context.page?.kind, route).toBe('list');
    if (snapshot.matches('loadingArchive')) expect(context.page?.kind, route).toBe('archive');
    if (snapshot.matches('loadingContest')) expect(context.page?.kind, route).toBe('contest');
    if (snapshot.hasTag('busy')) expect(context.request, route).not.toBeNull();
    // A vote or unvote under way names its entry; nothing is pending otherwise.
    const busyVote =
      snapshot.matches({ contest: 'voting' }) || snapshot.matches({ contest: 'unvoting' });
    expect(selectPendingMediaId(snapshot) !== null, route).toBe(busyVote);
    // The vote count is the number of voted entries (the kit starts consistent).
    if (contest.status === 'shown') {
      const voted = contest.contest.contestsGridItems.filter((e) => e.voted).length;
      expect(contest.contest.guestData.voteCount, route).toBe(voted);
    }
    // The limit message and vote errors belong to a contest page.
    if (!snapshot.matches('contest')) {
      expect(selectNotice(snapshot), route).toBeNull();
      expect(selectVoteError(snapshot), route).toBeNull();
    }
  },
});
