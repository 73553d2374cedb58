import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

interface ListSnapshot {
  context: { key: string | null; entries: Record<string, { items: { id: number }[] }> };
}

/** The blog, legal texts, daily deals and special pages (issue #22 parts 2, 4, 7). */
export class BlogPages {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  heading(name: string | RegExp, level = 1): Locator {
    return this.main.getByRole('heading', { name, level, exact: true });
  }
  /** A tile grid by its accessible name, and its tiles. */
  grid(name: string): Locator {
    return this.main.getByRole('list', { name });
  }
  tiles(grid: string): Locator {
    return this.grid(grid).getByRole('listitem');
  }
  /** The performers the landing's posts name (blog `actors`), each a link to her profile. */
  get performers(): Locator {
    return this.main.getByRole('list', { name: 'Performers in these posts' }).getByRole('listitem');
  }
  get loadMore(): Locator {
    return this.main.getByRole('button', { name: 'Load more' });
  }

  /** The ids of the posts a list actor holds for its shown query, in order (the page's state). */
  async listIds(systemId: string): Promise<number[]> {
    return this.page.evaluate((id) => {
      const state = (
        window as unknown as { __camclient: { state(id: string): ListSnapshot | undefined } }
      ).__camclient.state(id);
      const key = state?.context.key;
      return key ? (state.context.entries[key]?.items.map((item) => item.id) ?? []) : [];
    }, systemId);
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** Axe at desktop and phone width, with a screenshot of each when BLOG_SHOTS_DIR is set. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/blog-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
