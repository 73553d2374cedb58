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

/** The step a pending like (+1) or unlike (−1) adds to a count that does not include it. */
const stepOf = (liked: boolean) => (liked ? 1 : -1);

/**
 * An optimistic like or unlike. Presses alternate (the view offers the other one), so a like and
 * an unlike both on their way add nothing; a repeated press adds no second step.
 */
export const likeOptimistically = (overlays: Overlays, postId: string, liked: boolean) =>
  produce(overlays, (draft) => {
    const entry = (draft[postId] ??= {});
    entry.liked = liked;
    entry.likeDelta = Math.max(-1, Math.min(1, (entry.likeDelta ?? 0) + stepOf(liked)));
  });

/**
 * A like or unlike still on its way stays on top of a post the server sent (a mutation's answer
 * or the catch-up's read): the guest's intent for `liked`, and its step on the count unless the
 * server's post already counts it (it shows the post as the guest wants it).
 */
function keepPending(entry: PostOverlay, known: PostOverlay | undefined, post: FeedPost) {
  if (known?.likeDelta === undefined || known.liked === undefined) return entry;
  const liked = known.liked;
  return { ...entry, liked, likeDelta: liked === post.guestState.liked ? 0 : stepOf(liked) };
}

/** The call failed: the like (or unlike) is taken back. */
export const rollBack = (overlays: Overlays, action: FeedAction) =>
  action.kind === 'like' || action.kind === 'unlike'
    ? produce(overlays, (draft) => {
        const entry = (draft[action.postId] ??= {});
        entry.liked = action.kind !== 'like';
        delete entry.likeDelta;
      })
    : overlays;

/**
 * The post as the service answered a mutation: it replaces what was guessed or pushed, but for a
 * later like or unlike of the same post still queued (`likePending`).
 */
export const answered = (overlays: Overlays, post: FeedPost, likePending: boolean) =>
  produce(overlays, (draft) => {
    const entry = { post };
    draft[post.id] = likePending ? keepPending(entry, overlays[post.id], post) : entry;
  });

/** What arrived from the server while the catch-up's read was on its way (newer than the read). */
export interface ArrivedMeanwhile {
  /** Posts whose live counters were pushed. */
  pushed: readonly string[];
  /** Posts a mutation answered (its answer counts the guest's action; the read may not). */
  answered: readonly string[];
}

/**
 * The catch-up after a resubscription: the posts as the service read them, each replacing what
 * the feed knew, but for what arrived while the read was on its way: pushed counters stay on top
 * of the read post, an answered post stays instead of it (the read may predate the mutation), and
 * a like or unlike still on its way stays on top of either (`keepPending`). Keyed by post id, so a
 * post read twice, or read and pushed in either order, ends the same.
 */
export const caughtUp = (
  overlays: Overlays,
  posts: readonly FeedPost[],
  meanwhile: ArrivedMeanwhile,
) =>
  produce(overlays, (draft) => {
    for (const read of posts) {
      const known = overlays[read.id];
      const post = (meanwhile.answered.includes(read.id) && known?.post) || read;
      const live = meanwhile.pushed.includes(read.id) ? known : undefined;
      const entry: PostOverlay = {
        post,
        ...(live?.likes === undefined ? {} : { likes: live.likes }),
        ...(live?.commentsTotal === undefined ? {} : { commentsTotal: live.commentsTotal }),
        ...(live?.tippingGoal === undefined ? {} : { tippingGoal: live.tippingGoal }),
      };
      draft[read.id] = keepPending(entry, known, post);
    }
  });

/** The list with the id added, once. */
export const noted = (ids: string[], id: string): string[] =>
  ids.includes(id) ? ids : [...ids, id];

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
      const found = list[index];
      if (found) {
        thread.totalCount = Math.max(0, thread.totalCount - countOf(found));
        list.splice(index, 1);
        return true;
      }
      return list.some((comment) => remove(comment.replies));
    };
    remove(thread.nodes);
  });
