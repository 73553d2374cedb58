import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { FeedLive } from './models/FeedLive.ts';
import { FeedPage } from './models/FeedPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// Generous: a lazy domain's first start on a machine shared by several simulators is slow.
const T = { timeout: 30_000 };
/**
 * A profile feed no other feed test opens: JanaSky's, whose pinned text post (always first) has a
 * tipping goal. The likes and comments go to a post this test publishes for her, so the other
 * guests (a dozen, each liking a post once) always have a like left for it.
 */
const MODEL = 'JanaSky';
const GOAL_POST = '500380';
/** The guest's sockets are refused this long after the drop: the page shows it reconnecting. */
const REFUSE_MS = 6_000;

/** Issues #17 and #21: live counters over graphql-ws, through a dropped connection. */
test.describe('feed live counters', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // A drop, a refused reconnect or two (graphql-ws backs off 1–5 s) and a busy shared machine.
    test.setTimeout(240_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a like arrives live; the connection drops and resumes without lost counts; later events still show', async ({
    page,
    request,
  }) => {
    const live = new FeedLive(page, request);
    const { feed } = live;
    const login = await guestCopyOf(request, 'demo');
    const own = await live.publishPost(MODEL, `Live through a dropped connection ${Date.now()}`);
    await feed.openAs(login, FeedPage.profilePath(MODEL));
    const post = feed.post(own);
    const first = await live.expectShownAsServer(own);
    await live.expectShownAsServer(GOAL_POST);
    await expect(live.indicator).toHaveAttribute('data-live', 'connected', T);

    // Another guest's like arrives over graphql-ws once the subscription follows the posts shown.
    await expect.poll(() => live.listeners(own), T).toBeGreaterThan(0);
    await expect.poll(() => live.listeners(GOAL_POST), T).toBeGreaterThan(0);
    expect(await live.otherGuest('like', own)).toMatchObject({ act: 'like', subscribers: 1 });
    await expect(feed.likes(post)).toHaveText(`${first.likes + 1} likes`, T);

    // The connection drops, and the guest's new sockets are refused for a while.
    expect(await live.dropSockets(login, REFUSE_MS)).toBeGreaterThan(0);
    await expect(live.indicator).toHaveAttribute('data-live', 'reconnecting', T);
    // Meanwhile the others like, comment and tip: nobody hears it live.
    const meanwhile = [
      await live.otherGuest('like', own),
      await live.otherGuest('comment', own, { text: 'Said while you were away' }),
      await live.otherGuest('tip', GOAL_POST, { coins: 25 }),
    ];
    expect(meanwhile.map(({ act, subscribers }) => ({ act, subscribers }))).toEqual([
      { act: 'like', subscribers: 0 },
      { act: 'comment', subscribers: 0 },
      { act: 'tip', subscribers: 0 },
    ]);
    await expect(feed.likes(post)).toHaveText(`${first.likes + 1} likes`);

    // Back: graphql-ws reconnects, the feed reads what it missed, and the screen equals the server.
    await expect(live.indicator).toHaveAttribute('data-live', 'connected', { timeout: 45_000 });
    const caughtUp = await live.expectShownAsServer(own);
    expect(caughtUp).toMatchObject({ likes: first.likes + 2, comments: first.comments + 1 });
    await live.expectShownAsServer(GOAL_POST);

    // The subscription resumed on the new socket: a later like still arrives live.
    await expect.poll(() => live.listeners(own), T).toBeGreaterThan(0);
    expect(await live.otherGuest('like', own)).toMatchObject({ act: 'like', subscribers: 1 });
    await expect(feed.likes(post)).toHaveText(`${first.likes + 3} likes`, T);
    await feed.expectAccessible();
  });
});
