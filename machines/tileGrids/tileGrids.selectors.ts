import type { SnapshotFrom } from 'xstate';
import type { DisplayMode } from '../list/list.types.ts';
import type { tileGridsMachine } from './tileGrids.machine.ts';

type TileGridsSnapshot = SnapshotFrom<typeof tileGridsMachine>;

/** The guest's mode of the grid of type `gridType`, or null when none is chosen or stored. */
export const selectGridMode =
  (gridType: string) =>
  (snapshot: TileGridsSnapshot): DisplayMode | null =>
    snapshot.context.modes[gridType] ?? null;
