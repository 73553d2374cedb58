import * as z from 'zod/mini';
import type { MediathekAlbum } from '../../machines/mediathek/mediathek.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { localPictureUrl } from './schemas.ts';

const albumSchema = z.object({
  albumId: z.int().check(z.positive()),
  actorName: z.string().check(z.minLength(1)),
  title: z.string(),
  pictureCount: z.int().check(z.nonnegative()),
  previewUrl: localPictureUrl,
  avsRequired: z.boolean(),
});

/** `GET mediathek/photos` and `POST mediathek/photos/remove`: the guest's bought photo albums. */
export const mediathekAlbumsSchema = z.object({ albums: z.array(albumSchema) });

/** The photo mediathek's calls (seed 001 §1, my area: bought photo albums). */
export function createMediathekApi(fetchImpl: typeof fetch) {
  return {
    loadAlbums: async (context: RestContext, signal?: AbortSignal): Promise<MediathekAlbum[]> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'mediathek/photos' },
          mediathekAlbumsSchema,
          signal,
        )
      ).albums,
    /** Takes the albums out of the mediathek; the answer is the list that remains. */
    removeAlbums: async (
      context: RestContext,
      albumIds: number[],
      signal?: AbortSignal,
    ): Promise<MediathekAlbum[]> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'POST', path: 'mediathek/photos/remove', params: { albumIds } },
          mediathekAlbumsSchema,
          signal,
        )
      ).albums,
  };
}
