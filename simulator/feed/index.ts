import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stringParam, textOf } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import {
  GRAPHQL_CODES,
  graphqlError,
  publishPostCounters,
  registerResolvers,
  requireGuest,
  watchedPostIds,
} from '../graphql/index.ts';
import { realTimers, type Timers } from '../realtime/hub.ts';
import { CROWD_ACTS, FeedCrowd, type CrowdAct } from './crowd.ts';
import type { GraphqlContext } from '../graphql/registry.ts';
import type { FeedPostType } from '../catalogue/extras.ts';
import type { Account } from '../store/accounts.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import {
  countersOf,
  decodeCursor,
  encodeCursor,
  postView,
  selectPostIds,
  threadOf,
  type FeedSelection,
  type Reader,
} from './posts.ts';
import { FeedState } from './state.ts';
import { PubSub } from '../graphql/pubsub.ts';
import { Changes } from '../changes.ts';
import { NEW_POST_TEXTS, insertNewPost, type PostPublished } from './newPosts.ts';
import { bansCountry, countryOfCaller } from '../actorProfile/availability.ts';

export interface FeedSimulatorOptions {
  /** The other guests' pace (`SIM_FEED_CROWD_MS`); 0: only the dev controls make them act. */
  crowdIntervalMs?: number;
  timers?: Timers;
}

const MAX_FIRST = 50;
const MAX_COMMENT = 2000;

/** Coins to the balance's currency: money at 4 coins a euro, coins and credits as is (seed 000 §5). */
/** How many tips' idempotency keys the simulator remembers (a retry comes within seconds). */
const TIP_KEYS_KEPT = 10_000;

const chargeIn = (coins: number, currency: string) =>
  currency === 'EUR' || currency === 'CHF' ? Math.round((coins / 4) * 100) / 100 : coins;

/**
 * The feed service's posts (seed 001 §3, §7): `feed` with cursor paging and the guest's filters,
 * `feedTotalCounts`, `post`, `boughtContentGuest`, and the mutations, whose changes are stored
 * (`FeedState`) and published to `postUpdated` subscribers (`publishPostCounters`).
 * Other guests (`FeedCrowd`) like, comment on and tip the posts clients watch, on a timer.
 * Developer controls (simulator/README.md, "Feed"): `POST /dev/feed/reset?as=<login>` forgets one
 * guest's likes, views, comments, purchases and tips; `/dev/feed/crowd` sets the other guests' pace;
 * `/dev/feed/{like,comment,tip}` makes one of them act now.
 */
export function registerFeedSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: FeedSimulatorOptions = {},
): FeedCrowd {
  const state = new FeedState(ctx.store.db);
  const extras = ctx.catalogue.extras;
  const favorites = new FavoritesRepository(ctx.store.db, Date.now);
  const readerOf = (context: GraphqlContext): Reader =>
    context.caller.kind === 'guest' ? context.caller.account.id : null;
  /** Seed 001 §5: a post of an actor who bans the reader's country is never shown to them. */
  const visibleTo = (context: GraphqlContext) => (postId: number) => {
    const actorId = extras.feedPost(postId)?.model.id;
    return (
      actorId === undefined || !bansCountry(ctx.store.db, actorId, countryOfCaller(context.caller))
    );
  };
  const followed = (reader: Reader) =>
    new Set(reader === null ? [] : favorites.list(reader, 'actor'));
  const view = (postId: number, reader: Reader) => {
    const post = extras.feedPost(postId);
    if (!post) return null;
    const follows = followed(reader);
    return postView(post, state, reader, (id) => follows.has(id));
  };
  const postOf = (args: Record<string, unknown>) => {
    const post = extras.feedPost(Number(args.postId));
    if (!post || post.status !== 'published')
      throw graphqlError(GRAPHQL_CODES.badUserInput, 'No such post');
    return post;
  };
  const actorIdOf = (modelId: unknown): number | null => {
    if (modelId === null || modelId === undefined || modelId === '') return null;
    const text = textOf(modelId);
    if (/^\d+$/.test(text)) return Number(text);
    const actor = ctx.catalogue.actors.byName(text);
    if (!actor) throw graphqlError(GRAPHQL_CODES.badUserInput, `No such model '${text}'`);
    return actor.id;
  };
  /** A post's new counters to its subscribers; how many heard them. */
  const publish = (postId: number): number => {
    const post = extras.feedPost(postId);
    return post ? publishPostCounters(app, countersOf(post, state)) : 0;
  };
  const published = new PubSub<PostPublished>();
  /** A model publishes a post now (any model, when none is named); what subscribers heard. */
  const newPost = (input: { actorId?: number | null; type?: FeedPostType; text?: string } = {}) => {
    const count = (
      ctx.store.db.prepare('SELECT count(*) AS n FROM cat_actors').get() as {
        n: number;
      }
    ).n;
    const actorId =
      input.actorId ??
      (
        ctx.store.db
          .prepare('SELECT id FROM cat_actors ORDER BY id LIMIT 1 OFFSET ?')
          .get(Math.floor(Math.random() * count)) as { id: number }
      ).id;
    const post = insertNewPost(ctx.store.db, {
      actorId,
      type: input.type ?? 'text',
      text: input.text ?? NEW_POST_TEXTS[Math.floor(Math.random() * NEW_POST_TEXTS.length)]!,
      now: Date.now(),
    });
    return post && { ...post, subscribers: published.publish(post) };
  };
  const crowd = new FeedCrowd(
    {
      state,
      timers: options.timers ?? realTimers,
      watched: () => watchedPostIds(app),
      exists: (postId) => extras.feedPost(postId)?.status === 'published',
      publish,
      newPost: () => void newPost(),
      onError: (error) => app.log.error({ err: error }, 'feed crowd failed'),
    },
    options.crowdIntervalMs ?? 0,
  );
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => crowd.close());
  /** Each tip's outcome by its guest and idempotency key, the newest `TIP_KEYS_KEPT` of them. */
  const tipsByKey = new Map<string, boolean>();
  const remember = (key: string, success: boolean) => {
    tipsByKey.set(key, success);
    if (tipsByKey.size > TIP_KEYS_KEPT) tipsByKey.delete(tipsByKey.keys().next().value!);
  };
  const charge = (account: Account, coins: number): boolean => {
    const price = chargeIn(coins, account.currency);
    if (account.balance < price) return false;
    ctx.store.accounts.setBalance(account.id, Math.round((account.balance - price) * 100) / 100);
    ctx.hub.pushBalance(account.id, { isPayment: false });
    return true;
  };

  registerResolvers(app, 'feed', {
    Subscription: {
      postPublished: {
        subscribe: (_, args) => {
          const actorId = actorIdOf(args.modelId);
          const types = Array.isArray(args.typeGroups) ? args.typeGroups.map(String) : null;
          return published.subscribe(
            (post) =>
              (actorId === null || post.modelId === String(actorId)) &&
              (types === null || types.includes(post.type)),
          );
        },
      },
    },
    Query: {
      post: (_, args, context) =>
        visibleTo(context)(Number(args.postId))
          ? view(Number(args.postId), readerOf(context))
          : null,
      postsByIds: (_, args, context) => {
        const ids = Array.isArray(args.postIds) ? args.postIds.map(Number) : [];
        if (ids.length > MAX_FIRST * 2)
          throw graphqlError(GRAPHQL_CODES.badUserInput, `at most ${MAX_FIRST * 2} posts`);
        const reader = readerOf(context);
        return ids
          .filter(visibleTo(context))
          .map((id) => view(id, reader))
          .filter((post) => post !== null);
      },
      feed: (_, args, context) => {
        const reader = readerOf(context);
        const guestOnly = args.liked === true || args.commented === true || args.bought === true;
        if (guestOnly && reader === null)
          throw graphqlError(GRAPHQL_CODES.unauthorized, 'Not logged in');
        const lists = (['liked', 'commented', 'bought'] as const)
          .filter((kind) => args[kind] === true)
          .map((kind) => state.postIds(kind, reader ?? 0));
        const selection: FeedSelection = {
          actorId: actorIdOf(args.modelId),
          types: Array.isArray(args.typeGroups) ? (args.typeGroups as FeedPostType[]) : null,
          ids: lists.length ? lists.reduce((a, b) => a.filter((id) => b.includes(id))) : null,
          followedActors: args.follows === true ? [...followed(reader)] : null,
          visibleIn: countryOfCaller(context.caller),
        };
        const offset = decodeCursor(args.after);
        if (offset === null) throw graphqlError(GRAPHQL_CODES.badUserInput, 'Bad cursor');
        const first = Number(args.first ?? 10);
        if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
          throw graphqlError(GRAPHQL_CODES.badUserInput, `first must be 1 to ${MAX_FIRST}`);
        const { ids, total } = selectPostIds(ctx.store.db, selection, offset, first);
        return {
          pageInfo: {
            hasNextPage: offset + ids.length < total,
            endCursor: ids.length ? encodeCursor(offset + ids.length) : null,
          },
          edges: ids.map((id, index) => ({
            cursor: encodeCursor(offset + index + 1),
            node: view(id, reader),
          })),
        };
      },
      feedTotalCounts: (_, args, context) => {
        const reader = readerOf(context);
        const base = {
          actorId: actorIdOf(args.modelId),
          ids: null,
          followedActors: null,
          visibleIn: countryOfCaller(context.caller),
        };
        const count = (selection: Partial<FeedSelection>) =>
          selectPostIds(ctx.store.db, { ...base, types: null, ...selection }, 0, 0).total;
        const mine = (kind: 'liked' | 'commented') =>
          reader === null ? 0 : count({ ids: state.postIds(kind, reader) });
        return {
          totalCount: count({}),
          clips: count({ types: ['clip'] }),
          photos: count({ types: ['photos'] }),
          texts: count({ types: ['text'] }),
          liked: mine('liked'),
          commented: mine('commented'),
        };
      },
      boughtContentGuest: (_, args, context) => {
        const account = requireGuest(context);
        if (String(account.id) !== String(args.guestId))
          throw graphqlError(GRAPHQL_CODES.unauthorized, 'Not your content');
        const posts = state
          .postIds('bought', account.id)
          .map((id) => view(id, account.id))
          .filter((post) => post !== null);
        return {
          photos: posts.flatMap((post) => post.photos),
          clips: posts.flatMap((post) => (post.clip ? [post.clip] : [])),
        };
      },
    },
    Mutation: {
      viewedPost: (_, args, context) => {
        const post = postOf(args);
        const reader = readerOf(context);
        if (reader !== null) state.setViewed(reader, post.id);
        return true;
      },
      likePost: (_, args, context) => {
        const account = requireGuest(context);
        const post = postOf(args);
        state.setLiked(account.id, post.id, true);
        publish(post.id);
        return view(post.id, account.id);
      },
      unlikePost: (_, args, context) => {
        const account = requireGuest(context);
        const post = postOf(args);
        state.setLiked(account.id, post.id, false);
        publish(post.id);
        return view(post.id, account.id);
      },
      commentPost: (_, args, context) => {
        const account = requireGuest(context);
        const post = postOf(args);
        const text = textOf(args.text).trim();
        if (text === '' || text.length > MAX_COMMENT)
          throw graphqlError(
            GRAPHQL_CODES.badUserInput,
            `text must be 1 to ${MAX_COMMENT} characters`,
          );
        const thread = threadOf(post, state.comments(post.id));
        const parentId =
          args.repliesToCommentId === null || args.repliesToCommentId === undefined
            ? null
            : Number(args.repliesToCommentId);
        const parent = parentId === null ? null : findComment(thread, parentId);
        if (parentId !== null && !parent)
          throw graphqlError(GRAPHQL_CODES.badUserInput, 'No such comment');
        const added = state.addComment({
          postId: post.id,
          accountId: account.id,
          accountName: account.name,
          parentId,
          conversationId: parent?.conversationId ?? 0,
          isReplyToReply: parent !== null && parent.parentId !== null,
          text,
          created: Date.now(),
        });
        publish(post.id);
        return {
          id: String(added.id),
          conversationId: String(added.conversationId),
          parentId: parentId === null ? null : String(parentId),
          created: new Date(added.created).toISOString(),
          isCreator: false,
          tipped: false,
          text,
          isReplyToReply: added.isReplyToReply,
          user: { id: String(account.id), name: account.name },
          isOwn: true,
          replies: [],
        };
      },
      deleteComment: (_, args, context) => {
        const account = requireGuest(context);
        const postId = state.deleteComment(account.id, Number(args.commentID));
        if (postId === null) throw graphqlError(GRAPHQL_CODES.badUserInput, 'Not your comment');
        publish(postId);
        return true;
      },
      buyPost: (_, args, context) => {
        const account = requireGuest(context);
        const post = postOf(args);
        if (!post.paidContent || state.bought(account.id, post.id))
          return { success: true, post: view(post.id, account.id) };
        if (!charge(account, post.priceCoins)) return { success: false, post: null };
        state.setBought(account.id, post.id);
        return { success: true, post: view(post.id, account.id) };
      },
      tipPost: (_, args, context) => {
        const account = requireGuest(context);
        const post = postOf(args);
        const coins = Number(args.amountCoins);
        if (!Number.isInteger(coins) || coins < 1 || coins > 100_000)
          throw graphqlError(GRAPHQL_CODES.badUserInput, 'amountCoins must be 1 to 100000');
        // A tip sent again with its key (a retry after a timeout) is charged once: it answers
        // as the first did, with the post as it is now (issue 51 §7).
        const key =
          typeof args.idempotencyKey === 'string' && args.idempotencyKey !== ''
            ? `${account.id}:${args.idempotencyKey}`
            : null;
        const earlier = key === null ? undefined : tipsByKey.get(key);
        if (earlier !== undefined)
          return { success: earlier, post: earlier ? view(post.id, account.id) : null };
        const success = charge(account, coins);
        if (key !== null) remember(key, success);
        if (!success) return { success: false, post: null };
        state.tip(account.id, post.id, coins);
        publish(post.id);
        return { success: true, post: view(post.id, account.id) };
      },
    },
  });

  app.post('/dev/feed/reset', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login ? ctx.store.accounts.findByLogin(login) : undefined;
    if (!account) return reply.code(404).send({ error: 'no such account' });
    state.reset(account.id);
    return { success: true };
  });

  app.post('/dev/feed/publish', async (request, reply) => {
    const body = newPostBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
    const { modelId, waitForSubscribers, ...fields } = body.data;
    let actorId: number | null;
    try {
      actorId = actorIdOf(modelId);
    } catch {
      return reply.code(404).send({ error: 'no such model' });
    }
    // A test publishes once its subscriptions are registered, instead of publishing until heard.
    if (waitForSubscribers !== undefined) await subscribersOf(published, waitForSubscribers);
    const post = newPost({ ...withoutUndefined(fields), actorId });
    return post ?? reply.code(409).send({ error: 'nothing to borrow media from' });
  });
  app.get('/dev/feed/crowd', () => ({ intervalMs: crowd.interval }));
  app.post('/dev/feed/crowd', async (request, reply) => {
    const body = crowdSettings.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
    return { intervalMs: crowd.configure(body.data.intervalMs) };
  });
  app.post('/dev/feed/crowd/tick', async (_request, reply) => {
    return crowd.tick() ?? reply.code(409).send({ error: 'no_watched_posts' });
  });
  for (const act of CROWD_ACTS)
    app.post(`/dev/feed/${act}`, async (request, reply) => {
      const body = crowdAct.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
      const { postId, ...rest } = body.data;
      const outcome = crowd.act(act satisfies CrowdAct, postId, withoutUndefined(rest));
      return outcome ?? reply.code(404).send({ error: 'no such post' });
    });
  return crowd;
}

const newPostBody = z.object({
  modelId: z.union([z.string(), z.number()]).optional(),
  type: z.enum(['clip', 'photos', 'text']).optional(),
  text: z.string().trim().min(1).max(2000).optional(),
  /** Publish once at least this many `postPublished` subscriptions listen. */
  waitForSubscribers: z.number().int().min(1).max(100).optional(),
});

/** Resolves once `pubsub` has at least `count` subscribers. */
async function subscribersOf<E>(pubsub: PubSub<E>, count: number): Promise<void> {
  const changes = new Changes();
  const stop = pubsub.onSubscribersChanged(changes.changed);
  try {
    await changes.until(() => pubsub.subscribers >= count, `${count} subscribers`, null);
  } finally {
    stop();
  }
}
const crowdSettings = z.object({ intervalMs: z.number().int().min(0).max(3_600_000) });
const crowdAct = z.object({
  postId: z.coerce.number().int().positive(),
  text: z.string().trim().min(1).max(MAX_COMMENT).optional(),
  coins: z.number().int().min(1).max(100_000).optional(),
});
const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

type Thread = ReturnType<typeof threadOf>;
function findComment(list: Thread, id: number): Thread[number] | null {
  for (const comment of list) {
    if (comment.id === id) return comment;
    const inner = findComment(comment.replies, id);
    if (inner) return inner;
  }
  return null;
}
