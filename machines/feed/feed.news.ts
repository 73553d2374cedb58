import type { ContextArgs } from './feed.context.ts';
import type { PostPublishedEvent } from './feed.events.ts';
import type { FeedFilter } from './feed.types.ts';

/**
 * New posts of the feed on screen (`postPublished` over graphql-ws): counted into the totals, and
 * those the feed shown would list announced as "N new posts", loaded at the top only when the
 * guest asks. Pure: assigners, guards and the `news` region, named in feed.machine.ts.
 */

/** The news stream's input: the feed a client shows (a profile feed's model, a filter's types). */
export interface FeedNewsInput {
  url: string;
  accessToken: string | null;
  model: string | null;
  types: readonly ('clip' | 'photos' | 'text')[] | null;
}

/** The post types a filter shows; null for every type; [] for the guest's own posts (no news). */
function typesOf(filter: FeedFilter | null): FeedNewsInput['types'] {
  if (filter === 'TEXT_POSTS') return ['text'];
  if (filter === 'PHOTOS_POSTS') return ['photos'];
  if (filter === 'CLIP_POSTS') return ['clip'];
  // A post published now is in nobody's liked, commented or bought posts.
  return filter === null ? null : [];
}

/** Which of the totals a post of this type counts in, besides `totalCount`. */
const TOTALS_OF_TYPE = { clip: 'clips', photos: 'photos', text: 'texts' } as const;

/** A published post is of the feed's model (asked by name or id), or any for the mixed feed. */
const isOfModel = (model: string | null, event: PostPublishedEvent) =>
  model === null || model === event.modelName || model === event.modelId;

type Published = { event: PostPublishedEvent };

/** Assigner of `noteNewPost`: a post to announce, once. */
export const noteNewPost = ({ context }: ContextArgs, params: { postId: string }) => ({
  newPosts: context.newPosts.includes(params.postId)
    ? context.newPosts
    : [...context.newPosts, params.postId],
});

/**
 * Assigner of `countPost`: a post published live goes into the totals (`feedTotalCounts`): the
 * feed's total and its type's count. The guest's own counts (liked, commented) do not move:
 * nobody has liked or commented a post published now. Before the totals are known there is
 * nothing to count into.
 */
export function countPost({ context }: ContextArgs, params: Published) {
  const { totals, countedPosts } = context;
  const { postId, postType } = params.event;
  if (totals === null || countedPosts.includes(postId)) return {};
  const type = TOTALS_OF_TYPE[postType];
  return {
    totals: { ...totals, totalCount: totals.totalCount + 1, [type]: totals[type] + 1 },
    countedPosts: [...countedPosts, postId],
  };
}

export const newsGuards = {
  /**
   * The new-posts stream runs while a feed is open, whatever its filter: every post of the
   * feed's model (or of all models) counts into the totals, which a filter does not narrow.
   */
  wantsNews: ({ context }: ContextArgs) => context.opened,
  /** The server filters too; a late event from the previous feed's stream is dropped here. */
  ofFeedModel: ({ context }: ContextArgs, params: Published) =>
    isOfModel(context.model, params.event),
  /**
   * A post the feed shown would list: of its model and of the filter's types. The stream cannot
   * tell whom the guest follows, so a following-only feed announces none; nor do the guest's own
   * posts (liked, commented, bought), which a post published now is not among.
   */
  belongsToFeed: ({ context }: ContextArgs, params: Published) => {
    const types = typesOf(context.filter);
    return (
      isOfModel(context.model, params.event) &&
      !context.follows &&
      (types === null || types.includes(params.event.postType))
    );
  },
  hasNewPosts: ({ context }: ContextArgs) => context.newPosts.length > 0,
};

const published = ({ event }: Published) => ({ event });

/**
 * The `news` region of `ready`: new posts of the feed on screen, counted and announced, so
 * nothing moves under the reader. A new query subscribes afresh.
 */
export const newsRegion = {
  initial: 'off',
  on: {
    'feed.queryChanged': { target: '.off', actions: 'forgetNewPosts' },
    // The feed closes here, in the one region that always takes it (a region taking an event
    // keeps it from the parallel state's ancestors, XState v5).
    'ui.feedClosed': { target: '.off', actions: ['forgetNewPosts', 'closeFeed'] },
  },
  states: {
    off: { always: { guard: 'wantsNews', target: 'on' } },
    on: {
      invoke: {
        id: 'feedNews',
        src: 'feedNews',
        input: ({ context }: ContextArgs): FeedNewsInput => ({
          url: context.subscriptionsUrl,
          accessToken: context.auth.accessToken,
          model: context.model,
          // Every type: the totals count them all (the announcement picks its own).
          types: null,
        }),
        // Without the stream the feed stays as it is, only unannounced.
        onError: 'failed',
      },
      on: {
        'push.postPublished': [
          {
            guard: { type: 'belongsToFeed', params: published },
            actions: [
              { type: 'countPost', params: published },
              {
                type: 'noteNewPost',
                params: ({ event }: Published) => ({ postId: event.postId }),
              },
            ],
          },
          {
            guard: { type: 'ofFeedModel', params: published },
            actions: { type: 'countPost', params: published },
          },
        ],
        'ui.showNewPosts': { guard: 'hasNewPosts', actions: ['forgetNewPosts', 'refreshList'] },
        // The server ended the stream (graphql-ws gave up reconnecting, or refused it).
        'push.feedNews.completed': 'failed',
      },
    },
    failed: {},
  },
} as const;
