import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { contestsMachine } from './contests.machine.ts';
import { contestsOfKind, selectContestView } from './contests.selectors.ts';
import { contestPage } from './contests.testing.ts';
import type { ContestLoadCall, ContestPage, ContestSummary } from './contests.types.ts';

/** The machine with a contest load that records what it was asked and answers `page`. */
function start(page: ContestPage) {
  const asked: ContestLoadCall[] = [];
  const machine = contestsMachine.provide({
    actors: {
      loadContest: fromPromise<ContestPage, ContestLoadCall>(({ input }) => {
        asked.push(input);
        return Promise.resolve(page);
      }),
    },
  });
  const actor = createActor(machine, { input: demoDomainInput('contests') }).start();
  return { actor, asked };
}

describe('contest sections', () => {
  it('asks the service for the section a page names (all entries when none) and shows what it answers', async () => {
    const top = contestPage(0, {
      elementsCount: 2,
      contestsGridItems: contestPage(0).contestsGridItems.slice(0, 2),
    });
    const { actor, asked } = start(top);
    actor.send({ type: 'contests.openContest', contestId: 41 });
    await flushMacrotasks();
    actor.send({ type: 'contests.openContest', contestId: 41, section: { kind: 'top10' } });
    await flushMacrotasks();
    actor.send({
      type: 'contests.openContest',
      contestId: 41,
      section: { kind: 'actor', actorName: 'LanaLove' },
    });
    await flushMacrotasks();
    expect(asked.map((call) => [call.contestId, call.section])).toEqual([
      [41, { kind: 'all' }],
      [41, { kind: 'top10' }],
      [41, { kind: 'actor', actorName: 'LanaLove' }],
    ]);
    // The entries shown are the service's answer, not a part of it the client picked.
    const view = selectContestView(actor.getSnapshot());
    expect(view.status === 'shown' && view.contest.contestsGridItems).toEqual(
      top.contestsGridItems,
    );
  });

  it('the lists by kind keep only contests of that kind', () => {
    const summary = (id: number, kind: 'photo' | 'video'): ContestSummary => ({
      id,
      title: `C${id}`,
      kind,
      endsOn: '2026-12-31',
      elementsCount: 1,
      teaserUrl: '',
    });
    const all = [summary(1, 'photo'), summary(2, 'video'), summary(3, 'photo')];
    expect(contestsOfKind(all, 'photo').map((shown) => shown.id)).toEqual([1, 3]);
    expect(contestsOfKind(all, 'video').map((shown) => shown.id)).toEqual([2]);
  });
});
