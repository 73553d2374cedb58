import * as z from 'zod/mini';
import { localImageUrl } from '../http/safeUrl.ts';
import type {
  ContentBuyReply,
  ContentItem,
  ContentKind,
  ContentPayment,
  ContentRef,
} from '../../machines/content/content.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { moneySchema } from '../rest/schemas.ts';
import { albumFactsOf, albumFieldsSchema } from './galleryApi.ts';

/** A media address: a page-relative path or an inline image (no other origin). */
const localUrl = localImageUrl;

const pictureSchema = z.object({
  id: z.number().check(z.int()),
  url: localUrl,
  avsRequired: z.boolean(),
});

/** A video's preview clip for the `video-with-player` box and its poster picture. */
const previewSchema = z.object({ src: localUrl, poster: localUrl });

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
  preview: z.optional(z.nullable(previewSchema)),
  playback: z.optional(z.nullable(z.object({ src: localUrl }))),
  dailyBonusPrice: z.optional(
    z.nullable(z.extend(moneySchema, { day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) })),
  ),
  isVip30Offer: z.optional(z.boolean()),
});

/** An album's reply carries its gallery fields (seed 001 §3) beside the item's. */
const contentReplySchema = z.extend(contentItemSchema, z.partial(albumFieldsSchema).shape);

const contentBuyReplySchema = z.object({ item: contentReplySchema });

const PATHS: Record<ContentKind, string> = { video: 'video', album: 'album' };

/**
 * Drops absent optional keys, so the item fits `ContentItem` (exact optional properties), and
 * gathers an album's gallery fields into `album` (all of them, or none).
 */
function itemOf(parsed: z.infer<typeof contentReplySchema>): ContentItem {
  const fields = z.safeParse(albumFieldsSchema, parsed);
  const item: Record<string, unknown> = { ...parsed };
  for (const key of Object.keys(albumFieldsSchema.shape)) delete item[key];
  const { preview, playback, dailyBonusPrice, isVip30Offer, ...rest } = item as z.infer<
    typeof contentItemSchema
  >;
  return {
    ...rest,
    ...(preview === undefined ? {} : { preview }),
    ...(playback === undefined ? {} : { playback }),
    ...(dailyBonusPrice === undefined ? {} : { dailyBonusPrice }),
    ...(isVip30Offer === undefined ? {} : { isVip30Offer }),
    ...(fields.success ? { album: albumFactsOf(fields.data) } : {}),
  };
}

/**
 * The content area's calls (seed 001 §7, gallery): a video's or an album's details for the page,
 * with a video's preview clip, its daily-bonus price and VIP30 offer, and `album/{albumId}/buy`
 * (`video/{videoId}/buy` likewise, paid in money or, `payWith: 'voucher'`, by a video voucher). The
 * actor name rides along so an item is only shown on its own actor's page. A short balance is
 * `ServiceError('http_402')`, a missing age check `http_403`.
 */
export function createContentApi(fetchImpl: typeof fetch) {
  return {
    loadItem: async (
      context: RestContext,
      ref: ContentRef,
      signal?: AbortSignal,
    ): Promise<ContentItem> =>
      itemOf(
        await restRequest(
          fetchImpl,
          context,
          {
            method: 'GET',
            path: `${PATHS[ref.kind]}/${ref.id}`,
            params: { actorName: ref.actorName },
          },
          contentReplySchema,
          signal,
        ),
      ),
    buyItem: async (
      context: RestContext,
      ref: ContentRef,
      signal?: AbortSignal,
      payWith: ContentPayment = 'money',
    ): Promise<ContentBuyReply> => {
      const reply = await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: `${PATHS[ref.kind]}/${ref.id}/buy`, params: { payWith } },
        contentBuyReplySchema,
        signal,
      );
      return { item: itemOf(reply.item) };
    },
  };
}
