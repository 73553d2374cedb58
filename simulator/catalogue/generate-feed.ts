import type { Database } from 'better-sqlite3';
import { picture } from './pictures.ts';
import type { Rng } from './random.ts';
import { COMMENT_LINES, FEED_LINES, LEGACY_FEED_TYPES } from './words.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const FEED_POST_ID_BASE = 500_001;

export interface FeedComment {
  id: number;
  conversationId: number;
  parentId: number | null;
  created: string;
  isCreator: boolean;
  tipped: boolean;
  text: string;
  isReplyToReply: boolean;
  user: { id: number; name: string };
  replies: FeedComment[];
}

/** What a post's JSON column holds. */
export interface FeedPostData {
  tippingGoal: {
    goalCoins: number;
    tipsSumCoins: number;
    progressPercent: number;
    achieved: boolean;
  } | null;
  comments: FeedComment[];
  clip: {
    id: number;
    length: number;
    width: number;
    height: number;
    ratio: number;
    avsRequired: boolean;
    sources: { label: string; src: string; type: string }[];
    poster: string;
  } | null;
  photos: { id: number; url: string; srcSet: string; avsRequired: boolean }[];
}

interface Actor {
  id: number;
  name: string;
}

/** Feed posts of every type (and every legacy type), some pinned, paid, age-gated, with goals. */
export function generateFeed(
  db: Database,
  rng: Rng,
  now: number,
  actors: readonly Actor[],
  videoIds: readonly number[],
  contestIds: readonly number[],
  count: number,
): number[] {
  const insert = db.prepare(
    `INSERT INTO cat_feed_posts VALUES (@id, @actorId, @createdAt, @publishedAt, @type, @legacyType,
       @status, @pinned, @paid, @priceCoins, @avs, @fsk, @views, @likes, @commentCount, @contestId,
       @title, @text, @data)`,
  );
  const pinnedActors = new Set<number>();
  const ids: number[] = [];
  let commentId = 1;
  for (let n = 0; n < count; n += 1) {
    const id = FEED_POST_ID_BASE + n;
    const actor = rng.pick(actors);
    // Every legacy type appears in the first posts; after that the mix is random.
    const [legacyType, type] =
      LEGACY_FEED_TYPES[
        n < LEGACY_FEED_TYPES.length ? n : rng.int(0, LEGACY_FEED_TYPES.length - 1)
      ] ?? LEGACY_FEED_TYPES[0];
    const createdAt = now - rng.int(0, 365 * DAY);
    const avs = type !== 'text' && rng.chance(0.5);
    const paid = type !== 'text' && rng.chance(0.2);
    const pinned = !pinnedActors.has(actor.id) && rng.chance(0.05);
    if (pinned) pinnedActors.add(actor.id);
    const comments: FeedComment[] = [];
    for (let c = rng.chance(0.6) ? rng.int(1, 6) : 0; c > 0; c -= 1) {
      const conversationId = commentId;
      const created = createdAt + rng.int(1, 600) * MINUTE;
      const comment = (
        parentId: number | null,
        isCreator: boolean,
        depth: number,
      ): FeedComment => ({
        id: commentId++,
        conversationId,
        parentId,
        created: new Date(created + depth * 30 * MINUTE).toISOString(),
        isCreator,
        tipped: !isCreator && rng.chance(0.1),
        text: rng.pick(COMMENT_LINES),
        isReplyToReply: depth > 1,
        user: isCreator
          ? { id: actor.id, name: actor.name }
          : { id: rng.int(2000, 9000), name: `guest${rng.int(10, 999)}` },
        replies: [],
      });
      const root = comment(null, false, 0);
      if (rng.chance(0.5)) {
        const reply = comment(root.id, true, 1);
        if (rng.chance(0.3)) reply.replies.push(comment(reply.id, false, 2));
        root.replies.push(reply);
      }
      comments.push(root);
    }
    const videoId = rng.pick(videoIds);
    const data: FeedPostData = {
      tippingGoal: rng.chance(0.1)
        ? (() => {
            const goalCoins = rng.pick([500, 1000, 2500]);
            const tipsSumCoins = rng.int(0, goalCoins);
            return {
              goalCoins,
              tipsSumCoins,
              progressPercent: Math.round((tipsSumCoins / goalCoins) * 100),
              achieved: tipsSumCoins === goalCoins,
            };
          })()
        : null,
      comments,
      clip:
        type === 'clip'
          ? {
              id: videoId,
              length: rng.int(10, 300),
              width: 1280,
              height: 720,
              ratio: 16 / 9,
              avsRequired: avs,
              sources: [
                {
                  label: '720p',
                  src: `/media/content/video/${videoId}/preview.webm`,
                  type: 'video/webm',
                },
              ],
              poster: picture('post', `${id}-1`).url,
            }
          : null,
      photos:
        type === 'photos'
          ? Array.from({ length: rng.int(1, 6) }, (_, index) => ({
              id: index + 1,
              ...picture('post', `${id}-${index + 1}`),
              avsRequired: avs,
            }))
          : [],
    };
    const countComments = (list: FeedComment[]): number =>
      list.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
    insert.run({
      id,
      actorId: actor.id,
      createdAt,
      publishedAt: createdAt + rng.int(0, 120) * MINUTE,
      type,
      legacyType,
      status: rng.chance(0.97) ? 'published' : 'hidden',
      pinned: pinned ? 1 : 0,
      paid: paid ? 1 : 0,
      priceCoins: paid ? rng.pick([50, 100, 200, 500]) : 0,
      avs: avs ? 1 : 0,
      fsk: avs ? 18 : 16,
      views: rng.int(0, 20_000),
      likes: rng.int(0, 2_000),
      commentCount: countComments(comments),
      contestId:
        legacyType === 'CP_PHOTO_CONTEST' && contestIds.length > 0 ? rng.pick(contestIds) : null,
      title: type === 'text' ? null : rng.pick(FEED_LINES).slice(0, 30),
      text: rng.pick(FEED_LINES),
      data: JSON.stringify(data),
    });
    ids.push(id);
  }
  return ids;
}
