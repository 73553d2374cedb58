import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOBILE_BREAKPOINT } from '../../machines/shell/shell.machine.ts';
import { holdRoute, type HeldRoute } from './heldRoute.ts';
import { pressWhile } from './heldPress.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

/** The feed (issue #21): the mixed feed, a profile's feed tab, its posts and their actions. */
export class FeedPage {
  /** Every picture or clip URL the page asked for, in order. */
  readonly mediaRequests: string[] = [];

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    page.on('request', (request) => {
      if (/\/media\//.test(request.url())) this.mediaRequests.push(request.url());
    });
  }

  static mixedPath = '/en/feed/';
  static profilePath = (actorName: string) => `/en/amateur/${actorName.toLowerCase()}/feed/`;

  get main(): Locator {
    return this.page.getByRole('main');
  }
  get filters(): Locator {
    return this.main.getByRole('group', { name: 'Filter the feed' });
  }
  filter(name: string | RegExp): Locator {
    return this.filters.getByRole('button', { name });
  }
  get posts(): Locator {
    return this.main.locator('article.feed-post');
  }
  /** The posts below the pinned ones, newest first. */
  get unpinnedPosts(): Locator {
    return this.posts.filter({ hasNot: this.page.locator('.feed-pinned') });
  }
  /**
   * The first posts, shown before the tile grid; the grid takes over on the first scroll (or once
   * the fifth is in view) and mounts every post again: an element found before is gone after.
   */
  get firstPosts(): Locator {
    return this.main.locator('.feed-first');
  }

  /**
   * The mixed feed on a slow connection: the tile grid's code is held back, so the guest acts on
   * the first posts before the grid takes over. Gives the first post (pinned by its id: the grid
   * mounts it again) and what lets the grid's code come; the grid then takes over, and must have
   * asked for its code through the hold (a renamed chunk would otherwise hold nothing).
   */
  async openWithGridHeld(): Promise<{ post: Locator; gridArrives: () => Promise<void> }> {
    const gridCode = await this.holdGridCode();
    await this.open(FeedPage.mixedPath);
    await expect(this.posts.first()).toBeVisible({ timeout: 30_000 });
    const post = this.post(String(await this.posts.first().getAttribute('data-post-id')));
    const gridArrives = async () => {
      await expect(this.firstPosts).toBeVisible();
      gridCode.release();
      await this.gridTakesOver();
      expect(gridCode.requested(), 'the grid took over with its code held until now').toBe(true);
    };
    return { post, gridArrives };
  }

  /** The tile grid's code does not come until `release` (a slow connection). */
  holdGridCode(): Promise<HeldRoute> {
    return holdRoute(this.page, GRID_CODE);
  }

  /**
   * Presses `target` on a first post and holds the press while the grid's held code comes and
   * would take over, then lets go (a press as a guest makes it, with the grid's code a little
   * late). A takeover between the pointer's down and up would lose the click: the browser
   * dispatches none when the up lands on another element than the down. The grid then takes over.
   */
  async pressWhileTheGridArrives(target: Locator, gridCode: HeldRoute): Promise<void> {
    // The guest's last press left the focus on a filter: this press moves it (a blur mid-press).
    await this.filters
      .getByRole('button')
      .first()
      .evaluate((filter: HTMLElement) => filter.focus({ preventScroll: true }));
    // The scroll that brings it to the middle of the screen wants the grid: its code is asked for
    // (and held).
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => gridCode.requested(), { timeout: 30_000 }).toBe(true);
    await pressWhile(target, async () => {
      const arrived = this.page.waitForResponse(GRID_CODE);
      gridCode.release();
      await arrived;
      // Long enough for the grid's module to run and render: without the wait for the press's end
      // (views/feed/presses.ts), the first posts are gone by now.
      await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    });
    await this.gridTakesOver();
  }

  /** The guest scrolls a little: the grid takes over from the first posts (done once they are gone). */
  async gridTakesOver(): Promise<void> {
    await this.page.mouse.wheel(0, 40);
    await expect(this.firstPosts).toHaveCount(0, { timeout: 30_000 });
  }

  /**
   * Brings the last post shown into view, where the grid asks for the next page. Only once the
   * grid took over (`gridTakesOver`): the last of the first posts, found before, is replaced while
   * scrolled to ('element is not attached to the DOM').
   */
  async scrollToLastPost(): Promise<void> {
    await expect(this.firstPosts).toHaveCount(0);
    await this.main.getByRole('listitem').last().scrollIntoViewIfNeeded();
  }

  /** A post by its id (the grid is virtual: pin a post by id before reading from it). */
  post(id: string): Locator {
    return this.main.locator(`article[data-post-id="${id}"]`);
  }
  button(post: Locator, name: string | RegExp): Locator {
    return post.getByRole('button', { name });
  }
  likes(post: Locator): Locator {
    return post.getByTestId('likes');
  }
  goal(post: Locator): Locator {
    return post.getByTestId('goal');
  }
  comments(post: Locator): Locator {
    return post.getByRole('region', { name: /^Comments on the post of/ });
  }
  comment(post: Locator, text: string): Locator {
    return this.comments(post).getByRole('listitem').filter({ hasText: text }).last();
  }
  get live(): Locator {
    return this.main.locator('[data-live]');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Logs `login` in and opens `path` (simulator dev login). */
  async openAs(login: string, path: string): Promise<void> {
    await this.page.goto(
      `/dev/login?as=${encodeURIComponent(login)}&next=${encodeURIComponent(path)}`,
    );
  }

  /**
   * The next comment the page sends gets no answer (its connection is cut), as a lost network
   * would; the comments after it go through. Resolves with how many comment requests were made.
   */
  async cutNextComment(): Promise<() => number> {
    let comments = 0;
    await this.page.route('**/graphql/feed**', async (route) => {
      if (!/commentPost\(/.test(route.request().postData() ?? '')) return route.fallback();
      comments += 1;
      return comments === 1 ? route.abort('connectionreset') : route.fallback();
    });
    return () => comments;
  }

  /** Forgets the guest's likes, views, comments, purchases and tips (simulator dev control). */
  async resetGuest(login: string): Promise<void> {
    expect((await this.request.post(`/dev/feed/reset?as=${login}`)).ok()).toBe(true);
  }

  /** Another guest's action as the feed service publishes it: the post's counters now. */
  async publishCounters(counters: {
    postId: string;
    likes: number;
    commentsTotal: number;
    tipsSum: number;
    tipsGoal?: number | null;
  }): Promise<number> {
    const response = await this.request.post('/dev/graphql/publish', { data: counters });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { subscribers: number }).subscribers;
  }

  /** "N new posts" above the feed. */
  get newPosts(): Locator {
    return this.main.getByRole('button', { name: /new posts?$/ });
  }

  /** A model with posts in the feed, none of `taken` (tests own their models' feeds). */
  async someModel(taken: readonly string[]): Promise<string> {
    const response = await this.request.post('/graphql/feed', {
      data: { query: '{ feed(first: 50, after: null) { edges { node { model { name } } } } }' },
    });
    const body = (await response.json()) as {
      data: { feed: { edges: { node: { model: { name: string } } }[] } };
    };
    const names = body.data.feed.edges.map((edge) => edge.node.model.name);
    const free = names.reverse().find((name) => !taken.includes(name));
    if (!free) throw new Error('no model left for this test');
    return free;
  }

  /** The model publishes a post now (simulator dev control): what subscribers heard. */
  async publishPost(body: { modelId: string; text: string }): Promise<{
    postId: string;
    subscribers: number;
  }> {
    const response = await this.request.post('/dev/feed/publish', { data: body });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { postId: string; subscribers: number };
  }

  /** The post as the feed service shows it to a visitor (its picture URLs, its counters). */
  async fetchPost(postId: string): Promise<{
    likes: number;
    photos: { url: string }[];
    comments: { totalCount: number };
  }> {
    const response = await this.request.post('/graphql/feed', {
      data: {
        query: `query ($id: ID!) { post(postId: $id) { likes photos { url } comments(first: 0) { totalCount } } }`,
        variables: { id: postId },
      },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { post: never } }).data.post;
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** The shell's layout region: `mobile` below the breakpoint once a resize settled, else `desktop`. */
  private layout(): Promise<unknown> {
    return this.page.evaluate(
      () =>
        (
          window as unknown as {
            __camclient: { state(id: string): { value: { layout?: unknown } } | undefined };
          }
        ).__camclient.state('shell')?.value.layout,
    );
  }

  /** Axe at desktop and phone width, with a screenshot of each when FEED_SHOTS_DIR is set. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      // Checked once the app took the width (after its resize debounce), not after a fixed pause.
      await expect.poll(() => this.layout()).toBe(width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/feed-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}

/** The tile grid's chunk (its name has a hash). */
const GRID_CODE = /\/assets\/TileGrid-[^/]+\.js$/;
