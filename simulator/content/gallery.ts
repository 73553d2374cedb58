import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE } from '../../machines/content/album.types.ts';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { Account } from '../store/accounts.ts';
import { albumPictureId, findAlbumPicture, findItem, type CatalogItem } from './catalog.ts';
import { GalleryStore } from './galleryStore.ts';

/** `getComments` may ask for up to 500 at once (seed 001 §7: "limit (500 in call)"). */
const MAX_LIMIT = 500;

const albumId = z.coerce.number().int().positive();
const commentsQuery = z.object({
  albumId,
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(COMMENTS_PAGE),
  offset: z.coerce.number().int().min(0).default(0),
});
const commentBody = z.object({
  albumId,
  commentText: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
});
const rating = z.union([z.literal(5), z.literal(1), z.literal(0)]);
const ratingBody = z.object({ albumId, rating });
const pictureRatingBody = z.object({ albumId, pictureId: z.number().int().positive(), rating });
const openQuery = z.object({ albumId });

/** How many of an album's pictures a caller sees (its previews, or all once bought or free). */
type PicturesShown = (album: CatalogItem, account: Account | null) => number;

/** The album fields of seed 001 §3 for `GET album/{id}`, as the caller sees them. */
export interface AlbumFields {
  albumTotalViews: number;
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
  comments: ReturnType<GalleryStore['comments']>['comments'];
  commentsTotal: number;
  isGuestAllowedToCommentAlbum: boolean;
}

/**
 * The gallery calls of seed 001 §7 (REST, the session token as every call): `gallery/getComments`
 * {albumId, limit, offset}, `gallery/postComment` {albumId, commentText} (once per guest and
 * album: afterwards `isGuestAllowedToCommentAlbum` is false; a guest blocked for comments gets
 * 403, a second comment 409), `gallery/setGuestRating` {albumId, rating} and
 * `gallery/setPictureGuestRating` {albumId, pictureId, rating} (5 like, 1 dislike, 0 takes the
 * rating back; a picture by its unique id, one the guest sees), and `gallery/open` {albumId}: the
 * pictures the caller sees with their ratings (decision 0037). Writing needs a logged-in guest
 * (401 `need_login`); a bad body is 400. Album views are the query service's
 * `recordAlbumView(albumId)`, a logged-in guest's only (seed 001 §5), each guest once.
 * Developer control (e2e): `POST /dev/gallery/commentBlock?as=<login>&blocked=true|false` sets the
 * account's `isBlockedForComments` (its guest state says so after a reload), and
 * `POST /dev/gallery/reset?as=<login>` forgets its comments, ratings and views.
 */
export function registerGallerySimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  picturesShown: PicturesShown,
) {
  const store = new GalleryStore(ctx.store.db);
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));
  const hasAlbum = (id: number) => findItem(ctx.catalogue, 'album', id) !== undefined;
  const mayComment = (account: Account | null, id: number) =>
    account !== null && !account.state.isBlockedForComments && !store.hasCommented(account.id, id);

  /** The album's fields for `account` (null: a visitor); its views are the query service's. */
  const albumFields = (id: number, account: Account | null): AlbumFields => {
    const counts = store.ratings(id, 0, account?.id ?? null);
    const first = store.comments(id, COMMENTS_PAGE, 0);
    return {
      albumTotalViews: store.views(id),
      guestRatingLikes: counts.likes,
      guestRatingDislikes: counts.dislikes,
      isLiked: counts.guestRating === 5,
      isDisliked: counts.guestRating === 1,
      comments: first.comments,
      commentsTotal: first.total,
      isGuestAllowedToCommentAlbum: mayComment(account, id),
    };
  };

  app.register(
    (rest, _options, done) => {
      rest.get('/gallery/getComments', async (request, reply) => {
        if (callerOf(request).kind === 'invalid')
          return reply.code(401).send({ error: 'invalid_token' });
        const query = commentsQuery.safeParse(request.query);
        if (!query.success)
          return reply.code(400).send({ error: 'albumId, limit (1–500) and offset are required' });
        if (!hasAlbum(query.data.albumId)) return reply.code(404).send({ error: 'no album' });
        return store.comments(query.data.albumId, query.data.limit, query.data.offset);
      });

      rest.post('/gallery/postComment', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest' || caller.account.isLocked)
          return reply.code(401).send({ error: 'need_login' });
        const body = commentBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({
            error: `albumId and commentText (1–${COMMENT_MAX_LENGTH} characters) are required`,
          });
        const { account } = caller;
        if (!hasAlbum(body.data.albumId)) return reply.code(404).send({ error: 'no album' });
        if (account.state.isBlockedForComments)
          return reply.code(403).send({ error: 'blocked_for_comments' });
        const comment = store.addComment(
          account.id,
          account.name || account.login,
          body.data.albumId,
          body.data.commentText,
        );
        if (!comment) return reply.code(409).send({ error: 'already_commented' });
        const { total } = store.comments(body.data.albumId, 0, 0);
        return { comment, commentsTotal: total, isGuestAllowedToCommentAlbum: false };
      });

      rest.post('/gallery/setGuestRating', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const body = ratingBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'albumId and rating (5, 1 or 0) are required' });
        if (!hasAlbum(body.data.albumId)) return reply.code(404).send({ error: 'no album' });
        store.rate(caller.account.id, body.data.albumId, 0, body.data.rating);
        const counts = store.ratings(body.data.albumId, 0, caller.account.id);
        return {
          guestRatingLikes: counts.likes,
          guestRatingDislikes: counts.dislikes,
          isLiked: counts.guestRating === 5,
          isDisliked: counts.guestRating === 1,
        };
      });

      rest.get('/gallery/open', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const query = openQuery.safeParse(request.query);
        if (!query.success) return reply.code(400).send({ error: 'albumId is required' });
        const album = findItem(ctx.catalogue, 'album', query.data.albumId);
        if (!album) return reply.code(404).send({ error: 'no album' });
        const account = caller.kind === 'guest' ? caller.account : null;
        const shown = picturesShown(album, account);
        const pictures = Array.from({ length: shown }, (_, index) => {
          const pictureId = albumPictureId(album.id, index + 1);
          return { pictureId, ...store.ratings(album.id, pictureId, account?.id ?? null) };
        });
        return { albumId: album.id, pictures };
      });

      rest.post('/gallery/setPictureGuestRating', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const body = pictureRatingBody.safeParse(request.body);
        if (!body.success)
          return reply
            .code(400)
            .send({ error: 'albumId, pictureId and rating (5, 1 or 0) are required' });
        const { albumId: id, pictureId, rating: value } = body.data;
        const picture = findAlbumPicture(ctx.catalogue, pictureId);
        // A picture the guest does not see (beyond the previews of an album not bought) is not hers to rate.
        if (
          !picture ||
          picture.album.id !== id ||
          picture.number > picturesShown(picture.album, caller.account)
        )
          return reply.code(404).send({ error: 'no picture' });
        store.rate(caller.account.id, id, pictureId, value);
        return { pictureId, ...store.ratings(id, pictureId, caller.account.id) };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );

  const accountOf = (request: FastifyRequest) => {
    const login = stringParam(request.query, 'as');
    return login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
  };

  app.post('/dev/gallery/commentBlock', async (request, reply) => {
    const account = accountOf(request);
    if (!account) return reply.code(404).send({ error: 'no account (as)' });
    const blocked = stringParam(request.query, 'blocked');
    if (blocked !== 'true' && blocked !== 'false')
      return reply.code(400).send({ error: 'blocked must be true or false' });
    ctx.store.accounts.patchState(account.id, { isBlockedForComments: blocked === 'true' });
    return { isBlockedForComments: blocked === 'true' };
  });

  app.post('/dev/gallery/reset', async (request, reply) => {
    const account = accountOf(request);
    if (!account) return reply.code(404).send({ error: 'no account (as)' });
    store.clear(account.id);
    return { success: true };
  });

  registerResolvers(app, 'query', {
    Mutation: {
      /** Seed 001 §5: only a logged-in guest's view is recorded (a visitor is refused). */
      recordAlbumView: (_, args, context) => {
        const account = requireGuest(context);
        const id = Number(args.albumId);
        if (!hasAlbum(id)) throw graphqlError(GRAPHQL_CODES.badUserInput, `No album ${id}`);
        store.recordView(account.id, id);
        return { albumId: id, views: store.views(id) };
      },
    },
  });

  return { albumFields };
}
