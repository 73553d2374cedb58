import type { RequestInput } from '../shared/session.types.ts';
import type { DisplayMode } from '../list/list.types.ts';

/** The guest's chosen mode of each tile grid, by the grid's type (`gridType` of its list). */
export type TileGridModes = Readonly<Record<string, DisplayMode>>;

/**
 * What reading and storing the modes is given: the session's request, and whether the guest is
 * logged in (then the platform keeps them too, `storeTileGridSettings`; a visitor's stay on the
 * device).
 */
export interface TileGridSession {
  request: RequestInput;
  loggedIn: boolean;
}

/** One grid's chosen mode, stored. */
export interface StoreTileGridSettings extends TileGridSession {
  gridType: string;
  display: DisplayMode;
}

export interface TileGridsContext extends TileGridSession {
  modes: TileGridModes;
  /** Grids the guest chose a mode for in this visit: what is read back later does not undo it. */
  chosen: readonly string[];
  /** Numbers the store calls (each is a child of its own). */
  stores: number;
}

export type TileGridsEvent = {
  type: 'tileGrid.displayChosen';
  gridType: string;
  display: DisplayMode;
};
