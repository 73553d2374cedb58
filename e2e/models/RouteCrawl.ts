import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

/** What no screen of the route table may show: a placeholder, a 404 or an error screen. */
const NOT_REAL = [
  /not available yet/i,
  /^Page not found$/,
  /^Something went wrong$/,
  /could not be loaded/i,
  /^We could not (connect you|load your account)$/,
];

/** One visit after another through the route table, each checked as a real, accessible screen. */
export class RouteCrawl {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /**
   * Goes to `path` inside the running app, as the browser's back and forward do (a history
   * entry, then `popstate`): one boot and one axe injection for the whole crawl. Waits until its
   * screen is there: a level-1 heading shown and no lazy page still loading.
   */
  async visit(path: string): Promise<void> {
    // A history entry as react-router writes one (its index in `idx`): an entry without it is
    // not a navigation to the router, which then leaves the previous screen in place.
    await this.page.evaluate((to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: `crawl${idx}`, idx };
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, path);
    await expect(this.page).toHaveURL(path);
    // The shell has the new route, and its screen has had two frames to start rendering.
    await expect.poll(() => this.shellPath(), { message: path }).toBe(path);
    await this.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(this.page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({
      timeout: 20_000,
    });
    await expect(this.page.locator('.page-loading'), path).toHaveCount(0, { timeout: 20_000 });
  }

  /** The path of the route the shell shows (developer handle). */
  private shellPath(): Promise<string> {
    return this.page.evaluate(() => {
      const shell = (
        window as unknown as {
          __camclient: { state(id: string): { context: { route: { path: string } } } };
        }
      ).__camclient.state('shell');
      return shell.context.route.path;
    });
  }

  /** The headings and alerts of the page: none of them says placeholder, not found or error. */
  async expectRealScreen(path: string): Promise<void> {
    const said = await this.page
      .locator('h1, h2, [role="alert"], .not-available')
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
    const bad = said.filter((text) => NOT_REAL.some((pattern) => pattern.test(text)));
    expect(bad, path).toEqual([]);
    await expect(this.page.locator('body'), path).not.toContainText('not available yet');
  }

  /** axe finds no serious or critical violation on the page (`scope`: only there, e.g. 'main'). */
  async expectAccessible(scope?: string): Promise<void> {
    await expectNoSeriousViolations(this.page, scope);
  }
}
