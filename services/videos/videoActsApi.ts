import * as z from 'zod/mini';
import type { ShareCall, WatchCall } from '../../machines/gallery/gallery.types.ts';
import { restRequest } from '../http/rest.ts';

const done = z.object({ success: z.literal(true) });

/**
 * What a guest does with a video beside buying it (decision 0037): `sendVideoShareEmail` (seed 000
 * §7: the video's link to an address; a logged-in guest's call) and `watch/start` (seed 001 §7:
 * a whole video started playing). A refusal is the REST client's failure (`http_400` a bad
 * address, `http_401` a visitor, `http_404` no such video, `http_429` too many shares today).
 *
 * @example
 * await createVideoActsApi(fetch).share({ request, videoId: 5101, email: 'friend@example.com' });
 */
export function createVideoActsApi(fetchImpl: typeof fetch) {
  return {
    async share({ request, videoId, email }: ShareCall, signal?: AbortSignal): Promise<void> {
      await restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'sendVideoShareEmail', params: { videoId, email } },
        done,
        signal,
      );
    },
    async watchStart({ request, videoId }: WatchCall, signal?: AbortSignal): Promise<void> {
      await restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'watch/start', params: { videoId } },
        done,
        signal,
      );
    },
  };
}
