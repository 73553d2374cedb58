import { expect, type Page } from '@playwright/test';
import { matchPath, type RouteName } from '../../src/routes/index.ts';
import { RouteCrawl } from './RouteCrawl.ts';

/** A link a guest can see: where it leads, and the route of the table it is. */
export interface FoundLink {
  href: string;
  route: RouteName;
  /** The page it was seen on (`menu:<name>` for a menu of the shell). */
  from: string;
  /** Pages the crawl had entered when it saw it (0: the start page, its menus and the search). */
  atVisit: number;
}

/**
 * A guest's crawl of the app by its links (issue 54, "done means"): from the start page it
 * follows only hrefs of links a guest can see (in the page, its footer and the shell's menus,
 * opened by their buttons), and notes for each route of the table where it was first seen. Each
 * page is entered as a click on its link enters it (a history entry in the running app), so the
 * crawl boots once.
 */
export class LinkCrawl {
  /** The first link seen to each route. */
  readonly found = new Map<RouteName, FoundLink>();
  /** The addresses waiting to be visited, by route (a few per route: her pages differ). */
  private readonly queue = new Map<RouteName, string[]>();
  private readonly seen = new Set<string>();
  private readonly visitsOf = new Map<RouteName, number>();
  /** Routes of one thing (a parameter in their path: an actor, a contest, a series, a video). */
  private readonly ofOneThing = new Set<RouteName>();
  visits = 0;

  constructor(readonly page: Page) {}

  /** Goes to `path` inside the running app, as following its link does (`RouteCrawl.visit`). */
  async enter(path: string): Promise<void> {
    await new RouteCrawl(this.page).visit(path);
  }

  /**
   * Notes the links a guest can see now (within `scope`, the whole page by default). The page is
   * scrolled to its end first, so blocks and grid rows that load near the screen are there.
   */
  async collect(from: string, scope = 'body'): Promise<void> {
    if (scope === 'body') await this.scrollThrough();
    const hrefs = await this.page
      .locator(scope)
      .evaluateAll((roots) =>
        roots.flatMap((root) =>
          [...root.querySelectorAll('a[href]')]
            .filter((a) => a.checkVisibility({ visibilityProperty: true }))
            .map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        ),
      );
    for (const href of hrefs) this.note(href, from);
  }

  /** Opens a menu by its button (a guest's click), collects its links and closes it again. */
  async collectMenu(name: string, open: () => Promise<void>, scope: string): Promise<void> {
    await open();
    await expect(this.page.locator(scope).first(), name).toBeVisible();
    // A menu that loads its entries (the rewards menu's events) has them before it is read.
    await expect(this.page.locator(`${scope} [aria-busy="true"]`), name).toHaveCount(0, {
      timeout: 10_000,
    });
    await this.collect(`menu:${name}`, scope);
    await this.page.keyboard.press('Escape');
  }

  /**
   * The next address to visit: a route not visited yet first, then further pages of a route. In
   * each round the routes of one thing go first: her profile, a contest, a series lead to their
   * own pages, which no menu shows, while a section's page mostly repeats the menus' links. The
   * order of discovery alone entered 64 pages before the last new route (docs/performance.md).
   */
  next(limitPerRoute: number): string | null {
    for (let round = 0; round < limitPerRoute; round += 1) {
      for (const oneThing of [true, false]) {
        for (const [route, paths] of this.queue) {
          const visits = this.visitsOf.get(route) ?? 0;
          if (visits !== round || paths.length === 0) continue;
          if (this.ofOneThing.has(route) !== oneThing) continue;
          this.visitsOf.set(route, visits + 1);
          this.visits += 1;
          return paths.shift()!;
        }
      }
    }
    return null;
  }

  private note(href: string, from: string): void {
    const match = matchPath(href);
    if (!match || match.lang !== 'en') return;
    if (!this.found.has(match.name))
      this.found.set(match.name, { href, route: match.name, from, atVisit: this.visits });
    if (Object.keys(match.params).length > 0) this.ofOneThing.add(match.name);
    if (this.seen.has(href)) return;
    this.seen.add(href);
    const paths = this.queue.get(match.name) ?? [];
    paths.push(href);
    this.queue.set(match.name, paths);
  }

  /** Scrolls to the page's end in screenfuls, so what loads near the screen comes. */
  private async scrollThrough(): Promise<void> {
    for (let step = 0; step < 12; step += 1) {
      const atEnd = await this.page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4;
      });
      // Two frames: what came near the screen mounts and asks for its content.
      await this.page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if (atEnd) break;
    }
    // What is loading gets its answer (a block or grid that stays busy is collected as it is).
    await expect(this.page.locator('[aria-busy="true"]'))
      .toHaveCount(0, { timeout: 5_000 })
      .catch(() => undefined);
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
}
