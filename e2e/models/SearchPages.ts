import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

/** The global search: the desktop overlay, the phone's search menu and the results pages. */
export class SearchPages {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  /** The desktop overlay (a dialog named "Search"). */
  get overlay(): Locator {
    return this.page.getByRole('dialog', { name: 'Search' });
  }
  /** The search input of the overlay or the phone's menu. */
  get input(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search models, videos, TV and blog' });
  }
  async openOverlay(): Promise<void> {
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  async openPhoneMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open search' }).click();
  }
  /** A found group of the overlay or the phone menu by its category label. */
  group(scope: Locator, category: string): Locator {
    return scope.getByRole('region', { name: new RegExp(`^${category} \\d+$`) });
  }
  heading(name: string | RegExp, level = 1): Locator {
    return this.main.getByRole('heading', { name, level });
  }
  /** The tile grid of a results page, by its accessible name, and its tiles. */
  grid(name: string): Locator {
    return this.main.getByRole('list', { name });
  }
  tiles(grid: string): Locator {
    return this.grid(grid).getByRole('listitem');
  }

  /** The overlay's or phone menu's recent searches (shown while nothing is typed). */
  get recent(): Locator {
    return this.page.getByRole('region', { name: 'Recent searches' });
  }
  recentSearch(term: string): Locator {
    return this.recent.getByRole('button', { name: term, exact: true });
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** Axe at desktop and phone width, with a screenshot of each when SEARCH_SHOTS_DIR is set. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/search-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }

  /**
   * Holds the simulator's answers for `pattern` back (`POST /dev/search/hold`) until
   * `releaseAnswer`: an answer made late on purpose, not by racing timers.
   */
  async holdAnswer(pattern: string): Promise<void> {
    const response = await this.page.request.post('/dev/search/hold', { data: { pattern } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  /** Waits until the simulator holds a request for `pattern` (the app asked for it). */
  async expectAnswerHeld(pattern: string): Promise<void> {
    await expect
      .poll(async () => {
        const held = (await (await this.page.request.get('/dev/search/held')).json()) as {
          waiting: { pattern: string }[];
        };
        return held.waiting.map((request) => request.pattern.toLowerCase());
      })
      .toContain(pattern.toLowerCase());
  }
  /** Sends the held answers of `pattern`: how many went to a waiting page, how many it gave up. */
  async releaseAnswer(pattern: string): Promise<{ released: number; abandoned: number }> {
    const response = await this.page.request.post('/dev/search/release', { data: { pattern } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { released: number; abandoned: number };
  }
}
