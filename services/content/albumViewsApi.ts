import * as z from 'zod/mini';
import type { AlbumViews, GalleryCall } from '../../machines/gallery/gallery.types.ts';
import { queryServiceCall } from '../graphql/queryService.ts';
import { queryGraphql } from '../graphql/tada.ts';

/** Album views on the query service (services/graphql/schema/query/albumViews.graphql). */
export const ALBUM_VIEWS_DOCUMENTS = {
  recordAlbumView: queryGraphql(
    'mutation RecordAlbumView($albumId: Int!) { recordAlbumView(albumId: $albumId) { albumId views } }',
  ),
} as const;

const reply = z.object({
  recordAlbumView: z.object({ albumId: z.int(), views: z.int().check(z.nonnegative()) }),
});

/**
 * Records a logged-in guest's view of an album (seed 001 §5: a visitor's view is not recorded; the
 * gallery machine sends none for a visitor) and answers the album's views now.
 *
 * @example
 * const { views } = await createAlbumViewsApi(fetch).record({ request, albumId: 6201 });
 */
export function createAlbumViewsApi(fetchImpl: typeof fetch) {
  const call = queryServiceCall(fetchImpl);
  return {
    async record({ request, albumId }: GalleryCall, signal?: AbortSignal): Promise<AlbumViews> {
      const document = ALBUM_VIEWS_DOCUMENTS.recordAlbumView;
      return (await call(request, document, { albumId }, reply, signal)).recordAlbumView;
    },
  };
}
