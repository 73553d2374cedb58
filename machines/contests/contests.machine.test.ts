import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { PayTourOpenEvent } from '../shared/domainEvents.ts';
import { gatingMachine } from '../gating/gating.machine.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import type { GuestState } from '../shared/session.types.ts';
import { contestsMachine } from './contests.machine.ts';
import {
  selectContestsListView,
  selectContestView,
  selectNotice,
  selectPendingMediaId,
  selectVoteError,
  voteBudget,
} from './contests.selectors.ts';
import { contestPage, voteReply } from './contests.testing.ts';
import type {
  ContestPage,
  ContestsListCall,
  ContestSummary,
  ContestVoteCall,
  ContestVoteReply,
} from './contests.types.ts';
import { failureError } from '../../src/testing/failureError.ts';

const login: PayTourOpenEvent = { type: 'payTour.open', flow: 'login' };

/**
 * The contests machine beside recorders under the system ids it talks to (modals, payTour); the
 * vote and unvote calls answer from `answers`, one per call (an object with `code` is thrown).
 */
function start(
  page: ContestPage,
  options: { language?: 'en' | 'es'; answers?: unknown[]; visitor?: boolean } = {},
) {
  const told: { to: string; event: EventObject }[] = [];
  const calls: { kind: string; input: ContestVoteCall }[] = [];
  const answers = [...(options.answers ?? [])];
  const answer = (kind: string) =>
    fromPromise<ContestVoteReply, ContestVoteCall>(({ input }) => {
      calls.push({ kind, input });
      const next = answers.shift() ?? voteReply(input.vote.mediaId);
      if ((next as { code?: string }).code) return Promise.reject(failureError(next));
      return Promise.resolve(next as ContestVoteReply);
    });
  const recorder = (to: string) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => told.push({ to, event }) } } });
  const contests = contestsMachine.provide({
    actors: {
      loadContests: fromPromise<ContestSummary[], ContestsListCall>(() =>
        Promise.resolve([
          {
            id: 41,
            title: 'Summer',
            kind: 'photo',
            endsOn: '2026-12-31',
            elementsCount: 6,
            teaserUrl: '/x.svg',
          },
        ]),
      ),
      loadContest: fromPromise(() => Promise.resolve(page)),
      vote: answer('vote'),
      unvote: answer('unvote'),
    },
  });
  const base = demoDomainInput(
    'contests',
    options.visitor ? visitorGuest : { avsStatus: 'accepted' },
  );
  const input = { ...base, request: { ...base.request, language: options.language ?? 'en' } };
  const others = ['modals', 'payTour'] as const;
  // The real gate, told login on and the guest (a visitor, or logged in and verified).
  const parent = createActor(
    setup({
      actors: {
        contests,
        gating: gatingMachine(),
        ...Object.fromEntries(others.map((id) => [id, recorder(id)])),
      },
    }).createMachine({
      invoke: [
        { id: 'contests', systemId: 'contests', src: 'contests', input },
        { id: 'gating', systemId: 'gating', src: 'gating' },
        ...others.map((id) => ({ id, systemId: id, src: id })),
      ] as never,
    }),
  );
  parent.start();
  const gate = parent.system.get('gating') as ActorRefFrom<ReturnType<typeof gatingMachine>>;
  gate.send({ type: 'gate.factsChanged', facts: { loginEnabled: true } });
  gate.send({
    type: 'gate.factsChanged',
    facts: guestGateFacts({
      guest: options.visitor ? null : input.guest,
      hasAccountCookie: true,
    }),
  });
  const actor = parent.system.get('contests') as ActorRefFrom<typeof contestsMachine>;
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    calls,
    snapshot,
    to: (system: string) => told.filter((t) => t.to === system).map((t) => t.event),
    contest: () => {
      const view = selectContestView(snapshot());
      if (view.status !== 'shown') throw new Error(`no contest shown (${view.status})`);
      return view.contest;
    },
    gate,
    vote: async (mediaId: number) => {
      actor.send({ type: 'contests.vote', mediaId });
      await flushMacrotasks();
    },
  };
}

async function opened(page: ContestPage, options?: Parameters<typeof start>[1]) {
  const run = start(page, options);
  run.actor.send({ type: 'contests.openContest', contestId: 41 });
  await flushMacrotasks();
  return run;
}

describe('contests machine', () => {
  it('loads the overview once the guest is known, and a contest page when one is opened', async () => {
    const run = start(contestPage());
    run.actor.send({ type: 'contests.openList' });
    await flushMacrotasks();
    const list = selectContestsListView(run.snapshot());
    expect(list.status === 'shown' && list.contests.map((contest) => contest.id)).toEqual([41]);
    run.actor.send({ type: 'contests.openContest', contestId: 41 });
    await flushMacrotasks();
    expect(run.contest().contestsGridItems).toHaveLength(6);
    expect(selectContestsListView(run.snapshot()).status).toBe('loading');
  });

  it('counts an accepted vote: the entry’s votes as the server says, one vote used, the thank-you box', async () => {
    const run = await opened(contestPage());
    await run.vote(3);
    expect(run.calls).toEqual([
      {
        kind: 'vote',
        input: {
          request: expect.anything() as unknown,
          vote: {
            actorId: 3101,
            contestId: 41,
            guestId: 1001,
            mediaId: 3,
            albumId: 7303,
            hideConfirmWindow: false,
          },
        },
      },
    ]);
    const entry = run.contest().contestsGridItems.find((each) => each.mediaId === 3);
    expect(entry).toMatchObject({ votes: 11, voted: true });
    expect(voteBudget(run.contest().guestData)).toEqual({ used: 1, left: 4, max: 5 });
    expect(run.to('modals')).toEqual([{ type: 'modals.open', id: 'contest-like' }]);
  });

  it('counts a vote and a vote taken back in the header and in her standing', async () => {
    const standing = { actorId: 3101, actorName: 'LanaLove', rank: 2, votes: 60, entries: 6 };
    const run = await opened(contestPage(0, { actor: standing }), {
      answers: [voteReply(3, { mediaVotes: 11 }), voteReply(3, { mediaVotes: 10 })],
    });
    await run.vote(3);
    expect(run.contest().header.votes).toBe(61);
    expect(run.contest().actor).toEqual({ ...standing, votes: 61 });
    run.actor.send({ type: 'contests.unvote', mediaId: 3 });
    await flushMacrotasks();
    expect(run.contest().header.votes).toBe(60);
    expect(run.contest().actor?.votes).toBe(60);
  });

  it('opens no thank-you box when the guest turned it off, and says so to the server', async () => {
    const run = await opened(contestPage());
    run.actor.send({ type: 'contests.setHideConfirm', hide: true });
    await run.vote(2);
    expect(run.calls[0]?.input.vote.hideConfirmWindow).toBe(true);
    expect(run.contest().guestData.voteCount).toBe(1);
    expect(run.to('modals')).toEqual([]);
  });

  it('opens the age check of the page’s language when the server answers needAvs, counting nothing', async () => {
    for (const [language, box] of [
      ['en', 'avs'],
      ['es', 'es-avs'],
    ] as const) {
      const run = await opened(contestPage(), {
        language,
        answers: [voteReply(1, { success: false, needAvs: true, mediaVotes: 10 })],
      });
      await run.vote(1);
      expect(run.to('modals')).toEqual([{ type: 'modals.open', id: box }]);
      expect(run.contest().guestData.voteCount).toBe(0);
      expect(run.contest().contestsGridItems[0]).toMatchObject({ voted: false, votes: 10 });
    }
  });

  it('shows the vote-limit message when the sixth vote is refused, unless the server hides it', async () => {
    const run = await opened(contestPage(5), {
      answers: [voteReply(6, { success: false, mediaVotes: 10 })],
    });
    await run.vote(6);
    expect(selectNotice(run.snapshot())).toBe('voteLimit');
    expect(run.contest().guestData.voteCount).toBe(5);
    expect(run.to('modals')).toEqual([]);
    run.actor.send({ type: 'contests.dismissNotice' });
    expect(selectNotice(run.snapshot())).toBeNull();

    const quiet = await opened(contestPage(5), {
      answers: [voteReply(6, { success: false, hideVoteLimitModal: true, mediaVotes: 10 })],
    });
    await quiet.vote(6);
    expect(selectNotice(quiet.snapshot())).toBeNull();
    expect(quiet.contest().guestData.hideVoteLimitModal).toBe(true);
  });

  it('gives a vote back when it is taken back', async () => {
    const run = await opened(contestPage(2), { answers: [voteReply(1, { mediaVotes: 10 })] });
    run.actor.send({ type: 'contests.unvote', mediaId: 1 });
    await flushMacrotasks();
    expect(run.calls.map((call) => call.kind)).toEqual(['unvote']);
    expect(run.contest().contestsGridItems[0]).toMatchObject({ voted: false, votes: 10 });
    expect(run.contest().guestData.voteCount).toBe(1);
  });

  it('sends a visitor to log in first through the gate and votes nothing; a closed login gives it up', async () => {
    const run = await opened(contestPage(0, { guestId: null }), { visitor: true });
    await run.vote(1);
    expect(run.to('payTour')).toEqual([{ ...login, replyTo: 'gating' }]);
    expect(run.snapshot().matches({ contest: 'restricted' })).toBe(true);
    run.gate.send({ type: 'payTour.result', flow: 'login', success: false });
    expect(run.snapshot().matches({ contest: 'idle' })).toBe(true);
    expect(run.calls).toEqual([]);
  });

  it('a visitor who logs in through the gate has her vote go out after it', async () => {
    const run = await opened(contestPage(0, { guestId: null }), { visitor: true });
    await run.vote(3);
    expect(run.snapshot().matches({ contest: 'restricted' })).toBe(true);
    run.gate.send({
      type: 'gate.factsChanged',
      facts: guestGateFacts({
        guest: { isLoggedIn: true, isLocked: false, balance: 0, currency: 'EUR' } as GuestState,
        hasAccountCookie: true,
      }),
    });
    run.gate.send({ type: 'payTour.result', flow: 'login', success: true });
    await flushMacrotasks();
    expect(run.calls.map((call) => [call.kind, call.input.vote.mediaId])).toEqual([['vote', 3]]);
  });

  it('shows a failed vote’s reason and keeps the grid; a second click on a voted entry is no vote', async () => {
    const run = await opened(contestPage(1), { answers: [{ message: '', code: 'network' }] });
    const before = run.contest();
    await run.vote(2);
    expect(selectVoteError(run.snapshot())).toBe('network');
    expect(run.contest()).toBe(before);
    await run.vote(1);
    expect(run.calls).toHaveLength(1);
    expect(selectPendingMediaId(run.snapshot())).toBeNull();
    // The next vote clears the old reason.
    await run.vote(3);
    expect(selectVoteError(run.snapshot())).toBeNull();
  });

  it('words a refused unvote as an error and changes nothing', async () => {
    const run = await opened(contestPage(1), { answers: [voteReply(1, { success: false })] });
    run.actor.send({ type: 'contests.unvote', mediaId: 1 });
    await flushMacrotasks();
    expect(selectVoteError(run.snapshot())).toBe('unvoteRefused');
    expect(run.contest().contestsGridItems[0]?.voted).toBe(true);
  });
});
