import type { PreloadCall, PreloadedPicture } from '../../machines/gallery/gallery.types.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';

/** What makes and lets go a blob's address (the browser's `URL`). */
export interface BlobUrls {
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

/**
 * Pictures fetched ahead as blobs (seed 001 §7: "preloaded media fetched as GET with blob
 * result"): the picture viewer's next and previous, so a step shows at once. Only the page's own
 * media are fetched (a picture's URL is page-relative, `localImageUrl`); anything else is refused
 * before any request. The object URL lives until `release`.
 *
 * @example
 * const { objectUrl } = await createPictureBlobs(fetch, URL, location.origin).preload({ url: '/media/content/album/6201/2.svg' });
 */
export function createPictureBlobs(fetchImpl: typeof fetch, urls: BlobUrls, origin: string) {
  return {
    async preload({ url }: PreloadCall, signal?: AbortSignal): Promise<PreloadedPicture> {
      const target = new URL(url, origin);
      if (target.origin !== origin) throw new ServiceError('not_local', `${url} is not the page's`);
      // A failure names the picture fetched ahead, so its record says which one went wrong.
      const response = await fetchImpl(target, {
        credentials: 'include',
        ...(signal ? { signal } : {}),
      }).catch((error: unknown) => {
        // A closed viewer's abort stays an abort: nothing went wrong with the picture.
        throw signal?.aborted ? error : new ServiceError('network', `${url}: ${messageOf(error)}`);
      });
      if (!response.ok)
        throw new ServiceError(`http_${response.status}`, `${url}: HTTP ${response.status}`);
      const blob = await response.blob();
      return { url, objectUrl: urls.createObjectURL(blob) };
    },
    release({ objectUrls }: { objectUrls: string[] }): Promise<void> {
      for (const objectUrl of objectUrls) urls.revokeObjectURL(objectUrl);
      return Promise.resolve();
    },
  };
}
