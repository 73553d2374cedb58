import * as z from 'zod/mini';
import { localUrl, safeUrl } from '../http/safeUrl.ts';
import type {
  ActorProfile,
  ActorProfileBundle,
  ActorSeo,
  Sedcards,
} from '../../machines/actorProfile/actorProfile.types.ts';
import { restRequest, type RestContext } from '../http/rest.ts';
import { moneySchema } from '../rest/schemas.ts';
import type { ActorExtras, ExtrasCall } from '../../machines/actorProfile/extras.ts';
import { createVideosApi } from '../videos/videosApi.ts';

const pictureSchema = z.object({
  url: localUrl,
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
});
const count = z.number().check(z.int(), z.nonnegative());

const chatButtonsSchema = z.object({
  actorId: z.number(),
  actorLink: safeUrl,
  isActorOnline: z.boolean(),
  freeChat: z.boolean(),
  voucherChatMinutes: count,
  prices: z.object({
    freeMessages: count,
    message: moneySchema,
    single: moneySchema,
    singlec2c: moneySchema,
    video: moneySchema,
    voucherChatMinutes: count,
    voyeur: moneySchema,
    ticketShow: moneySchema,
  }),
  multiChatPrice: moneySchema,
  singleC2CChatPrice: moneySchema,
  isVoyeurChatAvailable: z.boolean(),
  isCurrentlyTicketShow: z.boolean(),
  // Our own field (decision 0018): a backend without it has no private chat running.
  isInPrivateChat: z._default(z.boolean(), false),
  isVoiceCallAvailable: z.boolean(),
  isOnlineMobileVideocall: z.boolean(),
  isBannedCountry: z.boolean(),
});

/** `GET getActorDataByIdOrName/{actorIdOrName}` (seed 001 §3 Actor, chat button config, heat map, ratings). */
export const actorProfileSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  isOnline: z.boolean(),
  star: z.boolean(),
  isTopAmateur: z.boolean(),
  registeredSince: z.string(),
  bannedCountryCodes: z.array(z.string()),
  profile: z.object({
    age: count,
    languages: z.array(z.string()),
    threeWords: z.array(z.string()),
    country: z.string(),
    description: z.string(),
  }),
  chatFeatures: z.object({
    livePreview: z.boolean(),
    hd: z.boolean(),
    audio: z.boolean(),
    dildocontrol: z.boolean(),
  }),
  isLivePreviewEnabled: z.boolean(),
  guestHasTicket: z.boolean(),
  isActorAvailableForConversionChat: z.boolean(),
  modelGuestRelation: z.object({ isFavorite: z.boolean() }),
  chatButtons: chatButtonsSchema,
  heatMap: z.object({
    levels: z.array(z.object({ date: z.string(), level: count })),
    hoursToBeOnline: z.array(count),
    memo: z.string(),
  }),
  chatRatings: z.object({
    lastNinetyDays: z.object({ countRatings: count, satisfactionRate: z.number() }),
  }),
  avatar: z.nullable(pictureSchema),
});

const sedcardsSchema = z.object({
  pictures: z.array(z.extend(pictureSchema, { id: z.number() })),
  guestRating: z.nullable(z.number()),
  likes: count,
  dislikes: count,
});

const seoSchema = z.object({ title: z.string(), text: z.string() });
const noteSchema = z.object({ actorId: z.number(), comment: z.nullable(z.string()) });

const idOf = z.object({ actorId: z.number() });
const extrasSchemas = {
  state: z.extend(idOf, {
    online: z.boolean(),
    mobileVideoCall: z.boolean(),
    ticketShow: z.boolean(),
    privateChat: z.boolean(),
  }),
  previewImage: z.extend(idOf, {
    url: localUrl,
    width: z.number(),
    height: z.number(),
    live: z.boolean(),
  }),
  promoted: z.extend(idOf, { videoId: z.nullable(z.int()) }),
  top: z.extend(idOf, { videoIds: z.array(z.int()) }),
  pinned: z.extend(idOf, {
    photos: z.array(
      z.object({
        id: z.int(),
        albumId: z.int(),
        albumTitle: z.string(),
        url: localUrl,
        width: z.number(),
        height: z.number(),
      }),
    ),
  }),
  sale: z.extend(idOf, {
    sale: z.nullable(z.object({ discountPercent: z.number(), videos: count, validTo: z.string() })),
  }),
  tv: z.extend(idOf, {
    episodes: z.array(z.object({ id: z.int(), title: z.string(), airedAt: z.string() })),
  }),
};

/** The tag group of the profile's own SEO text (the overview's, not a videos tag group). */
const PROFILE_TAG_GROUP = 'profile';

/**
 * The actor profile's calls (seed 001 §7, Actors and Gallery). `loadBundle` loads the profile by
 * name (`ServiceError('http_404')` for an unknown one), then her sedcards, SEO texts and, for a
 * logged-in guest, the guest's note, side by side.
 */
export function createActorProfileApi(fetchImpl: typeof fetch) {
  const get = <T extends z.core.$ZodType>(
    context: RestContext,
    path: string,
    schema: T,
    signal?: AbortSignal,
  ) => restRequest(fetchImpl, context, { method: 'GET', path }, schema, signal);
  return {
    loadBundle: async (
      context: RestContext,
      actorName: string,
      loggedIn: boolean,
      signal?: AbortSignal,
    ): Promise<ActorProfileBundle> => {
      const name = encodeURIComponent(actorName);
      const actor: ActorProfile = await get(
        context,
        `getActorDataByIdOrName/${name}`,
        actorProfileSchema,
        signal,
      );
      const [sedcards, seo, note] = await Promise.all([
        get(context, `getsedcards/${actor.id}`, sedcardsSchema, signal) as Promise<Sedcards>,
        get(
          context,
          `seo/getActorSeoContent/${actor.id}/${PROFILE_TAG_GROUP}`,
          seoSchema,
          signal,
        ) as Promise<ActorSeo>,
        loggedIn
          ? get(context, `getActorNoteById/${actor.id}`, noteSchema, signal)
          : Promise.resolve(null),
      ]);
      return { actor, sedcards, seo, note: note?.comment ?? null };
    },
    /**
     * Her further parts side by side (decision 0025): live state, preview image, promoted and top
     * videos (their tiles read with `videos_v2`), pinned photos, sale and TV episodes.
     */
    loadExtras: async (call: ExtrasCall, signal?: AbortSignal): Promise<ActorExtras> => {
      const { request, actorId } = call;
      const name = encodeURIComponent(call.actorName);
      const [state, previewImage, promoted, top, pinned, sale, tv] = await Promise.all([
        get(request, `getActorStateById/${actorId}`, extrasSchemas.state, signal),
        get(request, `getActorPreviewImage/${name}`, extrasSchemas.previewImage, signal),
        get(request, `getpromotedvideo/${actorId}`, extrasSchemas.promoted, signal),
        get(request, `getTopVideos/${name}`, extrasSchemas.top, signal),
        get(request, `getPinnedPhotos/${actorId}`, extrasSchemas.pinned, signal),
        get(request, `sales/actor/${actorId}`, extrasSchemas.sale, signal),
        get(request, `getActorTVLivestreamDataById/${actorId}`, extrasSchemas.tv, signal),
      ]);
      const ids = [
        ...new Set([...(promoted.videoId === null ? [] : [promoted.videoId]), ...top.videoIds]),
      ];
      const videos = await createVideosApi(fetchImpl).fetchByIds(
        { ...request, queryServiceUrl: call.queryServiceUrl },
        ids,
        signal,
      );
      const byId = new Map(videos.map((video) => [video.id, video]));
      return {
        state: {
          online: state.online,
          mobileVideoCall: state.mobileVideoCall,
          ticketShow: state.ticketShow,
          privateChat: state.privateChat,
        },
        previewImage: {
          url: previewImage.url,
          width: previewImage.width,
          height: previewImage.height,
          live: previewImage.live,
        },
        promotedVideo: (promoted.videoId === null ? undefined : byId.get(promoted.videoId)) ?? null,
        topVideos: top.videoIds.flatMap((id) => byId.get(id) ?? []),
        pinnedPhotos: pinned.photos,
        sale: sale.sale,
        tvEpisodes: tv.episodes,
      };
    },
    storeNote: async (
      context: RestContext,
      actorId: number,
      comment: string,
      signal?: AbortSignal,
    ): Promise<{ comment: string }> => {
      const reply = await restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: 'storeActorNote', params: { actorId, comment } },
        noteSchema,
        signal,
      );
      return { comment: reply.comment ?? '' };
    },
    rateSedcards: (
      context: RestContext,
      actorId: number,
      guestRating: number,
      signal?: AbortSignal,
    ): Promise<Sedcards> =>
      restRequest(
        fetchImpl,
        context,
        { method: 'POST', path: `setSedcardsGuestRating/${actorId}`, params: { guestRating } },
        sedcardsSchema,
        signal,
      ),
  };
}
