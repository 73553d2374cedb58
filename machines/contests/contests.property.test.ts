import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, raise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { gateAnswer } from '../gating/gating.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { contestsMachine } from './contests.machine.ts';
import { contestPage, voteReply } from './contests.testing.ts';
import {
  MAX_CONTEST_VOTES,
  type ContestVoteCall,
  type ContestVoteReply,
} from './contests.types.ts';

/**
 * Property: whatever the guest clicks (votes and unvotes for any of six entries, in any order),
 * against a server that keeps at most five votes, the page's vote count equals the entries it
 * marks voted, matches the server's, and never leaves 0..5.
 */
function fakeServer() {
  const votes = new Set<number>();
  const reply = (mediaId: number, success: boolean): ContestVoteReply =>
    voteReply(mediaId, { success, mediaVotes: 10 + (votes.has(mediaId) ? 1 : 0) });
  return {
    votes,
    vote: fromPromise<ContestVoteReply, ContestVoteCall>(({ input }) => {
      const { mediaId } = input.vote;
      if (votes.size >= MAX_CONTEST_VOTES) return Promise.resolve(reply(mediaId, false));
      votes.add(mediaId);
      return Promise.resolve(reply(mediaId, true));
    }),
    unvote: fromPromise<ContestVoteReply, ContestVoteCall>(({ input }) =>
      Promise.resolve(reply(input.vote.mediaId, votes.delete(input.vote.mediaId))),
    ),
  };
}

const click = fc.record({
  kind: fc.constantFrom('vote' as const, 'unvote' as const),
  mediaId: fc.integer({ min: 1, max: 6 }),
});

describe('contests machine (property)', () => {
  it('keeps the vote count equal to the voted entries and to the server, within 0..5', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(click, { maxLength: 14 }), async (clicks) => {
        const server = fakeServer();
        const actor: ActorRefFrom<typeof contestsMachine> = createActor(
          contestsMachine.provide({
            actors: {
              loadContest: fromPromise(() => Promise.resolve(contestPage(0))),
              vote: server.vote,
              unvote: server.unvote,
            },
            // The gate lets every vote through (a logged-in guest): the property is the count's.
            actions: {
              askToVote: raise(gateAnswer({ action: 'favorite', ticket: 'contests.vote' })),
            },
          }),
          { input: demoDomainInput('contests') },
        ).start();
        actor.send({ type: 'contests.openContest', contestId: 41 });
        await flushMacrotasks();
        for (const { kind, mediaId } of clicks) {
          actor.send(
            kind === 'vote'
              ? { type: 'contests.vote', mediaId }
              : { type: 'contests.unvote', mediaId },
          );
          await flushMacrotasks();
        }
        const contest = actor.getSnapshot().context.contest!;
        const voted = contest.contestsGridItems.filter((entry) => entry.voted);
        expect(contest.guestData.voteCount).toBe(voted.length);
        expect(new Set(voted.map((entry) => entry.mediaId))).toEqual(server.votes);
        expect(contest.guestData.voteCount).toBeLessThanOrEqual(MAX_CONTEST_VOTES);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
