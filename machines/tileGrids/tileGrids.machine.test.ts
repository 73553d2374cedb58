import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { tileGridsMachine } from './tileGrids.machine.ts';
import { selectGridMode } from './tileGrids.selectors.ts';
import type { StoreTileGridSettings, TileGridModes, TileGridSession } from './tileGrids.types.ts';

/** The domain with a settings read the test answers and the stores it was asked for. */
function start(loggedIn: boolean) {
  const loads: { input: TileGridSession; resolve: (modes: TileGridModes) => void }[] = [];
  const stored: StoreTileGridSettings[] = [];
  const machine = tileGridsMachine.provide({
    actors: {
      loadSettings: fromPromise<TileGridModes, TileGridSession>(
        ({ input }) => new Promise((resolve) => loads.push({ input, resolve })),
      ),
      storeSettings: fromPromise<void, StoreTileGridSettings>(({ input }) => {
        stored.push(input);
        return Promise.resolve();
      }),
    },
  });
  const actor = createActor(machine, {
    input: demoDomainInput('tileGrids', { isLoggedIn: loggedIn }),
  }).start();
  return { actor, loads, stored };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tile grid modes', () => {
  it('restores the stored modes once, with the session it was started with', async () => {
    const { actor, loads } = start(true);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.input).toMatchObject({ loggedIn: true, request: { accessToken: 't' } });
    expect(selectGridMode('contests')(actor.getSnapshot())).toBeNull();
    loads[0]?.resolve({ contests: 'list', tvSeries: 'grid' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectGridMode('contests')(actor.getSnapshot())).toBe('list');
    expect(selectGridMode('tvSeries')(actor.getSnapshot())).toBe('grid');
  });

  it('keeps and stores a choice at once; what is read back later does not undo it', async () => {
    const { actor, loads, stored } = start(false);
    actor.send({ type: 'tileGrid.displayChosen', gridType: 'favouriteActors', display: 'list' });
    expect(selectGridMode('favouriteActors')(actor.getSnapshot())).toBe('list');
    loads[0]?.resolve({ favouriteActors: 'grid', contests: 'list' });
    await flush();
    expect(selectGridMode('favouriteActors')(actor.getSnapshot())).toBe('list');
    expect(selectGridMode('contests')(actor.getSnapshot())).toBe('list');
    expect(stored).toEqual([
      expect.objectContaining({ gridType: 'favouriteActors', display: 'list', loggedIn: false }),
    ]);
  });

  it('stores only a change of mode', async () => {
    const { actor, loads, stored } = start(true);
    loads[0]?.resolve({ contests: 'list' });
    await flush();
    actor.send({ type: 'tileGrid.displayChosen', gridType: 'contests', display: 'list' });
    actor.send({ type: 'tileGrid.displayChosen', gridType: 'contests', display: 'grid' });
    actor.send({ type: 'tileGrid.displayChosen', gridType: 'contests', display: 'grid' });
    expect(stored.map(({ gridType, display }) => `${gridType}:${display}`)).toEqual([
      'contests:grid',
    ]);
  });
});
