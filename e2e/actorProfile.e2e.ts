import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';

const T = { timeout: 15_000 };

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
    await expect(profile.main.getByText('The live chat opens here.').first()).toBeVisible();
    await profile.checkScreen('live-show');

    await profile.section('Overview').click();
    await profile.chatButton(/^Video chat · .* · Log in to chat$/).click();
    await new PayTour(page).expectOpen(/Log in|Create your free account/);
  });

  test('a logged-in guest with money reaches the live show entry of the chosen chat', async ({
    page,
    request,
  }) => {
    const { id, name } = await ActorProfilePages.find(request, { ratings: 'many' });
    await ActorProfilePages.setOnline(request, id, true);
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).loginAs('demo', ActorProfilePages.path(name.toLowerCase()));
    const video = profile.main.getByRole('link', { name: /^Video chat · / });
    await expect(video).toBeVisible(T);
    await video.click();
    await expect(page).toHaveURL(/\/live-show\/\?chat=video$/);
    await expect(profile.main.getByText(/Chosen: Video chat at/)).toBeVisible();
    await expect(profile.main.getByText(`${name} is online now.`)).toBeVisible();
  });

  test('chat ratings under 10 are hidden', async ({ page, request }) => {
    const { name } = await ActorProfilePages.find(request, { ratings: 'few' });
    const profile = new ActorProfilePages(page);
    await new ShellPage(page).open(ActorProfilePages.path(name.toLowerCase(), 'about-me/'));
    await expect(profile.main.getByText('Not enough ratings yet.')).toBeVisible(T);
    await expect(profile.main.getByText(/% satisfied/)).toHaveCount(0);
  });

  test('a guest from a country she bans sees her as unavailable, never her media or chat', async ({
    page,
    request,
  }) => {
    const { name } = await ActorProfilePages.find(request, { bannedIn: 'CH' });
    const profile = new ActorProfilePages(page);
    const media: string[] = [];
    page.on('request', (each) => {
      if (each.url().includes('/media/pic/')) media.push(each.url());
    });
    await new ShellPage(page).loginAs('franc', ActorProfilePages.path(name.toLowerCase()));
    await expect(profile.main.getByText(`${name} is not available in your country.`)).toBeVisible(
      T,
    );
    await expect(profile.images).toHaveCount(0);
    await expect(profile.main.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await page.goto(ActorProfilePages.path(name.toLowerCase(), 'live-show/'));
    await expect(profile.main.getByText(`${name} is not available in your country.`)).toBeVisible(
      T,
    );
    expect(media).toEqual([]);
    await profile.checkScreen('banned');
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
});
