import type { TrackEvent } from '../consent/consent.types.ts';
import { headOf, type ContextArgs } from './feed.context.ts';
import { refusedPurchaseOf } from './feed.gate.ts';
import type { FeedAction, FeedActionReply } from './feed.types.ts';
import {
  answered,
  commentAdded,
  commentDeleted,
  likeOptimistically as likedAtOnce,
  noted,
  rollBack as rolledBack,
} from './feed.update.ts';
import { failureCode } from '../shared/failure.ts';
import { replyKept, replySent, withoutKey } from './feed.panels.ts';

/**
 * The guest's actions on a post (like and unlike shown at once and taken back when the call
 * fails, comment, delete a comment, buy, tip): queued and sent one after the other, each one
 * feed-service mutation answered in place. Pure: assigners, guards and config pieces, named in
 * feed.machine.ts (which also holds the actions that reach other machines: the gate for a short
 * balance, the balance, tracking, the bought list).
 */

/** The action `enqueueAction` with the post action an intent asks for. */
export const enqueue = <E>(actionOf: (event: E) => FeedAction) =>
  ({
    type: 'enqueueAction',
    params: ({ event }: { event: E }) => ({ action: actionOf(event) }),
  }) as const;

/**
 * Assigner of `enqueueAction`: the action waits its turn; the last failure is forgotten, and so
 * are the post's unsent comment and reply target when a comment to it is sent.
 */
export const enqueueAction = ({ context }: ContextArgs, params: { action: FeedAction }) => ({
  queue: [...context.queue, params.action],
  error: null,
  ...replySent({ context }, params.action),
  ...(params.action.kind === 'comment' && {
    unsentComments: withoutKey(context.unsentComments, params.action.postId),
  }),
});

/** Assigner of `likeOptimistically`: the like or unlike shows before the service answers. */
export const likeOptimistically = (
  { context }: ContextArgs,
  params: { postId: string; liked: boolean },
) => ({ overlays: likedAtOnce(context.overlays, params.postId, params.liked) });

/** Assigner of `applyAnswer`: the running action's answer, in place. */
export function applyAnswer({ context }: ContextArgs, params: { reply: FeedActionReply }) {
  const action = context.queue[0];
  const { reply } = params;
  if (!action) return {};
  if (reply.kind === 'comment')
    return { threads: commentAdded(context.threads, action.postId, reply.comment) };
  if (reply.kind === 'done' && action.kind === 'deleteComment')
    return { threads: commentDeleted(context.threads, action.postId, action.commentId) };
  if (reply.kind === 'post' && reply.post) {
    const { id } = reply.post;
    // A later like or unlike of the post, still queued, stays on top of the answer.
    const likePending = context.queue
      .slice(1)
      .some((next) => next.postId === id && (next.kind === 'like' || next.kind === 'unlike'));
    return {
      overlays: answered(context.overlays, reply.post, likePending),
      answeredWhileCatchingUp: noted(context.answeredWhileCatchingUp, id),
    };
  }
  return {};
}

/**
 * Assigner of `rollBack`: the call failed; an optimistic like is taken back, the code shown, and
 * a comment's text kept for its form (issue 51 §7), and the comment it answered chosen again.
 */
export function rollBack({ context }: ContextArgs, params: { error: unknown }) {
  const action = context.queue[0];
  return {
    overlays: action ? rolledBack(context.overlays, action) : context.overlays,
    error: failureCode(params.error),
    ...replyKept({ context }, action),
    ...(action?.kind === 'comment' && {
      unsentComments: {
        ...context.unsentComments,
        [action.postId]: { text: action.text, replyTo: action.replyTo },
      },
    }),
  };
}

export const postActionGuards = {
  hasQueuedAction: ({ context }: ContextArgs) => context.queue.length > 0,
  isShortBalance: (_: unknown, params: { reply: FeedActionReply }) =>
    params.reply.kind === 'post' && !params.reply.success,
  wasPurchase: ({ context }: ContextArgs) =>
    context.queue[0]?.kind === 'buy' || context.queue[0]?.kind === 'tip',
};

/** What a successful buyPost or tipPost tracks: the item category, the post and the coins. */
export function purchaseTracking(
  action: FeedAction | undefined,
  reply: FeedActionReply,
): TrackEvent | null {
  if (!action || reply.kind !== 'post' || !reply.success) return null;
  if (action.kind === 'buy')
    return {
      type: 'tracking.track',
      eventContext: 'feed_paid_content',
      eventAction: 'purchase',
      eventData: { postId: action.postId, coins: reply.post?.priceCoins ?? 0, currency: 'VXC' },
    };
  if (action.kind === 'tip')
    return {
      type: 'tracking.track',
      eventContext: 'feed_tip',
      eventAction: 'purchase',
      eventData: { postId: action.postId, coins: action.coins, currency: 'VXC' },
    };
  return null;
}

type Reply = { event: { output: FeedActionReply } };
const replyOf = ({ event }: Reply) => ({ reply: event.output });

/** The `actions` region of `ready`: the guest's actions, one after the other. */
export const actionsRegion = {
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasQueuedAction', target: 'running' } },
    running: {
      tags: 'acting',
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }: ContextArgs) => ({
          auth: context.auth,
          action: headOf(context.queue, 'a post action'),
        }),
        onDone: [
          {
            guard: { type: 'isShortBalance', params: replyOf },
            target: 'idle',
            // Asked of the gate again with the refusal: it opens the top-up and resumes the
            // purchase after it (feed.gate.ts).
            actions: [{ type: 'askGate', params: refusedPurchaseOf }, 'dropAction'],
          },
          {
            guard: 'wasPurchase',
            target: 'idle',
            actions: [
              { type: 'applyAnswer', params: replyOf },
              { type: 'trackPurchase', params: replyOf },
              { type: 'noteBought', params: replyOf },
              'reloadBalance',
              'dropAction',
            ],
          },
          { target: 'idle', actions: [{ type: 'applyAnswer', params: replyOf }, 'dropAction'] },
        ],
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'rollBack',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
            'dropAction',
          ],
        },
      },
    },
  },
} as const;
