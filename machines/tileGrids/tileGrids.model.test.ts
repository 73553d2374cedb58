import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { tileGridsMachine } from './tileGrids.machine.ts';
import { selectGridMode } from './tileGrids.selectors.ts';
import type { TileGridsContext, TileGridsEvent } from './tileGrids.types.ts';

/** Model-based test of the tile grids' modes: every transition, on the real machine. */
const events: (TileGridsEvent | EventObject)[] = [
  { type: 'tileGrid.displayChosen', gridType: 'contests', display: 'list' },
  { type: 'tileGrid.displayChosen', gridType: 'contests', display: 'grid' },
  { type: 'tileGrid.displayChosen', gridType: 'tvSeries', display: 'list' },
  {
    type: 'xstate.done.actor.loadSettings',
    output: { contests: 'grid', tvSeries: 'grid' },
  } as EventObject,
  {
    type: 'xstate.error.actor.loadSettings',
    error: { message: '', code: 'http_500' },
  } as EventObject,
];

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as TileGridsContext;
  return JSON.stringify([s.value, c.modes, c.chosen]);
};

defineModelSuite(tileGridsMachine, {
  inputs: [
    demoDomainInput('tileGrids', { isLoggedIn: true }),
    demoDomainInput('tileGrids', { isLoggedIn: false }),
  ],
  events,
  serializeState,
  runner: { srcOf: { loadSettings: 'loadSettings' } },
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    // A grid chosen in this visit shows the chosen mode, whatever was read back.
    for (const type of context.chosen) expect(selectGridMode(type)(snapshot), route).not.toBeNull();
    // Every store asked for is a child of its own, numbered.
    expect(context.stores, route).toBeGreaterThanOrEqual(context.chosen.length);
  },
});
