import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

/** The video areas (issue #20): the grid, its tiles, sort and filter controls. */
export class VideoAreas {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  get grid(): Locator {
    return this.main.getByRole('list', { name: this.gridName });
  }
  gridName = 'All videos';
  get tiles(): Locator {
    return this.grid.getByRole('listitem');
  }
  /** The SEO texts below a list by tags (seed 001 §7). */
  get seoTexts(): Locator {
    return this.main.getByRole('complementary', { name: 'About these videos' });
  }
  get sort(): Locator {
    return this.main.getByRole('combobox', { name: 'Sort' });
  }
  tileLink(index: number): Locator {
    return this.tiles.nth(index).getByRole('link');
  }
  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }
  get alert(): Locator {
    return this.main.getByRole('alert');
  }

  async open(path: string, gridName = 'All videos'): Promise<void> {
    this.gridName = gridName;
    await this.page.goto(path);
  }

  /**
   * The pages of videos the app asks the query service for from now on (`videos(first,
   * offset)`), in order.
   */
  watchVideoPages(): { first: number; offset: number }[] {
    const asked: { first: number; offset: number }[] = [];
    this.page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const body = request.postDataJSON() as {
        query?: string;
        variables?: { first?: number; offset?: number };
      } | null;
      if (!body?.query?.includes('query Videos(')) return;
      asked.push({ first: body.variables?.first ?? -1, offset: body.variables?.offset ?? -1 });
    });
    return asked;
  }

  /** The link above a list opened at a later page, to the page before it. */
  earlierLink(page: number): Locator {
    return this.main.getByRole('link', { name: `Earlier videos (page ${page})` });
  }

  /** The titles of the first `count` tiles, in order. */
  async titles(count: number): Promise<string[]> {
    await expect(this.tiles.nth(count - 1)).toBeVisible({ timeout: 15_000 });
    return this.tiles
      .locator('h3')
      .evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => node.textContent ?? ''), count);
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** Axe at desktop and phone width, with a screenshot of each when VIDEOS_SHOTS_DIR is set. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/videos-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
