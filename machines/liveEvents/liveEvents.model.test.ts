import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { liveEventsMachine, MAX_REACTIONS } from './liveEvents.machine.ts';
import { selectReactions, selectVoting } from './liveEvents.selectors.ts';
import { liveActorOf } from './liveEvents.testing.ts';
import type { LiveEventsContext, LiveEventsEvent } from './liveEvents.types.ts';

/** Model-based test of the live events: every transition, on the real machine. */
const events: (LiveEventsEvent | EventObject)[] = [
  { type: 'push.clashOfCamsVoting', votingId: 1, actors: [{ actorId: 7, votes: 3 }] },
  {
    type: 'push.clashOfCamsVoting',
    votingId: 2,
    actors: [
      { actorId: 7, votes: 1 },
      { actorId: 8, votes: 2 },
    ],
  },
  { type: 'push.liveReaction', actorId: 9, reaction: 'heart' },
  { type: 'ui.votingClosed' },
  { type: 'liveEvents.reactionEnded', id: 0 },
  { type: 'xstate.done.actor.loadActors', output: [7, 8, 9].map(liveActorOf) } as EventObject,
  {
    type: 'xstate.error.actor.loadActors',
    error: { message: '', code: 'http_500' },
  } as EventObject,
];

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as LiveEventsContext;
  return JSON.stringify([
    s.value,
    c.voting?.votingId ?? null,
    c.dismissed,
    Object.keys(c.actors).length > 0,
    c.reactions.length,
  ]);
};

defineModelSuite(liveEventsMachine, {
  input: demoDomainInput('liveEvents'),
  events,
  serializeState,
  runner: { srcOf: { loadActors: 'loadActors' } },
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    // A closed voting is never shown again.
    const shown = selectVoting(snapshot);
    if (shown) expect(shown.votingId, route).not.toBe(context.dismissed);
    // Shares add up to about all votes; one leader at least when anybody has votes.
    if (shown && shown.rows.some((row) => row.votes > 0))
      expect(
        shown.rows.some((row) => row.leading),
        route,
      ).toBe(true);
    expect(selectReactions(snapshot).length, route).toBeLessThanOrEqual(MAX_REACTIONS);
    // A lookup runs only for performers not known yet.
    if (snapshot.matches({ lookup: 'loading' }))
      expect(Object.keys(context.actors).length, route).toBeLessThan(3);
  },
});
