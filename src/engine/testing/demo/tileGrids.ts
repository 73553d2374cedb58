import type { TileGridModes } from '../../../../machines/tileGrids/tileGrids.types.ts';
import type { TileGridsServices } from '../../features/tileGrids.ts';

/** Without the simulator: the modes are kept in memory, one store per engine. */
export function demoTileGridsServices(): TileGridsServices {
  let modes: TileGridModes = {};
  return {
    loadTileGridModes: () => Promise.resolve(modes),
    storeTileGridMode: ({ gridType, display }) => {
      modes = { ...modes, [gridType]: display };
      return Promise.resolve();
    },
  };
}
