import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { entriesOf, entryOf } from './byActor.ts';
import { presenceMachine, type PresenceContext, type PresenceEvent } from './presence.machine.ts';
import {
  freeShowOf,
  isOnline,
  selectCountStatus,
  selectFreeShows,
  selectOnlineCount,
} from './presence.selectors.ts';

/** Model-based test of the presence owner: every transition, on the real machine. */
const events: (PresenceEvent | EventObject)[] = [
  { type: 'push.actorOnline', actorId: 7 },
  { type: 'push.actorOffline', actorId: 7 },
  { type: 'push.actorOffline', actorId: 8 },
  { type: 'push.freeShowStart', channelId: 2101 },
  { type: 'push.freeShowStop', channelId: 2101 },
  { type: 'ui.onlineCountShown' },
  { type: 'ui.retryOnlineCount' },
  { type: 'xstate.done.actor.loadOnlineCount', output: 12 } as EventObject,
  { type: 'xstate.error.actor.loadOnlineCount', error: { message: 'network' } } as EventObject,
];

// The count itself moves with every push: whether it is known, and who is named, shape the graph.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as PresenceContext;
  return JSON.stringify([s.value, context.online, context.freeShows, context.onlineCount !== null]);
};

defineModelSuite(presenceMachine, {
  input: demoDomainInput('presence'),
  events,
  serializeState,
  invariants: (snapshot, { route, path }) => {
    const count = selectOnlineCount(snapshot);
    // The count is known exactly while it is live, and pushes keep it a count.
    expect(count !== null, route).toBe(snapshot.matches({ count: 'live' }));
    if (count !== null) expect(count, route).toBeGreaterThanOrEqual(0);
    expect(selectCountStatus(snapshot), route).toBe(
      snapshot.matches({ count: 'loading' })
        ? 'loading'
        : snapshot.matches({ count: 'failed' })
          ? 'failed'
          : null,
    );
    // Each actor a push named is as the last of her pushes said, whatever her list answered.
    const said = new Map<number, boolean>();
    for (const { event } of path.steps)
      if (event.type === 'push.actorOnline' || event.type === 'push.actorOffline')
        said.set((event as { actorId: number }).actorId, event.type === 'push.actorOnline');
    for (const [actorId, online] of said)
      expect(isOnline(snapshot.context.online, actorId, !online), route).toBe(online);
    // The order of the changes agrees with the facts: her last change is the one that holds.
    const { moves, changes } = snapshot.context;
    for (const [actorId, move] of entriesOf(moves)) {
      const last = Math.max(move.wentOffline ?? 0, move.cameOnline ?? 0);
      expect(last, route).toBeLessThanOrEqual(changes);
      expect(entryOf(snapshot.context.online, actorId), route).toBe(
        (move.cameOnline ?? 0) > (move.wentOffline ?? 0),
      );
    }
    // Each channel a free-show push named is as its last push said, whatever her list answered;
    // a free-show push moves neither the count nor the order of the online changes.
    const shows = new Map<number, boolean>();
    let showPushes = 0;
    for (const { event } of path.steps)
      if (event.type === 'push.freeShowStart' || event.type === 'push.freeShowStop') {
        shows.set((event as { channelId: number }).channelId, event.type === 'push.freeShowStart');
        showPushes += 1;
      }
    for (const [channelId, running] of shows)
      expect(freeShowOf(selectFreeShows(snapshot), channelId, !running), route).toBe(running);
    expect(entriesOf(selectFreeShows(snapshot)).length, route).toBe(shows.size);
    expect(changes, route).toBeLessThanOrEqual(path.steps.length - showPushes);
    const ids = (entries: [number, unknown][]) => entries.map(([id]) => id);
    expect(ids(entriesOf(moves)), route).toEqual(ids(entriesOf(snapshot.context.online)));
  },
});
