import * as z from 'zod/mini';
import type { RequestInput } from '../../machines/bootstrap/bootstrap.types.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { restRequest } from '../http/rest.ts';

/** The reply's shape is not in the spec (seed 001 §7); any JSON answer with an ok status counts. */
const storedReplySchema = z.unknown();

/**
 * `storeTileGridSettings` (POST, seed 001 §7): the guest's grid or list mode for a tile grid
 * type, kept by the platform so it follows the guest to other devices.
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
  };
}
