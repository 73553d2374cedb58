import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResultOf } from 'gql.tada';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';
import { registerGraphql } from '../graphql/index.ts';
import { createRealtimeHub } from '../realtime/index.ts';
import { REPO_DIR } from '../server.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerFeedSimulator } from './index.ts';
import { feedGraphql } from '../../services/graphql/tada.ts';

let app: FastifyInstance;
let store: Store;
let guestToken: string;
let otherToken: string;
let visitorToken: string;
const dir = tempDir('feed-test-');

beforeAll(async () => {
  store = openTestStore(dir.path);
  const catalogue = openCatalogue(store.db, {
    fixturesDir: join(REPO_DIR, 'fixtures'),
    counts: { actors: 60, videos: 100, albums: 20, feedPosts: 120, blogPosts: 5 },
  });
  const ctx: SimulatorContext = {
    store,
    hub: createRealtimeHub(store),
    catalogue,
    distDir: dir.path,
    runtime: () => {
      throw new Error('no runtime');
    },
  };
  app = Fastify({ logger: { level: 'error' } });
  await app.register(fastifyWebsocket);
  registerGraphql(app, ctx);
  registerFeedSimulator(app, ctx);
  await app.ready();
  guestToken = store.sessions.create(store.accounts.findByLogin('demo')!.id).accessToken;
  otherToken = store.sessions.create(store.accounts.findByLogin('vip')!.id).accessToken;
  visitorToken = store.sessions.create(null).accessToken;
}, 60_000);
afterAll(async () => {
  await app.close();
  store.close();
  dir.remove();
});

/** A document of the feed service's schema, its reply typed by it (gql.tada). */
async function gql<Document extends DocumentNode>(
  document: Document,
  variables: Record<string, unknown> = {},
  token: string | null = guestToken,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql/feed',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query: print(document), variables },
  });
  return response.json<{
    data?: ResultOf<Document>;
    errors?: { extensions: { code: string } }[];
  }>();
}

const FEED =
  feedGraphql(`query($after: String, $first: Int, $modelId: ID, $typeGroups: [PostType!], $liked: Boolean, $bought: Boolean) {
  feed(after: $after, first: $first, modelId: $modelId, typeGroups: $typeGroups, liked: $liked, bought: $bought) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id type feedType pinned likes priceCoins paidContent mediaCount
      model { id name } photos { id srcSet } clip { id }
      guestState { liked bought } comments { totalCount nodes { id } } } }
  }
}`);

describe('feed service: posts', () => {
  it('pages by cursor without gaps or repeats, newest first', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 30; page += 1) {
      // Declared, so the reply's type does not depend on `after`, which the loop assigns from it.
      const variables: Record<string, unknown> = { after, first: 25 };
      const { data } = await gql(FEED, variables, null);
      const feed = data!.feed;
      seen.push(...feed.edges.map((edge) => edge.node.id));
      if (!feed.pageInfo.hasNextPage) break;
      after = feed.pageInfo.endCursor;
    }
    const totals = (
      await gql(feedGraphql('{ feedTotalCounts { totalCount clips photos texts } }'), {}, null)
    ).data!.feedTotalCounts;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(totals.totalCount);
    expect(totals.clips + totals.photos + totals.texts).toBe(totals.totalCount);
  });

  it('filters by post type, maps legacy types, and puts a profile pinned post first', async () => {
    const { data } = await gql(FEED, { typeGroups: ['clip'], first: 50 }, null);
    const posts = data!.feed.edges.map((edge) => edge.node);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.type).toBe('clip');
      expect(['CLIP', 'HOT_CLIP', 'FP_HOT_CLIP']).toContain(post.feedType);
    }
    const pinned = store.db
      .prepare("SELECT actor_id FROM cat_feed_posts WHERE pinned = 1 AND status = 'published'")
      .get() as { actor_id: number } | undefined;
    if (pinned) {
      const profile = (await gql(FEED, { modelId: String(pinned.actor_id) }, null)).data!.feed;
      expect(profile.edges[0]?.node.pinned).toBe(true);
      expect(profile.edges.every((e) => e.node.model.id === String(pinned.actor_id))).toBe(true);
    }
  });

  it('keeps paid media locked until bought, and charges the balance once', async () => {
    const paid = store.db
      .prepare("SELECT id FROM cat_feed_posts WHERE paid = 1 AND status = 'published' LIMIT 1")
      .get() as { id: number };
    const POST = feedGraphql(
      `query($id: ID!) { post(postId: $id) { mediaCount photos { id } clip { id } guestState { bought } } }`,
    );
    const locked = (await gql(POST, { id: String(paid.id) })).data!.post!;
    expect(locked.mediaCount).toBeGreaterThan(0);
    expect(locked.photos.length + (locked.clip ? 1 : 0)).toBe(0);
    const before = store.accounts.findByLogin('demo')!.balance;
    const BUY = feedGraphql(
      `mutation($id: ID!) { buyPost(postId: $id) { success post { photos { id } clip { id } guestState { bought } } } }`,
    );
    const bought = (await gql(BUY, { id: String(paid.id) })).data!.buyPost;
    expect(bought.success).toBe(true);
    expect(bought.post?.guestState.bought).toBe(true);
    expect(bought.post!.photos.length + (bought.post!.clip ? 1 : 0)).toBe(locked.mediaCount);
    const after = store.accounts.findByLogin('demo')!.balance;
    expect(after).toBeLessThan(before);
    await gql(BUY, { id: String(paid.id) });
    expect(store.accounts.findByLogin('demo')!.balance).toBe(after);
    const mine = (await gql(FEED, { bought: true })).data!.feed.edges;
    expect(mine.map((e) => e.node.id)).toEqual([String(paid.id)]);
  });

  it('likes and unlikes, counted for everyone and filtered as LIKED for the guest', async () => {
    const first = (await gql(FEED, { first: 1 })).data!.feed.edges[0]!.node;
    const LIKE = feedGraphql(
      `mutation($id: ID!) { likePost(postId: $id) { likes guestState { liked } } }`,
    );
    const liked = (await gql(LIKE, { id: first.id })).data!.likePost;
    expect(liked).toEqual({ likes: first.likes + 1, guestState: { liked: true } });
    await gql(LIKE, { id: first.id }, otherToken);
    const totals = (await gql(feedGraphql('{ feedTotalCounts { liked } }'))).data!.feedTotalCounts;
    expect(totals.liked).toBe(1);
    expect((await gql(FEED, { liked: true })).data!.feed.edges[0]?.node.id).toBe(first.id);
    const UNLIKE = feedGraphql(
      `mutation($id: ID!) { unlikePost(postId: $id) { likes guestState { liked } } }`,
    );
    expect((await gql(UNLIKE, { id: first.id })).data!.unlikePost).toEqual({
      likes: first.likes + 1,
      guestState: { liked: false },
    });
  });

  it('comments, replies to replies, and deletes only the guest own comments', async () => {
    const post = (await gql(FEED, { first: 1 })).data!.feed.edges[0]!.node;
    const COMMENT = feedGraphql(`mutation($id: ID!, $text: String!, $to: ID) {
      commentPost(postId: $id, text: $text, repliesToCommentId: $to) { id parentId isReplyToReply isOwn } }`);
    const root = (await gql(COMMENT, { id: post.id, text: 'Hi' })).data!.commentPost;
    const reply = (await gql(COMMENT, { id: post.id, text: 'Re', to: root.id }, otherToken)).data!
      .commentPost;
    const deep = (await gql(COMMENT, { id: post.id, text: 'Re re', to: reply.id })).data!
      .commentPost;
    expect([root.parentId, reply.isReplyToReply, deep.isReplyToReply]).toEqual([null, false, true]);
    const THREAD =
      feedGraphql(`query($id: ID!) { post(postId: $id) { comments(first: 1) { totalCount hasMore
      nodes { id isOwn replies { id isOwn replies { id } } } } } }`);
    const thread = (await gql(THREAD, { id: post.id })).data!.post!.comments;
    expect(thread.totalCount).toBe(post.comments.totalCount + 3);
    expect(thread.nodes[0]).toMatchObject({ id: root.id, isOwn: true });
    expect(thread.nodes[0]?.replies[0]).toMatchObject({ id: reply.id, isOwn: false });
    const DELETE = feedGraphql(`mutation($id: ID!) { deleteComment(commentID: $id) }`);
    expect((await gql(DELETE, { id: reply.id })).errors?.[0]?.extensions.code).toBe(
      'bad_user_input',
    );
    expect((await gql(DELETE, { id: root.id })).data!.deleteComment).toBe(true);
    const after = (await gql(THREAD, { id: post.id })).data!.post!.comments;
    expect(after.totalCount).toBe(post.comments.totalCount);
  });

  it('tips in coins, moving the goal; visitors may read but not act', async () => {
    const withGoal = store.db
      .prepare(
        "SELECT id FROM cat_feed_posts WHERE status = 'published' AND json_extract(data_json, '$.tippingGoal') IS NOT NULL LIMIT 1",
      )
      .get() as { id: number };
    const TIP =
      feedGraphql(`mutation($id: ID!, $coins: Int!) { tipPost(postId: $id, amount: null, amountCoins: $coins) {
      success post { tippingGoal { tipsSumCoins progressPercent } } } }`);
    const POST = feedGraphql(
      `query($id: ID!) { post(postId: $id) { tippingGoal { tipsSumCoins } } }`,
    );
    const before = (await gql(POST, { id: String(withGoal.id) })).data!.post!.tippingGoal!;
    const tip = (await gql(TIP, { id: String(withGoal.id), coins: 20 })).data!.tipPost;
    expect(tip.success).toBe(true);
    expect(tip.post?.tippingGoal?.tipsSumCoins).toBe(before.tipsSumCoins + 20);
    const refused = await gql(TIP, { id: String(withGoal.id), coins: 20 }, visitorToken);
    expect(refused.errors?.[0]?.extensions.code).toBe('unauthorized');
  });

  it('charges a tip sent again with its idempotency key once, and another key again (issue 51 §7)', async () => {
    const withGoal = store.db
      .prepare(
        "SELECT id FROM cat_feed_posts WHERE status = 'published' AND json_extract(data_json, '$.tippingGoal') IS NOT NULL LIMIT 1 OFFSET 1",
      )
      .get() as { id: number };
    const id = String(withGoal.id);
    const TIP = feedGraphql(`mutation($id: ID!, $coins: Int!, $key: String) {
      tipPost(postId: $id, amount: null, amountCoins: $coins, idempotencyKey: $key) {
      success post { tippingGoal { tipsSumCoins } } } }`);
    const POST = feedGraphql(
      `query($id: ID!) { post(postId: $id) { tippingGoal { tipsSumCoins } } }`,
    );
    const balance = () => store.accounts.findByLogin('demo')!.balance;
    const sumBefore = (await gql(POST, { id })).data!.post!.tippingGoal!.tipsSumCoins;
    const balanceBefore = balance();

    const first = (await gql(TIP, { id, coins: 8, key: 'tip-a' })).data!.tipPost;
    const again = (await gql(TIP, { id, coins: 8, key: 'tip-a' })).data!.tipPost;
    expect(first).toEqual(again);
    expect(first.success).toBe(true);
    expect(first.post?.tippingGoal?.tipsSumCoins).toBe(sumBefore + 8);
    // 8 coins are 2.00 in euro accounts: charged once.
    expect(balance()).toBeCloseTo(balanceBefore - 2, 2);
    // The same key from another guest is that guest's own tip.
    const theirs = (await gql(TIP, { id, coins: 8, key: 'tip-a' }, otherToken)).data!.tipPost;
    expect(theirs.post?.tippingGoal?.tipsSumCoins).toBe(sumBefore + 16);
    // A new key is a new tip.
    await gql(TIP, { id, coins: 8, key: 'tip-b' });
    expect(balance()).toBeCloseTo(balanceBefore - 4, 2);
    expect((await gql(POST, { id })).data!.post!.tippingGoal!.tipsSumCoins).toBe(sumBefore + 24);
  });
});

/** A dev control's answer: what was done, and by whom. */
interface DevAct {
  act: string;
  by: string;
}

describe('feed service: the other guests', () => {
  const POST = feedGraphql(`query($id: ID!) { post(postId: $id) { likes tippingGoal { tipsSumCoins }
    comments(first: 50) { totalCount nodes { text isOwn user { name } } } } }`);
  const dev = (act: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/dev/feed/${act}`, payload });

  it('like, comment and tip a post by dev control, counted for every reader', async () => {
    const withGoal = store.db
      .prepare(
        "SELECT id FROM cat_feed_posts WHERE status = 'published' AND json_extract(data_json, '$.tippingGoal') IS NOT NULL ORDER BY id DESC LIMIT 1",
      )
      .get() as { id: number };
    const id = String(withGoal.id);
    const before = (await gql(POST, { id }, null)).data!.post!;
    const liked = await dev('like', { postId: id });
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({ act: 'like', postId: id, subscribers: 0 });
    const comment = (await dev('comment', { postId: id, text: 'Lovely' })).json<DevAct>();
    expect(comment.act).toBe('comment');
    expect((await dev('tip', { postId: id, coins: 15 })).json<DevAct>().act).toBe('tip');
    const after = (await gql(POST, { id })).data!.post!;
    expect(after.likes).toBe(before.likes + 1);
    expect(after.tippingGoal?.tipsSumCoins).toBe(before.tippingGoal!.tipsSumCoins + 15);
    expect(after.comments.totalCount).toBe(before.comments.totalCount + 1);
    const theirs = after.comments.nodes.find((node) => node.text === 'Lovely');
    expect(theirs).toMatchObject({ isOwn: false, user: { name: comment.by } });
  });

  it('refuses an unknown post and a bad body; sets the pace', async () => {
    expect((await dev('like', { postId: 999_999_999 })).statusCode).toBe(404);
    expect((await dev('tip', { postId: 1, coins: -3 })).statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: '/dev/feed/crowd',
      payload: { intervalMs: 0 },
    });
    expect(set.json()).toEqual({ intervalMs: 0 });
    // Nobody watches a post here: the crowd has nothing to do.
    expect((await app.inject({ method: 'POST', url: '/dev/feed/crowd/tick' })).statusCode).toBe(
      409,
    );
  });
});
