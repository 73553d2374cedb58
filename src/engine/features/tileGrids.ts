import type { SnapshotFrom } from 'xstate';
import { tileGridsMachine } from '../../../machines/tileGrids/tileGrids.machine.ts';
import type {
  StoreTileGridSettings,
  TileGridModes,
  TileGridSession,
} from '../../../machines/tileGrids/tileGrids.types.ts';
import { createTileGridModes } from '../../../services/tileGrid/tileGridModes.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** The tile grids' modes (system id `tileGrids`, decision 0026): read once, stored on a choice. */
export interface TileGridsServices {
  loadTileGridModes: IoRun<TileGridModes, TileGridSession>;
  storeTileGridMode: IoRun<void, StoreTileGridSettings>;
}

export interface TileGridsSnapshots {
  tileGrids: SnapshotFrom<typeof tileGridsMachine>;
}

function tileGridsActors(wiring: Wiring, services: TileGridsServices | null) {
  const tileGrids = provide(tileGridsMachine, {
    actors: {
      loadSettings: wiring.call('tileGrids.load', services?.loadTileGridModes),
      storeSettings: wiring.call('tileGrids.store', services?.storeTileGridMode),
    },
  });
  return { tileGrids };
}

function liveTileGridsServices(deps: LiveDeps): TileGridsServices {
  const modes = createTileGridModes(deps.fetch, () => deps.win.localStorage);
  return {
    loadTileGridModes: (session, signal) => modes.load(session, signal),
    storeTileGridMode: (settings, signal) => modes.store(settings, signal),
  };
}

/** Started by the first grid with a grid/list toggle (src/engine/domains/table.ts). */
export const tileGridsFeature: LazyFeature<TileGridsServices> = {
  actors: tileGridsActors,
  live: liveTileGridsServices,
};
