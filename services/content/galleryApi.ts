import * as z from 'zod/mini';
import type {
  AlbumFacts,
  AlbumRating,
  CommentsCall,
  CommentsPage,
  PostCommentCall,
  PostedComment,
  RateAlbumCall,
} from '../../machines/content/album.types.ts';
import type {
  GalleryCall,
  OpenedGallery,
  PictureRateCall,
  PictureRating,
} from '../../machines/gallery/gallery.types.ts';
import { restRequest } from '../http/rest.ts';

const count = z.number().check(z.int(), z.nonnegative());

const albumCommentSchema = z.object({
  id: z.number().check(z.int()),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** The album fields of seed 001 §3 that `GET album/{id}` carries beside the item. */
export const albumFieldsSchema = z.object({
  albumTotalViews: count,
  guestRatingLikes: count,
  guestRatingDislikes: count,
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  comments: z.array(albumCommentSchema),
  commentsTotal: count,
  isGuestAllowedToCommentAlbum: z.boolean(),
});

const ratingReplySchema = z.object({
  guestRatingLikes: count,
  guestRatingDislikes: count,
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
});

const commentsReplySchema = z.object({ comments: z.array(albumCommentSchema), total: count });

const postReplySchema = z.object({
  comment: albumCommentSchema,
  commentsTotal: count,
  isGuestAllowedToCommentAlbum: z.boolean(),
});

const pictureRatingSchema = z.object({
  pictureId: z.number().check(z.int()),
  likes: count,
  dislikes: count,
  guestRating: z.nullable(z.union([z.literal(5), z.literal(1)])),
});

const openedSchema = z.object({
  albumId: z.number().check(z.int()),
  pictures: z.array(pictureRatingSchema),
});

/** The guest's rating as the machine keeps it, from the platform's two flags. */
function ratingOf(reply: z.infer<typeof ratingReplySchema>): AlbumRating {
  return {
    likes: reply.guestRatingLikes,
    dislikes: reply.guestRatingDislikes,
    guestRating: reply.isLiked ? 5 : reply.isDisliked ? 1 : null,
  };
}

/** The album's gallery facts from the album call's fields. */
export function albumFactsOf(fields: z.infer<typeof albumFieldsSchema>): AlbumFacts {
  return {
    views: fields.albumTotalViews,
    rating: ratingOf(fields),
    comments: fields.comments,
    commentsTotal: fields.commentsTotal,
    canComment: fields.isGuestAllowedToCommentAlbum,
  };
}

/**
 * The gallery calls of seed 001 §7 (simulator/content/gallery.ts): an album's comments page by
 * page, the guest's one comment, the album's and a picture's ratings (5 like, 1 dislike, 0
 * takes it back), and `gallery/open`: the album's pictures the guest may see, with their ratings
 * (decision 0037). Failures are the REST client's codes: `http_401` a visitor, `http_403` a guest
 * blocked for comments, `http_409` a second comment, `http_400` a text the platform refuses.
 */
export function createGalleryApi(fetchImpl: typeof fetch) {
  return {
    comments: async (
      { request, albumId, limit, offset }: CommentsCall,
      signal?: AbortSignal,
    ): Promise<CommentsPage> =>
      restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: 'gallery/getComments', params: { albumId, limit, offset } },
        commentsReplySchema,
        signal,
      ),
    postComment: async (
      { request, albumId, text }: PostCommentCall,
      signal?: AbortSignal,
    ): Promise<PostedComment> => {
      const reply = await restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'gallery/postComment', params: { albumId, commentText: text } },
        postReplySchema,
        signal,
      );
      return { comment: reply.comment, total: reply.commentsTotal };
    },
    rateAlbum: async (
      { request, albumId, rating }: RateAlbumCall,
      signal?: AbortSignal,
    ): Promise<AlbumRating> =>
      ratingOf(
        await restRequest(
          fetchImpl,
          request,
          { method: 'POST', path: 'gallery/setGuestRating', params: { albumId, rating } },
          ratingReplySchema,
          signal,
        ),
      ),
    /** A picture of the album, by its unique id (the one a favourite pin names). */
    ratePicture: async (
      { request, albumId, pictureId, rating }: PictureRateCall,
      signal?: AbortSignal,
    ): Promise<PictureRating> =>
      restRequest(
        fetchImpl,
        request,
        {
          method: 'POST',
          path: 'gallery/setPictureGuestRating',
          params: { albumId, pictureId, rating },
        },
        pictureRatingSchema,
        signal,
      ),
    open: async ({ request, albumId }: GalleryCall, signal?: AbortSignal): Promise<OpenedGallery> =>
      restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: 'gallery/open', params: { albumId } },
        openedSchema,
        signal,
      ),
  };
}
