import type { Locator, Page } from '@playwright/test';

/** The cam shows page (`/en/cam-shows/`): upcoming and running ticket shows. */
export class CamShowsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open(): Promise<void> {
    await this.page.goto('/en/cam-shows/');
  }
  get heading(): Locator {
    return this.main.getByRole('heading', { name: 'Cam shows', level: 1 });
  }
  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Cam shows' });
  }
  get shows(): Locator {
    return this.grid.locator('article.cam-show');
  }
  /** The link to the actor of the show at `index`. */
  actorLink(index: number): Locator {
    return this.shows.nth(index).locator('a.cam-show-actor');
  }
  status(index: number): Locator {
    return this.shows.nth(index).locator('.cam-show-status');
  }
  price(index: number): Locator {
    return this.shows.nth(index).locator('.cam-show-price');
  }
}
