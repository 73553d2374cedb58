import { XSS_VECTORS, type XssVector } from '../fixtures/xss/vectors.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { HostileContent } from './models/HostileContent.ts';
import { Inspector } from './models/Inspector.ts';
import { MessengerPage } from './models/Messenger.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { TvPages } from './models/TvPages.ts';
import { expectPlayerPlaying } from './models/player.ts';

const T = { timeout: 30_000 };
/** A poll whose every step waits for what it needs itself: no pause of its own between steps. */
const STEPWISE = { ...T, intervals: [0] };

/**
 * At least `at` vectors are on screen whole, as text (`shown` comes from the page's text, where
 * parsed markup would have lost its tags), the first of them found in an element, and none ran.
 */
async function expectShownAsText(
  hostile: HostileContent,
  scope: Locator,
  shown: XssVector[],
  at: number,
) {
  expect(shown.length, 'vectors shown on this surface').toBeGreaterThanOrEqual(at);
  await expect(scope.getByText(shown[0]!.text).first()).toBeVisible();
  expect(hostile.calls).toEqual([]);
}

/**
 * Issue 23 §8: hostile content from the backend never runs. The simulator serves the XSS corpus
 * (fixtures/xss/vectors.ts, 200+ vectors calling `window.__xss(n)`) to the test's own guest as
 * actor names, messenger messages, album comments, feed posts, blog titles and teasers, and search
 * proposals and results. On every surface the trap stays silent, no dialog opens, no CSP
 * violation is seen or reported (Trusted Types are enforced), and the vectors read as text.
 */
test.describe('hostile content', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('the trap, Trusted Types and the report endpoint work (what the journeys rely on)', async ({
    page,
    context,
    request,
  }) => {
    const hostile = await HostileContent.arm(context, request);
    await page.goto('/en/');
    await expect(page.getByRole('navigation').first()).toBeVisible(T);
    // A vector that ran would be seen: the trap records its number.
    await page.evaluate(() => (window as unknown as { __xss(id: number): void }).__xss(0));
    expect(hostile.calls).toEqual([0]);
    hostile.calls.length = 0;
    // A string into a script sink is refused and reported, in the page and to the simulator.
    const refused = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss(-1)">');
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect
      .poll(() => hostile.pageViolations.map((v) => v.directive), T)
      .toEqual(['require-trusted-types-for']);
    await expect
      .poll(async () => (await hostile.reportedViolations()).map((v) => v.directive), T)
      .toEqual(['require-trusted-types-for']);
    expect(hostile.calls).toEqual([]);
  });

  test('the video player, the TV stream and the inspector keep to Trusted Types', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const hostile = await HostileContent.arm(context, request);
    const guest = await guestCopyOf(request, 'newbie');
    // hls.js (without its worker), Vite's module preloads, the lazy routes and React's rendering.
    await new ShellPage(page).loginAs(guest, ContentPages.videoPath('lanalove', 5102));
    await expectPlayerPlaying(page.locator('main .content-whole-video'));
    await page.goto('/en/tv/livestream/');
    await new TvPages(page).expectPlaying();
    // The inspector: its statechart drawing and its panels.
    await page.goto('/en/?inspect=1');
    await expect(new Inspector(page).region).toBeVisible(T);
    await hostile.expectNothingRan(page);
  });

  test('messenger: actor names, and every vector as her messages', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const hostile = await HostileContent.arm(context, request);
    const login = await guestCopyOf(request, 'demo');
    const { channels } = await hostile.seed(login);
    const messenger = new MessengerPage(page);
    await messenger.open(login);
    const nameOf = (index: number) => channels[index]!.actorName;
    await expect(messenger.channelList.getByText(nameOf(0), { exact: true })).toBeVisible(T);
    const names = await hostile.shownVectors(page, '[data-testid="channel-list"]');
    test.info().annotations.push({ type: 'vectors shown', description: `names: ${names.length}` });
    await expectShownAsText(hostile, messenger.channelList, names, 5);

    // The conversations share the corpus: each is read from its newest message up to its oldest,
    // so every vector is on screen once, whole and as text.
    const seen = new Set<number>();
    // Half a screen up per read, then two frames: the virtualizer renders the rows a scroll brings
    // in its scroll event, before the frame's animation callbacks, so the next read sees them. The
    // poll reads again at once (no pause between polls): each step waits for its own frames, and
    // the half-screen steps overlap, so a step read late still leaves no row unread.
    const readUp = async () => {
      for (const vector of await hostile.shownVectors(page, '[data-testid="message-list"]'))
        seen.add(vector.id);
      await messenger.messages.evaluate(async (list) => {
        list.scrollBy(0, -list.clientHeight / 2);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      return seen;
    };
    for (const { actorName, vectorIds } of channels.filter((each) => each.vectorIds.length > 1)) {
      await messenger.channelList.getByText(actorName, { exact: true }).click();
      const newest = XSS_VECTORS[vectorIds.at(-1)! - 1]!.text;
      await expect(messenger.messages.getByText(newest, { exact: true })).toBeVisible(T);
      await expect
        .poll(async () => {
          const shown = await readUp();
          return vectorIds.filter((id) => !shown.has(id));
        }, STEPWISE)
        .toEqual([]);
      expect(hostile.calls).toEqual([]);
    }
    test.info().annotations.push({ type: 'vectors shown', description: `messages: ${seen.size}` });
    expect(seen.size).toBe(XSS_VECTORS.length);
    await hostile.expectNothingRan(page);
  });

  test('blog, search, album comments and feed', async ({ page, context, request }) => {
    test.setTimeout(240_000);
    const hostile = await HostileContent.arm(context, request);
    const login = await guestCopyOf(request, 'vip');
    await hostile.seed(login);
    const seen = new Set<number>();
    const main = page.locator('main');
    await new ShellPage(page).loginAs(login);
    const visit = async (path: string, ready: () => Promise<void>, at: number) => {
      await page.goto(path);
      await ready();
      // The page's texts arrive after its heading: wait until the surface shows its vectors.
      await expect
        .poll(async () => (await hostile.shownVectors(page, 'main')).length, T)
        .toBeGreaterThanOrEqual(at);
      const shown = await hostile.shownVectors(page, 'main');
      test
        .info()
        .annotations.push({ type: 'vectors shown', description: `${path}: ${shown.length}` });
      await expectShownAsText(hostile, main, shown, at);
      for (const vector of shown) seen.add(vector.id);
    };

    await visit('/en/blog/', () => expect(main.locator('article').first()).toBeVisible(T), 10);

    await visit(
      '/en/search/Lana/',
      () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(T),
      1,
    );

    await visit(
      ContentPages.albumPath('lanalove', 6201),
      () => expect(main.getByRole('heading', { name: /^Comments/ })).toBeVisible(T),
      4,
    );

    await visit('/en/feed/', () => expect(main.locator('article').first()).toBeVisible(T), 3);

    // Over the journey, a good part of the corpus was on screen as text.
    expect(seen.size).toBeGreaterThanOrEqual(30);
    await hostile.expectNothingRan(page);
  });
});
