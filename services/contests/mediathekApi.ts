import * as z from 'zod/mini';
import { localUrl } from '../http/safeUrl.ts';
import type { MediathekAlbum, MediathekAudio } from '../../machines/mediathek/mediathek.types.ts';
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
const mediathekAlbumsSchema = z.object({ albums: z.array(albumSchema) });

const audioSchema = z.object({
  audioId: z.int().check(z.positive()),
  actorName: z.string().check(z.minLength(1)),
  title: z.string(),
  durationSeconds: z.int().check(z.nonnegative()),
  // A playable file is served from this site (no other origin), or there is none.
  audioUrl: z.nullable(localUrl),
});

/** `GET mediathek/audio`: the audio items the guest owns (seed 001 §2). */
const mediathekAudioSchema = z.object({ audio: z.array(audioSchema) });

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
    loadAudio: async (context: RestContext, signal?: AbortSignal): Promise<MediathekAudio[]> =>
      (
        await restRequest(
          fetchImpl,
          context,
          { method: 'GET', path: 'mediathek/audio' },
          mediathekAudioSchema,
          signal,
        )
      ).audio,
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
