import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { camsMachine, type CamsContext } from './cams.machine.ts';
import { selectOnlineCount } from './cams.selectors.ts';

/** Model-based test: every transition of the cams statechart, on the real machine. */
const events = [
  readyWith(),
  { type: 'ui.listShown', list: { kind: 'cams' }, filters: { genders: ['F'], types: [] } },
  { type: 'ui.homeShown' },
  { type: 'xstate.done.actor.loadOnlineCount', output: 12 },
  { type: 'xstate.error.actor.loadOnlineCount', error: { message: 'network' } },
  { type: 'ui.retryOnlineCount' },
  { type: 'xstate.done.actor.loadCategories', output: [{ id: 3, slug: 'all', name: 'All' }] },
  { type: 'xstate.error.actor.loadCategories', error: { message: 'network' } },
  { type: 'push.actorOnline', actorId: 7 },
  { type: 'push.actorOffline', actorId: 7 },
  {
    type: 'push.privateTicketShowInvitation',
    showId: 41,
    actorId: 7,
    start: '2026-11-25T20:00:00Z',
  },
];

const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as CamsContext;
  // The count itself is unbounded under pushes: only whether it is known shapes the graph.
  return JSON.stringify([s.value, context.request !== null, context.onlineCount !== null]);
};

defineModelSuite(camsMachine, {
  events,
  serializeState,
  timeout: 180_000,
  invariants: (snapshot, { route }) => {
    // The count is known exactly while it is live, and pushes keep it a count.
    const count = selectOnlineCount(snapshot);
    if (snapshot.matches({ ready: { online: 'live' } })) expect(count, route).not.toBeNull();
    if (count !== null) expect(count, route).toBeGreaterThanOrEqual(0);
    if (snapshot.matches('ready')) expect(snapshot.context.request, route).not.toBeNull();
  },
});
