import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FeedPage } from './FeedPage.ts';

/** A post's counters as the feed service holds them. */
export interface ServerCounters {
  likes: number;
  comments: number;
  goal: { goalCoins: number; tipsSumCoins: number } | null;
}

/** What another guest did (simulator `/dev/feed/{like,comment,tip}`), and who heard it live. */
export interface CrowdOutcome {
  act: 'like' | 'comment' | 'tip';
  postId: string;
  subscribers: number;
}

/**
 * The feed's live counters over graphql-ws (issues 17, 21): what the screen shows of a post's
 * counters, what the feed service holds, the other guests' acts, and the simulator's control that
 * drops the subscription sockets. Locators of the feed itself come from `FeedPage`.
 */
export class FeedLive {
  readonly feed: FeedPage;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    this.feed = new FeedPage(page, request);
  }

  /** The quiet indicator of the live connection (`data-live`: connecting, connected, reconnecting…). */
  get indicator(): Locator {
    return this.feed.live;
  }

  /** The model publishes a post now (simulator dev control): this test's own, fresh post. */
  async publishPost(modelId: string, text: string): Promise<string> {
    const response = await this.request.post('/dev/feed/publish', { data: { modelId, text } });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { postId: string }).postId;
  }

  /** The post's counters as the feed service holds them now. */
  async serverCounters(postId: string): Promise<ServerCounters> {
    const response = await this.request.post('/graphql/feed', {
      data: {
        query: `query ($id: ID!) { post(postId: $id) {
          likes comments(first: 0) { totalCount } tippingGoal { goalCoins tipsSumCoins } } }`,
        variables: { id: postId },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { post } = (
      (await response.json()) as {
        data: {
          post: {
            likes: number;
            comments: { totalCount: number };
            tippingGoal: ServerCounters['goal'];
          };
        };
      }
    ).data;
    return { likes: post.likes, comments: post.comments.totalCount, goal: post.tippingGoal };
  }

  /** The post's counters on screen equal the feed service's (likes, comments and goal). */
  async expectShownAsServer(postId: string, timeout = 30_000): Promise<ServerCounters> {
    const server = await this.serverCounters(postId);
    const post = this.feed.post(postId);
    await expect(this.feed.likes(post)).toHaveText(`${server.likes} likes`, { timeout });
    await expect(this.feed.button(post, /^Comments \(\d+\)$/)).toHaveText(
      `Comments (${server.comments})`,
      { timeout },
    );
    if (server.goal)
      await expect(this.feed.goal(post)).toHaveText(
        `Tipping goal: ${server.goal.tipsSumCoins} of ${server.goal.goalCoins} coins`,
        { timeout },
      );
    else await expect(this.feed.goal(post)).toHaveCount(0);
    return server;
  }

  /**
   * How many live subscriptions hear the post: its counters as they are, published again (the
   * screen does not change). The subscription follows the posts on screen once scrolling settles.
   */
  async listeners(postId: string): Promise<number> {
    const server = await this.serverCounters(postId);
    const response = await this.request.post('/dev/graphql/publish', {
      data: {
        postId,
        likes: server.likes,
        commentsTotal: server.comments,
        tipsSum: server.goal?.tipsSumCoins ?? 0,
        tipsGoal: server.goal?.goalCoins ?? null,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { subscribers: number }).subscribers;
  }

  /** Another guest (the simulator's crowd) likes, comments on or tips the post now. */
  async otherGuest(
    act: CrowdOutcome['act'],
    postId: string,
    extra: { text?: string; coins?: number } = {},
  ): Promise<CrowdOutcome> {
    const response = await this.request.post(`/dev/feed/${act}`, { data: { postId, ...extra } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as CrowdOutcome;
  }

  /**
   * The simulator drops the guest's graphql-ws sockets (close code 1012, which graphql-ws retries)
   * and refuses the guest's new ones for `refuseMs`: how many it closed.
   */
  async dropSockets(login: string, refuseMs: number): Promise<number> {
    const response = await this.request.post(`/dev/graphql/drop?as=${encodeURIComponent(login)}`, {
      data: { refuseMs },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { closed: number }).closed;
  }
}
