import { expect, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

const T = { timeout: 15_000 };

/**
 * Where a guest finds photo albums (issue 54 §1): the start page's newest albums (Videostation
 * block), an actor's albums on her profile with sort and filter, and the album tiles' links.
 */
export class PhotoAlbums {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The start page's strip of the newest albums. */
  get startStrip(): Locator {
    return this.main.getByRole('list', { name: 'New photo albums' });
  }

  /** An album tile's link by its accessible name ("{title} by {actor}"). */
  tileLinks(scope: Locator): Locator {
    return scope.getByRole('link', { name: / by / });
  }

  /** The album tile of `scope` whose link names the album `title`. */
  tile(scope: Locator, title: string): Locator {
    return scope.locator('article').filter({
      has: this.page.getByRole('link', { name: `${title} by`, exact: false }),
    });
  }

  /** The first tile of `scope` that is for sale (not free, not bought), by its link. */
  paidTileLink(scope: Locator): Locator {
    return scope
      .locator('article')
      .filter({ hasText: /€/ })
      .first()
      .getByRole('link', { name: / by / });
  }

  /** Her albums' grid on her profile. */
  profileGrid(actorName: string): Locator {
    return this.main.getByRole('list', { name: `Photo albums of ${actorName}` });
  }

  /** Scrolls her profile to her albums (their code loads near view) and gives their grid. */
  async scrollToProfileGrid(actorName: string): Promise<Locator> {
    await this.main
      .getByRole('region', { name: `Photo albums of ${actorName}` })
      .scrollIntoViewIfNeeded();
    return this.profileGrid(actorName);
  }

  /** Her albums' controls: the video filter's (sort, type flags, tags), kept in the address. */
  get albumSort(): Locator {
    return this.main.getByRole('combobox', { name: 'Sort' });
  }

  albumType(name: string): Locator {
    return this.main
      .getByRole('group', { name: 'Show only' })
      .getByRole('checkbox', { name, exact: true });
  }

  /** Scrolls the start page to the Videostation block until its album tiles are there. */
  async startPageAlbums(): Promise<Locator> {
    // By its role: the prerendered frame's copy of the block (hidden from assistive tech while
    // the app takes over) has the same id.
    await this.page.getByRole('region', { name: 'Video station' }).scrollIntoViewIfNeeded();
    const links = this.tileLinks(this.startStrip);
    await expect(links.first()).toBeVisible(T);
    return links;
  }

  /**
   * The album page opened from a tile: its title is the page's heading. Returns the title the tile
   * named.
   */
  async openTile(link: Locator): Promise<string> {
    const label = (await link.getAttribute('aria-label')) ?? '';
    const title = label.replace(/ by [^ ]+$/, '');
    await link.click();
    await expect(this.main.getByRole('heading', { name: title, level: 1 })).toBeVisible(T);
    return title;
  }

  /** axe at desktop and phone width, and review screenshots at 1366 and 390 px. */
  async checkScreen(name: string): Promise<void> {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      await this.page
        .waitForFunction((w) => document.documentElement.scrollWidth <= w, width, {
          timeout: 3000,
        })
        .catch(() => undefined);
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, { path: `${SHOTS}/albums/${name}-${width}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1366, height: 900 });
  }
}
