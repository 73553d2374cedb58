import type { Page } from '@playwright/test';
import { ROUTE_NAMES, type RouteName } from '../src/routes/index.ts';
import { expect, test } from './fixtures.ts';
import { LinkCrawl } from './models/LinkCrawl.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/**
 * Routes a guest reaches from outside the site only: the newsletter's unsubscribe link is in the
 * newsletter e-mail (seed 001 §2), no page of the site leads to it.
 */
const FROM_OUTSIDE: readonly RouteName[] = ['newsletterUnsubscribe'];

/**
 * Routes no link leads to yet, each with the link that is missing and who adds it. The crawl
 * expects exactly these unreached (and stops once only they are missing): any other unreached
 * route fails it by name; a route that gains its link is to leave this list.
 */
const PENDING: Readonly<Partial<Record<RouteName, string>>> = {};

/** Pages visited at most per crawl, and per route (an actor's or a contest's pages differ). */
const PAGES = 110;
const PER_ROUTE = 3;

/** The shell's menus a guest opens by their buttons, at each width. */
async function collectMenus(crawl: LinkCrawl, page: Page, mobile: boolean, loggedIn: boolean) {
  const shell = new ShellPage(page);
  if (mobile) {
    await crawl.collectMenu(
      'navigation menu',
      () => shell.menuButton('navigation menu').click(),
      '#mobile-menu-panel',
    );
    await crawl.collectMenu(
      'my area',
      async () => {
        await shell.menuButton('my area').click();
        // A logged-in guest's "my area" holds the rewards' events group, whose code comes with
        // the rewards domain: until it has rendered, the menu shows no sign that it is loading,
        // and a crawl that read it then missed every event's page (CI, at load).
        if (loggedIn)
          await expect(
            page.locator('#mobile-menu-panel').getByRole('heading', { name: 'Events' }),
          ).toBeVisible({ timeout: 20_000 });
      },
      '#mobile-menu-panel',
    );
    // The navigation menu's submenus, each opened by its button inside the menu.
    for (const section of ['Videos', 'TV', 'Contests']) {
      await crawl.collectMenu(
        `navigation menu: ${section}`,
        async () => {
          await shell.menuButton('navigation menu').click();
          await shell.submenuButton(section).click();
        },
        '#mobile-menu-panel [id^="submenu-"]',
      );
    }
    return;
  }
  if (await shell.moreSections.isVisible()) {
    await crawl.collectMenu('more', () => shell.moreSections.click(), '.nav-more-panel');
  }
  if (!loggedIn) return;
  await crawl.collectMenu(
    'my area',
    () => shell.openAccountMenu().then(() => undefined),
    '.account-menu-panel',
  );
  const rewards = shell.nav.getByRole('button', { name: 'Rewards' });
  await crawl.collectMenu('rewards', () => rewards.click(), '.rewards-menu-panel');
}

/** The search a guest types in the search field and sends (the only way to its result pages). */
async function search(crawl: LinkCrawl, page: Page, mobile: boolean, pattern: string) {
  const shell = new ShellPage(page);
  if (mobile) await shell.menuButton('search').click();
  else
    await shell.nav
      .getByRole('button', { name: /search/i })
      .first()
      .click();
  const field = page.getByRole('searchbox').or(page.getByRole('combobox', { name: /search/i }));
  await field.first().fill(pattern);
  await field.first().press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/search/${pattern}/`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await crawl.collect(`search:${pattern}`);
}

/** Whether the routes `crawls` found together leave none out but those no link can reach. */
function allReached(crawls: readonly LinkCrawl[]): boolean {
  return ROUTE_NAMES.every(
    (name) =>
      FROM_OUTSIDE.includes(name) ||
      name in PENDING ||
      crawls.some((crawl) => crawl.found.has(name)),
  );
}

/**
 * From the start page, links only, until `done` (every route seen by the crawls of the pair) or
 * the budget is spent. A crawl alone cannot reach every route (a visitor has no "my area"), so
 * it stops on what the pair has reached, not on its own findings: each used to spend its whole
 * budget of pages.
 */
async function crawlFromHome(
  crawl: LinkCrawl,
  mobile: boolean,
  loggedIn: boolean,
  done: () => boolean,
): Promise<LinkCrawl> {
  const { page } = crawl;
  await crawl.collect('/en/');
  await collectMenus(crawl, page, mobile, loggedIn);
  await search(crawl, page, mobile, 'lana');
  for (let path = crawl.next(PER_ROUTE); path !== null && crawl.visits < PAGES && !done();) {
    await crawl.enter(path);
    await crawl.collect(path);
    path = crawl.next(PER_ROUTE);
  }
  return crawl;
}

/** Who crawls at which width: each pair together must reach every route. */
const PAIRS = [
  { desktop: 'logged in', phone: 'visitor' },
  { desktop: 'visitor', phone: 'logged in' },
] as const;

/**
 * Every route of the table is reached by guests who follow only what they can see: desktop and
 * phone width, visitor and logged-in guest (my area, the rewards menu, the phone's menus), each
 * width once as each. A route a pair's two crawls do not reach fails the test by name, with where
 * the crawls looked.
 */
for (const pair of PAIRS) {
  test(`the link crawl (issue 54): every route is reached from /en/ by links, menus and buttons (desktop ${pair.desktop}, phone ${pair.phone})`, async ({
    page,
    request,
    browser,
  }) => {
    // Two crawls of up to 110 pages each, side by side, until together they reached every route:
    // each spent its whole budget before (4.1 min a pair in CI, over 8 min at load 16).
    test.setTimeout(480_000);
    const crawls: LinkCrawl[] = [];
    const crawlAt = async (tab: Page, mobile: boolean, who: 'visitor' | 'logged in') => {
      const crawl = new LinkCrawl(tab);
      crawls.push(crawl);
      await tab.setViewportSize(
        mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
      );
      const shell = new ShellPage(tab);
      if (who === 'logged in') await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/');
      else await shell.open('/en/');
      return crawlFromHome(crawl, mobile, who === 'logged in', () => allReached(crawls));
    };
    // Each width in a context of its own (its own cookies): the crawls wait on the app and the
    // simulator far more than they compute, so they run at once.
    const phoneContext = await browser.newContext();
    const [desktop, phone] = await Promise.all([
      crawlAt(page, false, pair.desktop),
      crawlAt(await phoneContext.newPage(), true, pair.phone),
    ]);
    await phoneContext.close();
    // The pages each crawl entered, and the one that showed it its last new route: the order's
    // measure (docs/performance.md, "The suite's time, session 47").
    const lastNew = (crawl: LinkCrawl) =>
      Math.max(0, ...[...crawl.found.values()].map((link) => link.atVisit));
    test.info().annotations.push({
      type: 'pages entered',
      description: `desktop ${desktop.visits} (last new route on page ${lastNew(desktop)}), phone ${phone.visits} (${lastNew(phone)})`,
    });

    const reached = new Set([...desktop.found.keys(), ...phone.found.keys()]);
    const unreached = ROUTE_NAMES.filter(
      (name) => !reached.has(name) && !FROM_OUTSIDE.includes(name),
    );
    expect(
      unreached,
      `routes no link leads to (desktop visited ${desktop.visits} pages, phone ${phone.visits})`,
    ).toEqual(Object.keys(PENDING));
    // The phone reaches the main sections through its navigation menu, as the desktop does.
    for (const name of ['cams', 'videos', 'messenger', 'feed', 'contests', 'blog'] as const) {
      expect(phone.found.has(name), `phone: ${name}`).toBe(true);
    }
  });
}
