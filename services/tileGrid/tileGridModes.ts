import type { DisplayMode } from '../../machines/list/list.types.ts';
import type {
  StoreTileGridSettings,
  TileGridModes,
  TileGridSession,
} from '../../machines/tileGrids/tileGrids.types.ts';
import { createTileGridApi } from '../rest/tileGridApi.ts';

/** Local storage key of the grid modes chosen on this device. */
export const TILE_GRID_MODES_KEY = 'vx.tileGrid.modes';

/** At most this many grid types are kept (what another tab or an old version left is cut). */
const MAX_TYPES = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The guest's grid or list modes (decision 0026): kept on this device for everybody (a visitor's
 * only home), and with the platform for a logged-in guest, whose stored modes win on reading (they
 * follow the guest from another device). Blocked storage or a failed call loses nothing but the
 * memory: the grid keeps the chosen mode for this visit.
 *
 * @example
 * const modes = createTileGridModes(fetch, () => localStorage);
 * await modes.store({ request, loggedIn: true, gridType: 'contests', display: 'list' });
 */
export function createTileGridModes(fetchImpl: typeof fetch, storage: () => Storage | undefined) {
  const api = createTileGridApi(fetchImpl);
  return {
    async load({ request, loggedIn }: TileGridSession, signal?: AbortSignal) {
      const local = readLocal();
      if (!loggedIn) return local;
      try {
        return { ...local, ...(await api.loadSettings(request, signal)) };
      } catch {
        return local;
      }
    },
    async store(settings: StoreTileGridSettings, signal?: AbortSignal): Promise<void> {
      writeLocal(settings.gridType, settings.display);
      if (!settings.loggedIn) return;
      await api.storeSettings(
        settings.request,
        { type: settings.gridType, display: settings.display },
        signal,
      );
    },
  };

  function readLocal(): TileGridModes {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(TILE_GRID_MODES_KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed)
          .filter((entry): entry is [string, DisplayMode] => isMode(entry[1]))
          .slice(0, MAX_TYPES),
      );
    } catch {
      return {};
    }
  }

  function writeLocal(gridType: string, display: DisplayMode): void {
    try {
      const modes = { ...readLocal(), [gridType]: display };
      storage()?.setItem(TILE_GRID_MODES_KEY, JSON.stringify(modes));
    } catch {
      // Storage full or blocked: the mode stays for this visit (and with the platform).
    }
  }
}

const isMode = (value: unknown): value is DisplayMode => value === 'grid' || value === 'list';
