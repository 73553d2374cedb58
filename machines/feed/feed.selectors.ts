import type { SnapshotFrom } from 'xstate';
import type { feedMachine } from './feed.machine.ts';
import type {
  CommentThread,
  FeedComment,
  FeedFilter,
  FeedPost,
  FeedTotals,
  PostPanel,
} from './feed.types.ts';
import { withOverlay } from './feed.update.ts';

type FeedSnapshot = SnapshotFrom<typeof feedMachine>;

/** A list item as the guest sees it now: the last answer, live counters, an optimistic like. */
export const selectPost = (snapshot: FeedSnapshot, item: FeedPost): FeedPost =>
  withOverlay(item, snapshot.context.overlays[item.id]);

/** The overlay of one post (a stable reference while nothing about it changes). */
export const selectOverlay = (snapshot: FeedSnapshot, postId: string) =>
  snapshot.context.overlays[postId];

export const selectTotals = (snapshot: FeedSnapshot): FeedTotals | null => snapshot.context.totals;

export const selectFilter = (snapshot: FeedSnapshot): FeedFilter | null => snapshot.context.filter;

/** The mixed feed shows only the models the guest follows. */
export const selectFollows = (snapshot: FeedSnapshot): boolean => snapshot.context.follows;

export const selectThread = (snapshot: FeedSnapshot, postId: string): CommentThread | undefined =>
  snapshot.context.threads[postId];

export const selectCommentsLoading = (snapshot: FeedSnapshot, postId: string): boolean =>
  snapshot.matches({ ready: { comments: 'loading' } }) &&
  snapshot.context.commentsWanted?.postId === postId;

/** The post's open panel (its comments, its tip panel), or null. */
export const selectPanel = (snapshot: FeedSnapshot, postId: string): PostPanel | null =>
  snapshot.context.panels[postId] ?? null;

/** The comment of the post's thread the guest's next comment replies to, or null. */
export function selectReplyTarget(snapshot: FeedSnapshot, postId: string): FeedComment | null {
  const id = snapshot.context.replyTargets[postId];
  return id === undefined
    ? null
    : (findComment(snapshot.context.threads[postId]?.nodes, id) ?? null);
}

/** The comment with this id in a thread, replies included. */
function findComment(
  nodes: readonly FeedComment[] | undefined,
  id: string,
): FeedComment | undefined {
  for (const node of nodes ?? []) {
    const found = node.id === id ? node : findComment(node.replies, id);
    if (found) return found;
  }
  return undefined;
}

export const selectActionError = (snapshot: FeedSnapshot): string | null => snapshot.context.error;

/** The guest's comment to this post that could not be sent (its form shows it back), if any. */
export const selectUnsentComment = (snapshot: FeedSnapshot, postId: string) =>
  snapshot.context.unsentComments[postId] ?? null;

export type LiveState = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The live counters' connection, for the quiet indicator. */
export function selectLiveState(snapshot: FeedSnapshot): LiveState {
  if (snapshot.hasTag('liveConnected')) return 'connected';
  if (snapshot.hasTag('liveReconnecting')) return 'reconnecting';
  if (snapshot.hasTag('liveConnecting')) return 'connecting';
  if (snapshot.hasTag('liveFailed')) return 'failed';
  return 'off';
}

export const selectListReady = (snapshot: FeedSnapshot): boolean => snapshot.matches('ready');

/**
 * A post's comment count: the open thread's (it counts the guest's comments and deletions at
 * once), else the post's (live counters included).
 */
export const selectCommentsTotal = (snapshot: FeedSnapshot, post: FeedPost): number =>
  snapshot.context.threads[post.id]?.totalCount ?? post.commentsTotal;

/** How many new posts the "N new posts" button announces (0: no button). */
export const selectNewPostCount = (snapshot: FeedSnapshot): number =>
  snapshot.context.newPosts.length;

/** The post whose clip plays in `feed.player` (FEED_PLAYER), or null. */
export const selectPlayingClip = (snapshot: FeedSnapshot): string | null =>
  snapshot.matches({ ready: { clip: 'playing' } }) ? snapshot.context.clipPostId : null;

/** The mediathek's feed section: closed, the guest's bought content shown, or a visitor's. */
export function selectBoughtSection(snapshot: FeedSnapshot): 'closed' | 'shown' | 'visitor' {
  if (snapshot.matches({ ready: { bought: 'shown' } })) return 'shown';
  if (snapshot.matches({ ready: { bought: 'visitor' } })) return 'visitor';
  return 'closed';
}
