import type { Database } from 'better-sqlite3';
import type { FeedPostType } from '../catalogue/extras.ts';
import type { FeedPostData } from '../catalogue/generate-feed.ts';

/** `PostPublished` (services/graphql/schema/feed/newPosts.graphql). */
export interface PostPublished {
  postId: string;
  modelId: string;
  modelName: string;
  type: FeedPostType;
  published: string;
}

export const NEW_POST_TEXTS = [
  'Just finished a new shoot, what do you think? 💋',
  'Good morning, darlings ☀️',
  'Online tonight, who is coming?',
  'A little something for my fans',
] as const;

/**
 * A model publishes a post now: a fresh row of the catalogue's feed (newest, so first in every
 * feed that shows it), its media borrowed from a generated post of the same type, free, without
 * goal or comments. Returns what `postPublished` subscribers hear, or null when the model has
 * nothing to borrow from (no post of that type anywhere).
 */
export function insertNewPost(
  db: Database,
  input: { actorId: number; type: FeedPostType; text: string; now: number },
): PostPublished | null {
  const template = db
    .prepare<[string], { legacy_type: string; data_json: string; fsk: number }>(
      `SELECT legacy_type, data_json, fsk FROM cat_feed_posts
       WHERE type = ? AND status = 'published' AND paid = 0 AND avs_required = 0
       ORDER BY id LIMIT 1`,
    )
    .get(input.type);
  const actor = db
    .prepare<[number], { name: string }>('SELECT name FROM cat_actors WHERE id = ?')
    .get(input.actorId);
  if (!template || !actor) return null;
  const data = JSON.parse(template.data_json) as FeedPostData;
  const fresh: FeedPostData = { ...data, tippingGoal: null, comments: [] };
  const { id } = db.prepare('SELECT max(id) + 1 AS id FROM cat_feed_posts').get() as { id: number };
  // Later than every generated post, whose times may lie ahead of the clock.
  const { latest } = db.prepare('SELECT max(published_at) AS latest FROM cat_feed_posts').get() as {
    latest: number;
  };
  const at = Math.max(input.now, latest + 1);
  db.prepare(
    `INSERT INTO cat_feed_posts VALUES (?, ?, ?, ?, ?, ?, 'published', 0, 0, 0, 0, ?, 0, 0, 0,
       NULL, NULL, ?, ?)`,
  ).run(
    id,
    input.actorId,
    at,
    at,
    input.type,
    template.legacy_type,
    template.fsk,
    input.text,
    JSON.stringify(fresh),
  );
  return {
    postId: String(id),
    modelId: String(input.actorId),
    modelName: actor.name,
    type: input.type,
    published: new Date(at).toISOString(),
  };
}
