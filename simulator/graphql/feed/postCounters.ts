import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GRAPHQL_CODES, graphqlError } from '../errors.ts';
import { PubSub } from '../pubsub.ts';
import { registerResolvers } from '../registry.ts';

/** A post's live counters (`PostCounters` in services/graphql/schema/feed/postCounters.graphql). */
interface PostCounters {
  postId: string;
  likes: number;
  commentsTotal: number;
  tipsSum: number;
  tipsProgress: { goal: number; sum: number; ratio: number } | null;
}

const postCountersInput = z.object({
  postId: z.string().min(1),
  likes: z.number().int().nonnegative(),
  commentsTotal: z.number().int().nonnegative(),
  tipsSum: z.number().nonnegative(),
  tipsGoal: z.number().positive().nullable().default(null),
});
export type PostCountersInput = z.input<typeof postCountersInput>;

interface FeedLive {
  events: PubSub<PostCounters>;
  latest: Map<string, PostCounters>;
  /** How many `postUpdated` subscriptions name each post right now. */
  watched: Map<string, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    feedLive?: FeedLive;
  }
}

function liveOf(app: FastifyInstance): FeedLive {
  if (!app.feedLive)
    app.decorate('feedLive', {
      events: new PubSub<PostCounters>(),
      latest: new Map(),
      watched: new Map(),
    });
  return app.feedLive as FeedLive;
}

const MAX_POST_IDS = 100;

/**
 * A post's counters changed: every `postUpdated` subscription naming it gets them. The feed
 * feature's mutations (like, comment, tip) call this after they change a post; the dev control
 * `POST /dev/graphql/publish` too. Returns how many subscriptions were listening.
 *
 * @example
 * publishPostCounters(app, { postId: '17', likes: 4, commentsTotal: 1, tipsSum: 0 });
 */
export function publishPostCounters(app: FastifyInstance, input: PostCountersInput): number {
  const { tipsGoal, ...counters } = postCountersInput.parse(input);
  const event: PostCounters = {
    ...counters,
    tipsProgress:
      tipsGoal === null
        ? null
        : {
            goal: tipsGoal,
            sum: counters.tipsSum,
            ratio: Math.min(1, counters.tipsSum / tipsGoal),
          },
  };
  const live = liveOf(app);
  live.latest.set(event.postId, event);
  return live.events.publish(event);
}

/**
 * The posts some client follows now (named by an open `postUpdated` subscription): where the
 * simulator's other guests act, so what they do is seen.
 */
export function watchedPostIds(app: FastifyInstance): string[] {
  return [...liveOf(app).watched.keys()];
}

/** Counts the subscription's posts as watched until graphql-ws ends it. */
function watching<E>(
  watched: Map<string, number>,
  ids: ReadonlySet<string>,
  iterator: AsyncIterableIterator<E>,
): AsyncIterableIterator<E> {
  for (const id of ids) watched.set(id, (watched.get(id) ?? 0) + 1);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    for (const id of ids) {
      const left = (watched.get(id) ?? 1) - 1;
      if (left > 0) watched.set(id, left);
      else watched.delete(id);
    }
  };
  return {
    next: () => iterator.next(),
    return: () => {
      end();
      return iterator.return
        ? iterator.return()
        : Promise.resolve({ value: undefined, done: true });
    },
    throw: (error: unknown) => {
      end();
      // The iterator protocol hands the caller's thrown value back as it is, Error or not.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- see above
      return iterator.throw ? iterator.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

const postIdsOf = (args: Record<string, unknown>): string[] => {
  const ids = Array.isArray(args.postIds) ? args.postIds.map(String) : [];
  if (ids.length === 0 || ids.length > MAX_POST_IDS)
    throw graphqlError(GRAPHQL_CODES.badUserInput, `postIds must name 1 to ${MAX_POST_IDS} posts`);
  return ids;
};

/** The feed service's live counters: `postCounters` (latest known) and `postUpdated` (changes). */
export function registerPostCounters(app: FastifyInstance, options: { demo: boolean }): void {
  const live = liveOf(app);
  const zero = (postId: string): PostCounters => ({
    postId,
    likes: 0,
    commentsTotal: 0,
    tipsSum: 0,
    tipsProgress: null,
  });
  registerResolvers(app, 'feed', {
    Query: {
      postCounters: (_, args) => postIdsOf(args).map((id) => live.latest.get(id) ?? zero(id)),
    },
    Subscription: {
      postUpdated: {
        subscribe: (_, args) => {
          const ids = new Set(postIdsOf(args));
          return watching(
            live.watched,
            ids,
            live.events.subscribe((event) => ids.has(event.postId)),
          );
        },
      },
    },
  });
  if (!options.demo) return;
  // Developer control (demo mode): publish a post's counters, as a like, comment or tip would.
  app.post('/dev/graphql/publish', async (request, reply) => {
    const parsed = postCountersInput.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    return { success: true, subscribers: publishPostCounters(app, parsed.data) };
  });
}
