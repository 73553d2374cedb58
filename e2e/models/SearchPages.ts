import type { Locator, Page } from '@playwright/test';

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
}
