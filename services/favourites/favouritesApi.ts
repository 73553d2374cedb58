import * as z from 'zod/mini';
import type { FavouritesList } from '../../machines/favourites/favourites.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { serverFrameFields } from '../realtime/frames.ts';

/**
 * `GET favorite/actors` (seed 000 §7 guest calls, seed 001 §7 actors): the guest's favourite
 * actors and other pins, the same fields as the realtime `FavoriteActors` list (decision 0038).
 */
const favouritesListSchema = z.object({
  actors: serverFrameFields.FavoriteActors.actors,
  pins: serverFrameFields.FavoriteActors.pins,
});

/**
 * The guest's favourites over REST: the list when the realtime socket does not answer in time.
 *
 * @example
 * const { actors } = await createFavouritesApi(fetch).loadFavourites(request);
 */
export function createFavouritesApi(fetchImpl: typeof fetch) {
  return {
    loadFavourites: (context: RestContext, signal?: AbortSignal): Promise<FavouritesList> =>
      restRequest(
        fetchImpl,
        context,
        { method: 'GET', path: 'favorite/actors' },
        favouritesListSchema,
        signal,
      ),
  };
}
