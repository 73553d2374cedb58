import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { liveEventsMachine, MAX_REACTIONS, REACTION_SHOWN_MS } from './liveEvents.machine.ts';
import { selectReactions, selectVoting } from './liveEvents.selectors.ts';
import { liveActorOf } from './liveEvents.testing.ts';
import type { LiveActor, LoadLiveActors } from './liveEvents.types.ts';

/** The domain on a manual clock; each lookup waits until the test answers it. */
function start() {
  const clock = new EngineClock();
  const lookups: { input: LoadLiveActors; resolve: (actors: LiveActor[]) => void }[] = [];
  const machine = liveEventsMachine.provide({
    actors: {
      loadActors: fromPromise<LiveActor[], LoadLiveActors>(
        ({ input }) => new Promise((resolve) => lookups.push({ input, resolve })),
      ),
    },
  });
  const actor = createActor(machine, { input: demoDomainInput('liveEvents'), clock }).start();
  return { actor, clock, lookups };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const voting = (votingId: number, ...votes: [number, number][]) => ({
  type: 'push.clashOfCamsVoting' as const,
  votingId,
  actors: votes.map(([actorId, count]) => ({ actorId, votes: count })),
});

describe('live events', () => {
  it('shows the voting most votes first, with shares, and looks its performers up once', async () => {
    const { actor, lookups } = start();
    actor.send(voting(1, [7, 10], [8, 30]));
    const shown = selectVoting(actor.getSnapshot());
    expect(shown?.rows.map((row) => [row.actorId, row.percent, row.leading])).toEqual([
      [8, 75, true],
      [7, 25, false],
    ]);
    expect(lookups.map((lookup) => lookup.input.actorIds)).toEqual([[8, 7]]);
    lookups[0]?.resolve([liveActorOf(8), liveActorOf(7)]);
    await flush();
    expect(selectVoting(actor.getSnapshot())?.rows[0]?.actor?.name).toBe('Performer8');
    // A new standing of the same performers asks nothing more.
    actor.send(voting(1, [7, 40], [8, 30]));
    expect(selectVoting(actor.getSnapshot())?.rows[0]?.actorId).toBe(7);
    expect(lookups).toHaveLength(1);
  });

  it('keeps a closed voting closed, and shows the next one', () => {
    const { actor } = start();
    actor.send(voting(1, [7, 1]));
    actor.send({ type: 'ui.votingClosed' });
    expect(selectVoting(actor.getSnapshot())).toBeNull();
    actor.send(voting(1, [7, 2]));
    expect(selectVoting(actor.getSnapshot())).toBeNull();
    actor.send(voting(2, [9, 0]));
    expect(selectVoting(actor.getSnapshot())?.rows).toMatchObject([
      { actorId: 9, percent: 0, leading: false },
    ]);
  });

  it('shows each reaction for its time on the engine clock, the newest few at once', () => {
    const { actor, clock } = start();
    actor.send({ type: 'push.liveReaction', actorId: 7, reaction: 'heart' });
    clock.advanceTo(clock.now() + REACTION_SHOWN_MS / 2);
    actor.send({ type: 'push.liveReaction', actorId: 8, reaction: 'fire' });
    expect(selectReactions(actor.getSnapshot()).map((r) => r.reaction)).toEqual(['heart', 'fire']);
    clock.advanceTo(clock.now() + REACTION_SHOWN_MS / 2);
    expect(selectReactions(actor.getSnapshot()).map((r) => r.reaction)).toEqual(['fire']);
    clock.advanceTo(clock.now() + REACTION_SHOWN_MS / 2);
    expect(selectReactions(actor.getSnapshot())).toEqual([]);
    for (let i = 0; i < MAX_REACTIONS + 3; i++)
      actor.send({ type: 'push.liveReaction', actorId: 7, reaction: String(i) });
    expect(selectReactions(actor.getSnapshot())).toHaveLength(MAX_REACTIONS);
    expect(selectReactions(actor.getSnapshot())[0]?.reaction).toBe('3');
  });

  it('looks up a performer again while a lookup runs, and a failed one leaves her nameless', async () => {
    const { actor, lookups } = start();
    actor.send({ type: 'push.liveReaction', actorId: 7, reaction: 'heart' });
    actor.send({ type: 'push.liveReaction', actorId: 8, reaction: 'heart' });
    expect(lookups.map((lookup) => lookup.input.actorIds)).toEqual([[7], [7, 8]]);
    expect(selectReactions(actor.getSnapshot())[1]?.actor).toBeNull();
    lookups[1]?.resolve([liveActorOf(7), liveActorOf(8)]);
    await flush();
    expect(selectReactions(actor.getSnapshot()).map((r) => r.actor?.name)).toEqual([
      'Performer7',
      'Performer8',
    ]);
  });
});
