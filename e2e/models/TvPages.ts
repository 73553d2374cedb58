import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expectPlayerPlaying } from './player.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

/** TV and mediathek (issue #22 part 1): livestreams, the player, grids and detail pages. */
export class TvPages {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }
  get video(): Locator {
    return this.main.locator('video');
  }
  grid(name: string | RegExp): Locator {
    return this.main.getByRole('list', { name });
  }
  get subscribe(): Locator {
    return this.main.getByRole('button', { name: 'Subscribe to TV' });
  }

  /** The player plays: `currentTime` advances by at least a second. */
  async expectPlaying(): Promise<void> {
    await expectPlayerPlaying(this.main);
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }

  /** Axe at desktop and phone width, with a screenshot of each when TV_SHOTS_DIR is set. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await this.expectAccessible();
      await reviewShot(this.page, { path: `${SHOTS}/tv-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
