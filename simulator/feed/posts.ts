import type { Database } from 'better-sqlite3';
import type { FeedComment } from '../catalogue/generate-feed.ts';
import type { FeedPost, FeedPostType } from '../catalogue/extras.ts';
import type { FeedState, GuestComment } from './state.ts';
import { bansCountrySql } from '../actorProfile/availability.ts';

/** What selects feed posts (the `feed` query's arguments, resolved). */
export interface FeedSelection {
  actorId: number | null;
  types: FeedPostType[] | null;
  /** Only posts of these ids (the guest's liked, commented, bought or followed posts). */
  ids: number[] | null;
  followedActors: number[] | null;
  /** The reader's country: posts of actors who ban it are left out (seed 001 §5). */
  visibleIn?: string | null;
}

/** Who reads: a guest's id, or null for a visitor. */
export type Reader = number | null;

/** Ids of published posts in feed order: a profile feed's pinned post first, then newest first. */
export function selectPostIds(
  db: Database,
  selection: FeedSelection,
  offset: number,
  limit: number,
): { ids: number[]; total: number } {
  const where = ["p.status = 'published'"];
  const params: (number | string)[] = [];
  const within = (column: string, values: readonly (number | string)[]) => {
    where.push(values.length ? `${column} IN (${values.map(() => '?').join(',')})` : '0');
    params.push(...values);
  };
  if (selection.actorId !== null) {
    where.push('p.actor_id = ?');
    params.push(selection.actorId);
  }
  if (selection.types) within('p.type', selection.types);
  if (selection.ids) within('p.id', selection.ids);
  if (selection.followedActors) within('p.actor_id', selection.followedActors);
  if (selection.visibleIn) {
    where.push(`NOT ${bansCountrySql('p.actor_id')}`);
    params.push(selection.visibleIn);
  }
  const sql = `FROM cat_feed_posts p WHERE ${where.join(' AND ')}`;
  const order = selection.actorId !== null ? 'p.pinned DESC, ' : '';
  const ids = db
    .prepare<unknown[], { id: number }>(
      `SELECT p.id ${sql} ORDER BY ${order}p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset)
    .map((row) => row.id);
  const total = (db.prepare(`SELECT count(*) AS n ${sql}`).get(...params) as { n: number }).n;
  return { ids, total };
}

export const encodeCursor = (offset: number) => Buffer.from(`post:${offset}`).toString('base64url');
export function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string' || cursor === '') return 0;
  const match = /^post:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** A comment as the schema shows it, for `reader`. */
function commentView(comment: FeedComment, reader: Reader): Record<string, unknown> {
  return {
    ...comment,
    isOwn: reader !== null && comment.user.id === reader && comment.id >= 10_000_000,
    replies: comment.replies.map((reply) => commentView(reply, reader)),
  };
}

/** The guests' comments woven into the catalogue's threads (replies under their parent). */
export function threadOf(post: FeedPost, added: readonly GuestComment[]): FeedComment[] {
  const roots: FeedComment[] = structuredClone(post.comments);
  const byId = new Map<number, FeedComment>();
  const index = (list: FeedComment[]) =>
    list.forEach((comment) => {
      byId.set(comment.id, comment);
      index(comment.replies);
    });
  index(roots);
  for (const row of added) {
    const comment: FeedComment = {
      id: row.id,
      conversationId: row.conversationId,
      parentId: row.parentId,
      created: new Date(row.created).toISOString(),
      isCreator: false,
      tipped: false,
      text: row.text,
      isReplyToReply: row.isReplyToReply,
      user: { id: row.accountId, name: row.accountName },
      replies: [],
    };
    byId.set(row.id, comment);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.replies.push(comment);
    else roots.push(comment);
  }
  // Newest conversations first.
  return roots.sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
}

/** The post's live counters: the catalogue's figures plus what guests did. */
export function countersOf(post: FeedPost, state: FeedState) {
  const tipsSum = (post.tippingGoal?.tipsSumCoins ?? 0) + state.extraTips(post.id);
  return {
    postId: String(post.id),
    likes: post.likes + state.extraLikes(post.id),
    commentsTotal: post.commentCount + state.extraComments(post.id),
    tipsSum,
    tipsGoal: post.tippingGoal?.goalCoins ?? null,
  };
}

/** A post as the schema shows it to `reader`: counters, guest state, paid media locked. */
export function postView(
  post: FeedPost,
  state: FeedState,
  reader: Reader,
  following: (actorId: number) => boolean,
) {
  const bought = reader !== null && state.bought(reader, post.id);
  const unlocked = !post.paidContent || bought;
  const counters = countersOf(post, state);
  const goal = post.tippingGoal;
  return {
    id: String(post.id),
    created: post.created,
    published: post.published,
    type: post.type,
    feedType: post.legacyType,
    status: post.status,
    pinned: post.pinned,
    title: post.title,
    text: post.text,
    views: post.views + state.extraViews(post.id),
    likes: counters.likes,
    umaId: null,
    paidContent: post.paidContent,
    fsk: post.fsk,
    priceCoins: post.priceCoins,
    mediaCount: post.photos.length + (post.clip ? 1 : 0),
    model: {
      id: String(post.model.id),
      name: post.model.name,
      online: post.model.online,
      onlineState: post.model.online ? 'online' : 'offline',
      avatar: post.model.avatar.url,
    },
    tippingGoal: goal && {
      goalCoins: goal.goalCoins,
      tipsSumCoins: counters.tipsSum,
      progressPercent: Math.min(100, Math.round((counters.tipsSum / goal.goalCoins) * 100)),
      achieved: counters.tipsSum >= goal.goalCoins,
    },
    guestState: {
      liked: reader !== null && state.liked(reader, post.id),
      viewed: reader !== null && state.viewed(reader, post.id),
      following: following(post.model.id),
      bought,
    },
    comments: ({ first }: { first?: number }) => {
      const thread = threadOf(post, state.comments(post.id));
      const limit = Math.max(0, Math.min(first ?? 5, 100));
      return {
        totalCount: counters.commentsTotal,
        nodes: thread.slice(0, limit).map((comment) => commentView(comment, reader)),
        hasMore: thread.length > limit,
      };
    },
    clip: unlocked ? post.clip : null,
    photos: unlocked ? post.photos.map(withSmallSrcSet) : [],
    contestId: post.contestId === null ? null : String(post.contestId),
  };
}

/** Feed pictures come in w320 and w640 only (seed 001 §9). */
function withSmallSrcSet(photo: FeedPost['photos'][number]) {
  const base = photo.url.replace(/\/w\d+\.webp$/, '');
  return { ...photo, srcSet: `${base}/w320.webp 320w, ${base}/w640.webp 640w` };
}
