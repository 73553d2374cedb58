import * as z from 'zod/mini';
import { localImageUrl } from '../http/safeUrl.ts';
import type {
  ContentBuyReply,
  ContentItem,
  ContentKind,
  ContentRef,
} from '../../machines/content/content.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { moneySchema } from './schemas.ts';

/** A picture's address: a page-relative path or an inline image (no other origin). */
const pictureUrl = localImageUrl;

const pictureSchema = z.object({
  id: z.number().check(z.int()),
  url: pictureUrl,
  avsRequired: z.boolean(),
});

/** `GET video/{id}` and `GET album/{id}` (seed 001 §3 video and photo album fields we show). */
const contentItemSchema = z.object({
  kind: z.enum(['video', 'album']),
  id: z.number().check(z.int(), z.positive()),
  actorName: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  price: moneySchema,
  avsRequired: z.boolean(),
  bought: z.boolean(),
  duration: z.nullable(z.number().check(z.int(), z.nonnegative())),
  pictureCount: z.number().check(z.int(), z.nonnegative()),
  previews: z.array(pictureSchema),
  pictures: z.array(pictureSchema),
});

const contentBuyReplySchema = z.object({ item: contentItemSchema });

const PATHS: Record<ContentKind, string> = { video: 'video', album: 'album' };

/**
 * The content area's calls (seed 001 §7, gallery): a video's or an album's details for the page,
 * and `album/{albumId}/buy` (`video/{videoId}/buy` likewise). The actor name rides along so an
 * item is only shown on its own actor's page.
 */
export function createContentApi(fetchImpl: typeof fetch) {
  return {
    loadItem: (context: RestContext, ref: ContentRef, signal?: AbortSignal): Promise<ContentItem> =>
      restRequest(
        fetchImpl,
        context,
        {
          method: 'GET',
          path: `${PATHS[ref.kind]}/${ref.id}`,
          params: { actorName: ref.actorName },
        },
        contentItemSchema,
        signal,
      ),
    buyItem: (
      context: RestContext,
      ref: ContentRef,
      signal?: AbortSignal,
    ): Promise<ContentBuyReply> =>
      restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: `${PATHS[ref.kind]}/${ref.id}/buy` },
        contentBuyReplySchema,
        signal,
      ),
  };
}
