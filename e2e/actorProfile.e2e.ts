import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { CamAreas } from './models/CamAreas.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 15_000 };
// The journeys through many screens: the machine that runs them is shared and busy.
const SLOW = { timeout: 30_000 };

/** Issue #18, part 2: the actor profile and its sections. */
test.describe('the actor profile', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a visitor opens a profile and each section; a chat button asks her to log in', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { id, name } = await ActorProfilePages.find(request, { ratings: 'many' });
    await ActorProfilePages.setOnline(request, id, true);
    const profile = new ActorProfilePages(page);
    // Any case in the URL names her; links write the name lower-cased.
    await new ShellPage(page).open(ActorProfilePages.path(name.toUpperCase()));
    await expect(profile.heading(name)).toBeVisible(T);
    await expect(profile.main.getByRole('heading', { name: `Chat with ${name}` })).toBeVisible();
    await expect(
      profile.main.getByText(/Video chat · (free|\d+,\d\d €\/min)/).first(),
    ).toBeVisible();
    await expect(profile.main.getByRole('img', { name: /Sedcard 1 of/ })).toBeVisible();
    await profile.checkScreen('overview');

    await profile.section('About me').click();
    await expect(page).toHaveURL(ActorProfilePages.path(name.toLowerCase(), 'about-me/'));
    await expect(
      profile.main.getByRole('heading', { name: `When ${name} is online` }),
    ).toBeVisible();
    await expect(profile.main.getByText(/% satisfied \(\d+ ratings in 90 days\)/)).toBeVisible();
    await profile.checkScreen('about-me');

    await profile.section('Live show').click();
    // Her live state (the simulator's actors may go on- or offline meanwhile).
    await expect(
      profile.main.getByText(new RegExp(`^${name} is (online now|offline right now)\\.$`)),
    ).toBeVisible(T);
    await expect(
      profile.main.getByText(
        new RegExp(
          `^(Choose a chat below to join ${name} live|When ${name} comes online, her chats open here)\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(profile.chatButton(/^Video chat · /)).toBeVisible();
    await expect(
      profile.main.getByRole('heading', { name: `Ticket shows of ${name}` }),
    ).toBeVisible();
    await expect(
      profile.main
        .getByText(`${name} has no ticket show planned right now.`)
        .or(profile.main.getByRole('list', { name: `Ticket shows of ${name}` })),
    ).toBeVisible(T);
    await expect(profile.main.getByRole('link', { name: 'All cam shows' })).toHaveAttribute(
      'href',
      '/en/cam-shows/',
    );
    await profile.checkScreen('live-show');

    await profile.section('Overview').click();
    // The button leads to the chat's live show entry, whose gate asks her to log in or sign up.
    await profile.chatButton(/^Video chat · .* · Log in to chat$/).click();
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await new PayTour(page).expectOpen(/Log in|Create your free account/);
  });

  test('a visitor opens a profile from the cams list, each of its sections, and back on the list finds her place', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const cams = new CamAreas(page);
    const profile = new ActorProfilePages(page);
    await page.goto('/en/cams/');
    await expect(cams.tiles.first()).toBeVisible(SLOW);
    // Down the list, as a visitor browses it; the tile she opens is pinned by its actor id.
    await page.mouse.wheel(0, 1_200);
    await expect.poll(() => page.evaluate(() => window.scrollY), SLOW).toBeGreaterThan(600);
    let picked = { id: 0, name: '', href: '' };
    let scrolled = 0;
    await expect(async () => {
      picked = await cams.tileAt(12);
      await cams.tileOf(picked.id).scrollIntoViewIfNeeded();
      scrolled = await page.evaluate(() => window.scrollY);
      await cams.tileOf(picked.id).click({ timeout: 10_000 });
      await expect(page).toHaveURL(new RegExp(`${picked.href}$`), { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const { id, name } = picked;
    const slug = name.toLowerCase();
    await expect(profile.heading(name)).toBeVisible(SLOW);

    await profile.section('About me').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'about-me/'));
    await expect(profile.main.getByRole('heading', { name: `When ${name} is online` })).toBeVisible(
      T,
    );

    await profile.section('Videos').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'videos/'));
    await expect(profile.heading(name)).toBeVisible(SLOW);
    await expect(profile.section('Videos')).toHaveAttribute('aria-current', 'page');
    const videoSections = profile.main.getByRole('navigation', { name: 'Her videos' });
    await expect(videoSections.getByRole('link', { name: 'All videos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(profile.main.getByRole('list', { name: `Videos of ${slug}` })).toBeVisible(SLOW);
    await videoSections.getByRole('link', { name: 'Classic videos' }).click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'videos/classic/'));
    await expect(
      profile.main.getByRole('heading', { name: `Classic videos of ${slug}` }),
    ).toBeVisible(SLOW);
    // Still her Videos section, inside her frame.
    await expect(profile.section('Videos')).toHaveAttribute('aria-current', 'page');

    await profile.section('Feed').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'feed/'));
    await expect(profile.heading(name)).toBeVisible(SLOW);

    await profile.section('Live show').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'live-show/'));
    await expect(
      profile.main.getByRole('heading', { name: `Ticket shows of ${name}` }),
    ).toBeVisible(SLOW);

    await profile.section('Top cams').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug, 'top-cams/'));
    await expect(profile.main.getByRole('navigation', { name: 'Top cams' })).toBeVisible(SLOW);

    await profile.section('Overview').click();
    await expect(page).toHaveURL(ActorProfilePages.path(slug));

    // Back through her eight pages to the list: the same place, her tile where it was.
    await page.evaluate(() => history.go(-8));
    await expect(page).toHaveURL(/\/en\/cams\/$/, SLOW);
    await expect(cams.tileOf(id)).toBeInViewport(SLOW);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled), SLOW)
      .toBeLessThan(80);
  });

  test('a logged-in guest with money reaches the live show entry of the chosen chat', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const { id, name } = await ActorProfilePages.find(request, { ratings: 'many' });
    await ActorProfilePages.setOnline(request, id, true);
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).loginAs(demoGuest, ActorProfilePages.path(name.toLowerCase()));
    const video = profile.main.getByRole('link', { name: /^Video chat · / });
    await expect(video).toBeVisible(T);
    await video.click();
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await expect(profile.main.getByRole('region', { name: /^Live chat with / })).toBeVisible();
    await expect(profile.main.getByText(`${name} is online now.`)).toBeVisible();
  });

  test('chat ratings under 10 are hidden', async ({ page, request }) => {
    const { name } = await ActorProfilePages.find(request, { ratings: 'few' });
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).open(ActorProfilePages.path(name.toLowerCase(), 'about-me/'));
    await expect(profile.main.getByText('Not enough ratings yet.')).toBeVisible(T);
    await expect(profile.main.getByText(/% satisfied/)).toHaveCount(0);
  });

  test('a guest from a country she bans sees her as unavailable, never her media or chat, and is offered actors online now instead', async ({
    page,
    request,
  }) => {
    const francGuest = await guestCopyOf(request, 'franc');
    const { id, name } = await ActorProfilePages.find(request, { bannedIn: 'CH' });
    const profile = new ActorProfilePages(page);
    // Her pictures only (actor, sedcard: `/media/pic/{kind}/{id}[-n]/…`): the actors offered
    // instead bring pictures of their own.
    const hers = new RegExp(`/media/pic/[a-z]+/${id}(-\\d+)?/`);
    const media: string[] = [];
    page.on('request', (each) => {
      if (hers.test(each.url())) media.push(each.url());
    });
    await new ShellPage(page).loginAs(francGuest, ActorProfilePages.path(name.toLowerCase()));
    await expect(profile.main.getByText(`${name} is not available in your country.`)).toBeVisible(
      T,
    );
    // Not a dead end: actors online now are offered instead, she is not among them.
    const offered = profile.recommendations();
    await expect(offered.locator('a.cam-tile')).toHaveCount(9, T);
    expect(await profile.recommendedIds(offered)).not.toContain(id);
    await expect(profile.imagesBesideRecommendations).toHaveCount(0);
    await expect(profile.main.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await page.goto(ActorProfilePages.path(name.toLowerCase(), 'live-show/'));
    await expect(profile.main.getByText(`${name} is not available in your country.`)).toBeVisible(
      T,
    );
    expect(media).toEqual([]);
    await profile.checkScreen('banned');
  });

  test('a guest from a country she bans cannot open her videos, pictures or feed; none of her media is asked for', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const her = await ActorProfilePages.findWithMedia(request, 'CH');
    const slug = her.name.toLowerCase();
    const login = await guestCopyOf(request, 'franc');
    const profile = new ActorProfilePages(page);
    const media = profile.recordMediaRequests();
    const hers = (path: string) =>
      path.startsWith('/media/content/') ||
      path.includes(`/video/${her.videoId}/`) ||
      path.includes(`/album/${her.albumId}/`) ||
      path.includes(`/albumPicture/${her.albumId}`) ||
      path.includes(`/post/${her.postId}`) ||
      path.includes(`/actor/${her.id}/`) ||
      path.includes(`/sedcard/${her.id}`);
    await new ShellPage(page).loginAs(
      login,
      ActorProfilePages.path(slug, `videos/${her.videoId}/`),
    );
    await expect(profile.unavailable(her.name)).toBeVisible(SLOW);
    for (const section of [
      `pictures/${her.albumId}/`,
      'videos/',
      'videos/classic/',
      'feed/',
    ] as const) {
      await page.goto(ActorProfilePages.path(slug, section));
      await expect(profile.unavailable(her.name)).toBeVisible(SLOW);
      await expect(profile.imagesBesideRecommendations).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);
    }
    await page.goto(`/en/amateur/${slug}/videos/tag/${encodeURIComponent('solo')}/`);
    await expect(profile.unavailable(her.name)).toBeVisible(SLOW);
    // The simulator refuses her media to this guest even when asked directly (seed 001 §5).
    const direct = await page.request.get(`/media/content/video/${her.videoId}/preview.webm`);
    expect(direct.status()).toBe(403);
    expect(media.filter(hers)).toEqual([]);
  });

  test('a guest from a country she does not ban opens her video page with its media', async ({
    page,
    request,
  }) => {
    const her = await ActorProfilePages.findWithMedia(request, 'CH');
    // A guest from DE with an accepted age check: her media is shown, whatever its age rating.
    const login = await guestCopyOf(request, 'demo');
    const profile = new ActorProfilePages(page);
    const media = profile.recordMediaRequests();
    await new ShellPage(page).loginAs(
      login,
      ActorProfilePages.path(her.name.toLowerCase(), `videos/${her.videoId}/`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await expect(profile.unavailable(her.name)).toHaveCount(0);
    await expect
      .poll(
        () => media.some((path) => path.startsWith(`/media/content/video/${her.videoId}/`)),
        SLOW,
      )
      .toBe(true);
  });

  test('an unknown actor name gets a not-found page', async ({ page }) => {
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).open(ActorProfilePages.path('nobody-has-this-name'));
    await expect(profile.heading('This performer does not exist')).toBeVisible(T);
    await expect(page.locator('[data-status-bar-type="notfoundredirect"]')).toBeVisible();
    await expect(profile.main.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
    await profile.checkScreen('not-found');
  });

  test('the top camgirls section lists the top cams by type in the profile frame', async ({
    page,
    request,
  }) => {
    const { name } = await ActorProfilePages.find(request, { ratings: 'many' });
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).open(ActorProfilePages.path(name.toLowerCase()));
    await profile.section('Top cams').click();
    await expect(page).toHaveURL(ActorProfilePages.path(name.toLowerCase(), 'top-cams/'));
    await expect(profile.heading(name)).toBeVisible(T);
    const tabs = profile.main.getByRole('navigation', { name: 'Top cams' });
    await expect(tabs.getByRole('link', { name: 'Best chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tiles = profile.main.getByRole('list', { name: 'Best chats' }).getByRole('listitem');
    await expect(tiles.first()).toBeVisible(T);
    await tabs.getByRole('link', { name: 'Top 100' }).click();
    await expect(page).toHaveURL(/top=TOP_100/);
    await expect(
      profile.main.getByRole('list', { name: 'Top 100' }).getByRole('listitem').first(),
    ).toBeVisible(T);
    // A tile opens that performer's profile.
    const first = profile.main.getByRole('list', { name: 'Top 100' }).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/en\/amateur\/[^/]+\/$/);
  });

  test('recommended actors: 9 on desktop and 8 on a phone, online now; one going offline leaves her place to the next, and an emptied place fills when an actor comes back', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    test.setTimeout(120_000);
    // The simulator's online walk is paused: only this test takes actors offline.
    await ActorProfilePages.onlineTimer(request, 0);
    try {
      const { id, name } = await ActorProfilePages.find(request, { ratings: 'many' });
      const profile = new ActorProfilePages(page);
      // Online pushes reach a logged-in guest's socket (a visitor opens none).
      await new ShellPage(page).loginAs(demoGuest, ActorProfilePages.path(name.toLowerCase()));
      await expect(profile.heading(name)).toBeVisible(T);
      const block = await profile.scrollToRecommendations();
      await expect(block.locator('a.cam-tile')).toHaveCount(9, T);
      await expect(block.locator('a.cam-tile.cam-online')).toHaveCount(9);
      const before = await profile.recommendedIds();
      expect(before, 'not recommended on her own page').not.toContain(id);

      const leaving = before[2]!;
      await ActorProfilePages.setOnline(request, leaving, false);
      await expect(profile.recommended(leaving)).toHaveCount(0, T);
      const after = await profile.recommendedIds();
      // Still 9; the next one took her place, and no other tile moved.
      expect(after).toHaveLength(9);
      expect(after[2]).not.toBe(leaving);
      expect(after.filter((_, i) => i !== 2)).toEqual(before.filter((_, i) => i !== 2));
      await expect(profile.main.getByRole('heading', { name: `Chat with ${name}` })).toBeVisible();

      await page.setViewportSize({ width: 390, height: 900 });
      await expect(block.locator('a.cam-tile')).toHaveCount(8);
      expect(await profile.recommendedIds()).toEqual(after.slice(0, 8));
      await profile.shotOf(block, 'recommended-block-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await profile.shotOf(block, 'recommended-block-1280');
      await profile.checkScreen('recommended');

      // Seven more leave: the pool of 16 is down to 8, and one of the 9 places is empty.
      const gone = [leaving];
      for (let n = 0; n < 7; n++) {
        const next = (await profile.recommendedIds())[0]!;
        gone.push(next);
        await ActorProfilePages.setOnline(request, next, false);
        await expect(profile.recommended(next)).toHaveCount(0, T);
      }
      await expect(block.locator('a.cam-tile')).toHaveCount(8, T);
      const short = await profile.recommendedIds();
      // One of them comes back: the block fills its empty place, and the 8 shown stay put.
      try {
        await ActorProfilePages.setOnline(request, leaving, true);
        await expect(block.locator('a.cam-tile')).toHaveCount(9, T);
        expect((await profile.recommendedIds()).slice(0, 8)).toEqual(short);
      } finally {
        for (const actorId of gone) await ActorProfilePages.setOnline(request, actorId, true);
      }
    } finally {
      await ActorProfilePages.onlineTimer(request, 2_000);
    }
  });

  test('her live page while she is offline offers the actors online now: 5 in a slider on a phone', async ({
    page,
    request,
  }) => {
    await ActorProfilePages.onlineTimer(request, 0);
    try {
      const { id, name } = await ActorProfilePages.find(request, { ratings: 'few' });
      await ActorProfilePages.setOnline(request, id, false);
      const profile = new ActorProfilePages(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await new ShellPage(page).open(ActorProfilePages.path(name.toLowerCase(), 'live-show/'));
      const block = profile.recommendations(`${name} is offline: try these instead`);
      await expect(block.locator('a.cam-tile')).toHaveCount(5, T);
      // One row that scrolls sideways.
      const tops = await block
        .locator('a.cam-tile')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await profile.shotOf(block, 'recommended-offline-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(block.locator('a.cam-tile')).toHaveCount(9);
      await profile.shotOf(block, 'recommended-offline-1280');
      await profile.checkScreen('live-offline');
    } finally {
      await ActorProfilePages.onlineTimer(request, 2_000);
    }
  });

  test('recommendations that cannot be loaded say so with a retry; the rest of the profile stays', async ({
    page,
    request,
  }) => {
    const { name } = await ActorProfilePages.find(request, { ratings: 'many' });
    const profile = new ActorProfilePages(page);
    let failing = true;
    await page.route(
      (url) => url.pathname.endsWith('/graphql/query'),
      (route) =>
        failing && (route.request().postData() ?? '').includes('query Recommendations')
          ? route.fulfill({ status: 503, body: '' })
          : route.fallback(),
    );
    await new ShellPage(page).open(ActorProfilePages.path(name.toLowerCase()));
    // They load when they come near view, as a guest scrolls down to them.
    const block = await profile.scrollToRecommendations();
    await expect(block.getByRole('alert')).toHaveText(
      /The recommendations could not be loaded\./,
      T,
    );
    await expect(profile.main.getByRole('heading', { name: `Chat with ${name}` })).toBeVisible();
    await expect(profile.chatButton(/^Video chat · /)).toBeVisible();
    await profile.shotOf(block, 'recommended-failed-1280');
    failing = false;
    await block.getByRole('button', { name: 'Try again' }).click();
    await expect(block.locator('a.cam-tile')).toHaveCount(9, T);
    await expect(block.getByRole('alert')).toHaveCount(0);
  });
});
