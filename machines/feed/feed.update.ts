import { produce } from 'immer';
import type { PostUpdatedEvent } from './feed.events.ts';
import type {
  CommentThread,
  FeedAction,
  FeedComment,
  FeedPost,
  TippingGoal,
} from './feed.types.ts';

/**
 * What the feed knows about a post beyond its list item: the post as the last mutation answered
 * it, live counters, and an optimistic like (undone when the call fails). The view shows the list
 * item with these on top (`withOverlay`).
 */
export interface PostOverlay {
  post?: FeedPost;
  liked?: boolean;
  likes?: number;
  /** +1 or −1 while a like or unlike is on its way. */
  likeDelta?: number;
  commentsTotal?: number;
  tippingGoal?: TippingGoal | null;
}

export type Overlays = Record<string, PostOverlay>;

/** The list item as the guest sees it now. */
export function withOverlay(item: FeedPost, overlay: PostOverlay | undefined): FeedPost {
  if (!overlay) return item;
  const base = overlay.post ?? item;
  const liked = overlay.liked ?? base.guestState.liked;
  return {
    ...base,
    likes: Math.max(0, (overlay.likes ?? base.likes) + (overlay.likeDelta ?? 0)),
    commentsTotal: overlay.commentsTotal ?? base.commentsTotal,
    tippingGoal: overlay.tippingGoal === undefined ? base.tippingGoal : overlay.tippingGoal,
    guestState: liked === base.guestState.liked ? base.guestState : { ...base.guestState, liked },
  };
}

/** An optimistic like or unlike. */
export const likeOptimistically = (overlays: Overlays, postId: string, liked: boolean) =>
  produce(overlays, (draft) => {
    const entry = (draft[postId] ??= {});
    entry.liked = liked;
    entry.likeDelta = liked ? 1 : -1;
  });

/** The call failed: the like (or unlike) is taken back. */
export const rollBack = (overlays: Overlays, action: FeedAction) =>
  action.kind === 'like' || action.kind === 'unlike'
    ? produce(overlays, (draft) => {
        const entry = (draft[action.postId] ??= {});
        entry.liked = action.kind !== 'like';
        delete entry.likeDelta;
      })
    : overlays;

/** The post as the service answered a mutation: it replaces what was guessed or pushed. */
export const answered = (overlays: Overlays, post: FeedPost) =>
  produce(overlays, (draft) => {
    draft[post.id] = { post };
  });

/**
 * The catch-up after a reconnect: the posts as the service read them, each replacing what the
 * feed knew, but for the posts whose live counters arrived while the read was on its way: their
 * counters are newer than the read, so they stay on top of the answered post. Keyed by post id,
 * so a post answered twice, or answered and pushed in either order, ends the same.
 */
export const caughtUp = (
  overlays: Overlays,
  posts: readonly FeedPost[],
  pushedMeanwhile: readonly string[],
) =>
  produce(overlays, (draft) => {
    for (const post of posts) {
      const live = pushedMeanwhile.includes(post.id) ? draft[post.id] : undefined;
      draft[post.id] = live
        ? {
            post,
            ...(live.likes === undefined ? {} : { likes: live.likes }),
            ...(live.commentsTotal === undefined ? {} : { commentsTotal: live.commentsTotal }),
            ...(live.tippingGoal === undefined ? {} : { tippingGoal: live.tippingGoal }),
          }
        : { post };
    }
  });

/** Live counters: absolute figures; an optimistic like still on its way stays on top. */
export const countersArrived = (overlays: Overlays, event: PostUpdatedEvent) =>
  produce(overlays, (draft) => {
    const entry = (draft[event.postId] ??= {});
    entry.likes = event.likes;
    entry.commentsTotal = event.commentsTotal;
    const progress = event.tipsProgress;
    if (progress)
      entry.tippingGoal = {
        goalCoins: progress.goal,
        tipsSumCoins: progress.sum,
        progressPercent: Math.min(100, Math.round(progress.ratio * 100)),
        achieved: progress.ratio >= 1,
      };
  });

const findIn = (list: FeedComment[], id: string): FeedComment | undefined => {
  for (const comment of list) {
    if (comment.id === id) return comment;
    const inner = findIn(comment.replies, id);
    if (inner) return inner;
  }
  return undefined;
};

/** A new comment goes on top, a reply under its parent (at any depth). */
export const commentAdded = (
  threads: Record<string, CommentThread>,
  postId: string,
  comment: FeedComment,
) =>
  produce(threads, (draft) => {
    const thread = (draft[postId] ??= { totalCount: 0, nodes: [], hasMore: false });
    thread.totalCount += 1;
    const parent = comment.parentId === null ? undefined : findIn(thread.nodes, comment.parentId);
    if (parent) parent.replies.push(comment);
    else thread.nodes.unshift(comment);
  });

const countOf = (comment: FeedComment): number =>
  1 + comment.replies.reduce((sum, reply) => sum + countOf(reply), 0);

/** A deleted comment leaves with its replies. */
export const commentDeleted = (
  threads: Record<string, CommentThread>,
  postId: string,
  commentId: string,
) =>
  produce(threads, (draft) => {
    const thread = draft[postId];
    if (!thread) return;
    const remove = (list: FeedComment[]): boolean => {
      const index = list.findIndex((comment) => comment.id === commentId);
      if (index >= 0) {
        thread.totalCount = Math.max(0, thread.totalCount - countOf(list[index]!));
        list.splice(index, 1);
        return true;
      }
      return list.some((comment) => remove(comment.replies));
    };
    remove(thread.nodes);
  });
