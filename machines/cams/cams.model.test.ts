import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { camsMachine, CHAT_SHOWS_LIST, type CamsContext } from './cams.machine.ts';

/** Model-based test: every transition of the cams statechart, on the real machine. */
const events = [
  { type: 'ui.listShown', list: { kind: 'cams' }, filters: { genders: ['F'], types: [] } },
  {
    type: 'ui.listShown',
    list: { kind: 'cams' },
    filters: { genders: [], types: [], search: { text: 'lana', languages: [], ages: [] } },
  },
  { type: 'ui.homeShown' },
  { type: 'ui.sidebarShown' },
  { type: 'xstate.done.actor.loadCategories', output: [{ id: 3, slug: 'all', name: 'All' }] },
  { type: 'xstate.error.actor.loadCategories', error: { message: 'network' } },
  // The shows list's snapshot, synced: a show not started yet (at 20:00 or 21:00), or all running.
  ...[['2026-11-25T20:00:00Z'], ['2026-11-25T21:00:00Z'], []].map((starts) => ({
    type: `xstate.snapshot.${CHAT_SHOWS_LIST}`,
    snapshot: {
      context: {
        key: 'k',
        entries: { k: { items: starts.map((start, id) => ({ id, start, running: false })) } },
      },
    },
  })),
  { type: 'xstate.done.actor.readClock', output: Date.parse('2026-11-25T19:00:00Z') },
  { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
  { type: 'xstate.after.untilShowStart.cams.showStart.timing' },
];

const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as CamsContext;
  return JSON.stringify([s.value, context.nextShowStart]);
};

defineModelSuite(camsMachine, {
  input: demoDomainInput('cams'),
  events,
  serializeState,
  // The real shows list would answer with snapshots of its own (synced to the domain) that the
  // model's do not foresee: it is neither queried nor reloaded here (the unit tests run both).
  runner: { stubActions: ['queryShows', 'reloadShows'] },
  invariants: (snapshot, { route }) => {
    // A start is timed only while one is listed; none listed, nothing is timed.
    if (snapshot.matches({ showStart: 'timing' }))
      expect(snapshot.context.nextShowStart, route).not.toBeNull();
    if (snapshot.matches({ showStart: 'reading' }))
      expect(snapshot.context.nextShowStart, route).not.toBeNull();
  },
});
