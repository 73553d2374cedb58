import type { Locator, Page } from '@playwright/test';

/** A tile grid's grid/list toggle (decision 0026) on the page shown. */
export class TileGridModes {
  constructor(readonly page: Page) {}

  /** The first tile grid of the page (by its accessible name). */
  grid(name: string | RegExp): Locator {
    return this.page.locator('section.tile-grid', { has: this.page.getByRole('list', { name }) });
  }
  toggle(name: string | RegExp): Locator {
    return this.grid(name).getByRole('group', { name: 'Display' });
  }
  async choose(name: string | RegExp, mode: 'Grid' | 'List'): Promise<void> {
    await this.toggle(name).getByRole('button', { name: mode }).click();
  }
  /** The mode button that is pressed now. */
  pressed(name: string | RegExp): Locator {
    return this.toggle(name).locator('button[aria-pressed="true"]');
  }
}
