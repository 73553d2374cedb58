import * as z from 'zod/mini';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import type { TileGridModes } from '../../machines/tileGrids/tileGrids.types.ts';
import { restRequest } from '../http/rest.ts';

const modeSchema = z.enum(['grid', 'list']);

/** `storeTileGridSettings` answers the stored setting (decision 0026). */
const storedReplySchema = z.object({ type: z.string(), mode: modeSchema });

/**
 * `getTileGridSettings` (decision 0026): the logged-in guest's stored mode of every grid type. A
 * mode this client does not know is dropped, not a failure.
 */
const settingsReplySchema = z.object({ settings: z.record(z.string(), z.unknown()) });

/**
 * The platform's tile grid settings (seed 001 §7): `storeTileGridSettings` (POST) keeps the
 * guest's grid or list mode of a grid type, so it follows the guest to other devices, and
 * `getTileGridSettings` reads them all back (the seed does not show the read; decision 0026).
 *
 * @example
 * await createTileGridApi(fetch).storeSettings(request, { type: 'cams', display: 'list' });
 */
export function createTileGridApi(fetchImpl: typeof fetch) {
  return {
    storeSettings: async (
      request: RequestInput,
      settings: { type: string; display: DisplayMode },
      signal?: AbortSignal,
    ): Promise<void> => {
      await restRequest(
        fetchImpl,
        request,
        {
          method: 'POST',
          path: 'storeTileGridSettings',
          params: { type: settings.type, mode: settings.display },
        },
        storedReplySchema,
        signal,
      );
    },
    loadSettings: async (request: RequestInput, signal?: AbortSignal): Promise<TileGridModes> => {
      const reply = await restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: 'getTileGridSettings' },
        settingsReplySchema,
        signal,
      );
      return Object.fromEntries(
        Object.entries(reply.settings).filter(
          (entry): entry is [string, DisplayMode] => entry[1] === 'grid' || entry[1] === 'list',
        ),
      );
    },
  };
}
