import type { ContextArgs } from './feed.context.ts';
import { enqueue } from './feed.postActions.ts';
import { COMMENTS_PAGE, type CommentThread } from './feed.types.ts';

/**
 * A post's comments (seed 001 §9): its thread loaded 5 at a time, and the guest's comments,
 * replies and deletions, which go through the post actions' queue (feed.postActions.ts), whose
 * answers put them into the thread. Pure: assigners, guards and config pieces, named in
 * feed.machine.ts.
 */

type PostEvent = { postId: string };

const wanted =
  (more: boolean) =>
  ({ event }: { event: PostEvent }) => ({ postId: event.postId, more });

/** Deleting a comment of her own (writing one is a guarded intent, feed.gate.ts). */
export const commentIntents = {
  'ui.deleteComment': {
    actions: enqueue((event: PostEvent & { commentId: string }) => ({
      kind: 'deleteComment',
      postId: event.postId,
      commentId: event.commentId,
    })),
  },
} as const;

/** What `loadComments` loads: the first page of a thread, or one page more than it shows. */
export const commentsWantedOf = (
  { context }: ContextArgs,
  params: { postId: string; more: boolean },
) => ({
  postId: params.postId,
  first: (params.more ? (context.threads[params.postId]?.nodes.length ?? 0) : 0) + COMMENTS_PAGE,
});

/** Assigner of `storeThread`: the thread as loaded, replacing what the feed had of it. */
export const storeThread = ({ context }: ContextArgs, params: { thread: CommentThread }) =>
  context.commentsWanted
    ? {
        threads: { ...context.threads, [context.commentsWanted.postId]: params.thread },
        commentsWanted: null,
      }
    : {};

/**
 * The `comments` region of `ready`: a post's comments, 5 at a time. Each load is a `loadComments`
 * child spawned with its thread (`loadComments` action); asking again while one loads replaces it.
 */
export const commentsRegion = {
  initial: 'idle',
  on: {
    'ui.commentsOpened': {
      target: '.loading',
      reenter: true,
      actions: [
        {
          type: 'openPanel',
          params: ({ event }: { event: PostEvent }) => ({
            postId: event.postId,
            panel: 'comments' as const,
          }),
        },
        { type: 'loadComments', params: wanted(false) },
      ],
    },
    'ui.moreComments': {
      target: '.loading',
      reenter: true,
      actions: { type: 'loadComments', params: wanted(true) },
    },
  },
  states: {
    idle: {},
    loading: {
      on: {
        'xstate.done.actor.loadComments': {
          target: 'idle',
          actions: {
            type: 'storeThread',
            params: ({ event }: { event: { output: CommentThread } }) => ({ thread: event.output }),
          },
        },
        'xstate.error.actor.loadComments': { target: 'idle', actions: 'forgetCommentsWanted' },
      },
    },
  },
} as const;
