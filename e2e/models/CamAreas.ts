import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** The performer lists (issue #18 parts 1 and 4): grid, filters, top cams tabs, online count. */
export class CamAreas {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }
  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Performers' });
  }
  get tiles(): Locator {
    return this.grid.getByRole('listitem');
  }
  /** The grid's "N items" line (the list's total). */
  get total(): Locator {
    return this.main.locator('.tile-grid-count');
  }
  get onlineCount(): Locator {
    return this.main.getByTestId('cams-online-count');
  }
  filter(name: string): Locator {
    return this.main
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('link', { name, exact: true });
  }
  tab(name: string): Locator {
    return this.main
      .getByRole('navigation', { name: 'Top cams' })
      .getByRole('link', { name, exact: true });
  }
  /** The phone's toggle of a cam list's menu ("Cam filter", "Categories"), above the grid. */
  menuToggle(name: 'Cam filter' | 'Categories'): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }
  /** The open phone menu's panel under the navbar, named by its title. */
  menuPanel(title: 'Cam filter' | 'Category filter'): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
  /** A tile pinned by the actor id its link carries (the grid is virtual: indexes move). */
  tileOf(actorId: number): Locator {
    return this.main.locator(`a.cam-tile[data-actor-id="${actorId}"]`);
  }

  /** The list's total as a number, once loaded. */
  async totalCount(): Promise<number> {
    await expect(this.total).toHaveText(/^\d+ items?$/, T);
    return Number.parseInt((await this.total.textContent()) ?? '', 10);
  }

  async onlineNow(): Promise<number> {
    await expect(this.onlineCount).toHaveText(/^\d+ actors online now$/, T);
    return Number.parseInt((await this.onlineCount.textContent()) ?? '', 10);
  }

  /** The actor id and name of the tile at `index` (in the order the grid shows them). */
  async tileAt(index: number): Promise<{ id: number; name: string; href: string }> {
    const link = this.tiles.nth(index).getByRole('link');
    await expect(link).toBeVisible(T);
    const id = Number(await link.getAttribute('data-actor-id'));
    const href = (await link.getAttribute('href')) ?? '';
    const name = (await link.locator('.cam-tile-name').textContent()) ?? '';
    return { id, name, href };
  }

  /** The names of the first `count` tiles, in order. */
  async names(count: number): Promise<string[]> {
    await expect(this.tiles.nth(count - 1)).toBeVisible(T);
    return this.tiles
      .locator('.cam-tile-name')
      .evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => node.textContent ?? ''), count);
  }

  /** The simulator's online control: takes her online or offline now, with its pushes. */
  static async setOnline(request: APIRequestContext, id: number, online: boolean): Promise<void> {
    const reply = await request.post(`/dev/messenger/actors/${id}/online`, { data: { online } });
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** The simulator's online timer (an actor comes or goes every 2 s); 0 pauses it. */
  static async onlineTimer(request: APIRequestContext, onlineIntervalMs: number): Promise<void> {
    const reply = await request.post('/dev/messenger/settings', { data: { onlineIntervalMs } });
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** Axe at desktop and phone width, with a review screenshot of each (E2E_SHOTS=1). */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/cams-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
