import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';

/**
 * Issue 50, item 4: each guest route's page comes with its frame prerendered (src/prerender):
 * without any script, a visitor sees the navbar with working links, the cookie banner of a first
 * visit and the page's heading. An actor's profile is a template the simulator fills with her
 * name from its store.
 */
test.describe('with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 800 } });

  const PAGES = [
    { path: '/en/', heading: 'Live cams, videos and TV' },
    { path: '/en/cams/', heading: 'Live cams' },
    // fixtures: the catalogue's lanalove is LanaLove (simulator/catalogue).
    { path: '/en/amateur/lanalove/', heading: 'LanaLove' },
  ];

  /** The frame of a first visit: navbar with plain links, the cookie banner, the page's heading. */
  async function expectFrame(page: Page, path: string, heading: string): Promise<void> {
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Cams', exact: true }), path).toHaveAttribute(
      'href',
      '/en/cams/',
    );
    await expect(navbar.getByRole('link', { name: 'Videos', exact: true }), path).toHaveAttribute(
      'href',
      '/en/videos/',
    );
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner, path).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }

  // One visitor without scripts goes through the prerendered pages, each a step: no app boots,
  // so a test of its own a page cost mostly its browser context.
  test('a visitor goes through the prerendered pages: each shows its frame, a navbar link opens the next', async ({
    page,
  }) => {
    for (const { path, heading } of PAGES)
      await test.step(`${path} shows the navbar, the cookie banner and its heading`, async () => {
        await page.goto(path);
        await expectFrame(page, path, heading);
      });

    await test.step('a navbar link is a plain link: it opens the next prerendered page', async () => {
      await page.goto('/en/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Cams', exact: true })
        .click();
      await expect(page).toHaveURL(/\/en\/cams\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Live cams' })).toBeVisible();
    });

    await test.step('an unknown actor keeps the generic heading', async () => {
      await page.goto('/en/amateur/nobody-by-this-name/');
      await expect(page.getByRole('heading', { level: 1, name: 'Amateur profile' })).toBeVisible();
    });

    for (const { name, path, heading, room } of [
      {
        name: 'the video station',
        path: '/en/videos/',
        heading: 'Video station',
        room: '.jumbotron',
      },
      { name: 'the blog', path: '/en/blog/', heading: 'Blog', room: '.blog-card-room' },
    ])
      await test.step(`${name} shows its first picture from the HTML`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The server put the first picture into the frame's room (src/prerender/firstScreen.ts).
        const picture = page.locator(`[data-frame="desktop"] ${room} img`);
        await expect(picture, name).toBeVisible();
        await expect
          .poll(
            () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
            { message: name },
          )
          .toBeGreaterThan(0);
      });

    await test.step('a video page shows the navbar and the cookie banner while her video loads', async () => {
      // A template for any actor's video (src/prerender/frames.tsx): the page's frame, her video
      // loading in it.
      await page.goto('/en/amateur/lanalove/videos/5101/');
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Videos', exact: true }),
      ).toHaveAttribute('href', '/en/videos/');
      const banner = new CookieBanner(page);
      await expect(banner.region).toBeVisible();
      await expect(banner.button('Accept all')).toBeVisible();
      await expect(page.locator('#root[data-prerendered="actorVideoDetails"]')).toHaveCount(1);
    });

    await test.step('on a phone the mobile frame shows, with its menu buttons', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/en/cams/');
      await expect(page.getByRole('heading', { level: 1, name: 'Live cams' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    });
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the app takes the prerendered page over, with no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/cams/');
    // The app's own page: the frame gone, the app's container shown.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('#app[data-behind-frame]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Live cams' })).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Performers' }).getByRole('listitem').first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThanOrEqual(0.1);
    // The cookie banner is the app's and works.
    await page
      .getByRole('region', { name: 'Cookies on this site' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  });

  test('on a phone the cookie banner’s paint is the frame’s, also when the app is up before the first paint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's first paint held back until the app has rendered its banner, as on a busy phone
    // whose first frame comes after the scripts: a render-blocking script in the page's head,
    // answered only then.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/first-paint-held.js', async (route) => {
      await held;
      await route.fulfill({ body: '', contentType: 'text/javascript' });
    });
    await page.route('**/en/feed/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script async blocking="render" src="/first-paint-held.js"></script></head>',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body: html, headers });
    });
    await page.addInitScript(() => {
      const paints: { inApp: boolean; banner: boolean }[] = [];
      Object.assign(window, { __paints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          paints.push({
            inApp: entry.element?.closest('#app') != null,
            banner: entry.element?.closest('.cookie-banner') != null,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/en/feed/', { waitUntil: 'commit' });
    // The app's banner is rendered (unseen, behind the frame's) before anything is painted.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('#app .cookie-banner') !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    release();
    const banner = new CookieBanner(page);
    await expect(banner.region).toBeVisible();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
    const paints = await page.evaluate(
      () => (window as unknown as { __paints: { inApp: boolean; banner: boolean }[] }).__paints,
    );
    // The largest paint is the frame's banner text, painted from the HTML: the app's banner took
    // its place unseen, so it is no new, later largest paint.
    expect(paints.length).toBeGreaterThan(0);
    expect(paints.filter((paint) => paint.inApp)).toEqual([]);
    expect(paints.at(-1)?.banner).toBe(true);
    // The banner is the app's and works.
    await banner.acceptAll();
  });

  for (const screen of [
    // The video station's jumbotron: its first slide, then the app's slide with its link.
    {
      name: 'the video station’s',
      path: '/en/videos/',
      box: '.jumbotron',
      done: '.jumbotron a',
      region: 'Featured video',
    },
    // The blog landing's first featured card: the frame's room, then the app's card.
    {
      name: 'the blog’s',
      path: '/en/blog/',
      box: '.blog-cards',
      done: '.blog-card h3',
      region: 'Featured',
    },
  ])
    test(`${screen.name} largest paint is its first picture from the HTML, which stays through the take-over`, async ({
      page,
    }) => {
      await page.addInitScript(({ box, done }) => {
        const seen = {
          paints: [] as { url: string; time: number }[],
          shifts: 0,
          gone: 0,
          blank: 0,
          framed: false,
        };
        Object.assign(window, { __seen: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
            seen.paints.push({ url: entry.url, time: entry.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) seen.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Each frame until the app's screen is up: is its first picture on screen (the frame's,
        // or the app's once it took over)?
        const sample = () => {
          const root = document.querySelector('#root[data-prerendered]');
          const app = document.querySelector('#app:not([data-behind-frame])');
          const shown = (root ?? app)?.querySelector(`${box} img`);
          // Gone once it was there: the first frame can come before the parser reached it.
          if (root !== null) seen.framed = true;
          else if (seen.framed && seen.gone === 0) seen.gone = performance.now();
          if (!shown && document.querySelector(box)) seen.blank += 1;
          if (root !== null || !app?.querySelector(done)) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, screen);
      await page.goto(screen.path);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
      await expect(
        page.getByRole('region', { name: screen.region, exact: true }).locator('img').first(),
      ).toBeVisible();
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              __seen: {
                paints: { url: string; time: number }[];
                shifts: number;
                gone: number;
                blank: number;
              };
            }
          ).__seen,
      );
      const largest = seen.paints.at(-1);
      expect(largest?.url).toMatch(/\/media\//);
      // Painted before the app took over: from the HTML, not after the scripts and the list.
      expect(largest?.time).toBeLessThan(seen.gone);
      expect(seen.blank).toBe(0);
      expect(seen.shifts).toBeLessThanOrEqual(0.1);
    });
});
