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
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect(this.page).toHaveURL(path);
    await expect(this.page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({
      timeout: 20_000,
    });
    await expect(this.page.locator('.page-loading'), path).toHaveCount(0, { timeout: 20_000 });
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
