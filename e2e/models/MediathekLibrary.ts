import { expect, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

const T = { timeout: 15_000 };

/**
 * The mediathek's videos and photos by section (`/en/myvisitx/mediathek/` and `…/photos/`,
 * issue #20 part 4).
 */
export class MediathekLibrary {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  get sections(): Locator {
    return this.main.getByRole('navigation', { name: 'Sections of my mediathek' });
  }
  get tiles(): Locator {
    return this.main.getByRole('list', { name: 'My videos' }).getByRole('listitem');
  }
  /** The photos page's tiles of the shown section. */
  get photoTiles(): Locator {
    return this.main.getByRole('list', { name: 'My photos' }).getByRole('listitem');
  }
  photoTile(title: string): Locator {
    return this.photoTiles.filter({ hasText: title });
  }
  /** The bought albums the guest may remove: the photos' shop tiles with a tick for it. */
  get boughtAlbums(): Locator {
    return this.photoTiles.filter({ has: this.page.getByRole('checkbox', { name: /^Select / }) });
  }
  /** The collections' tiles (section Collections): one per actor. */
  get collections(): Locator {
    return this.main.getByRole('list', { name: 'Collections' }).getByRole('listitem');
  }
  tile(title: string): Locator {
    return this.tiles.filter({ hasText: title });
  }

  async open(section?: string): Promise<void> {
    await this.page.goto(`/en/myvisitx/mediathek/${section ? `?section=${section}` : ''}`);
    await expect(this.main.getByRole('heading', { name: 'My videos', level: 1 })).toBeVisible(T);
  }

  /** The photos page, at a section (`?section=`) or the shop. */
  async openPhotos(section?: string): Promise<void> {
    await this.page.goto(`/en/myvisitx/mediathek/photos/${section ? `?section=${section}` : ''}`);
    await expect(this.main.getByRole('heading', { name: 'My photos', level: 1 })).toBeVisible(T);
  }

  /** Goes to a section by its tab; the tab says it is the current one. */
  async show(section: string): Promise<void> {
    await this.sections.getByRole('link', { name: section, exact: true }).click();
    await expect(this.sections.getByRole('link', { name: section, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }

  /** The titles shown, once the section has loaded `count` tiles. */
  async titles(count: number): Promise<string[]> {
    await expect(this.tiles).toHaveCount(count, T);
    return this.tiles.locator('.library-tile-title').allTextContents();
  }

  async press(action: 'Pin' | 'Unpin' | 'Archive' | 'Restore', title: string): Promise<void> {
    await this.main.getByRole('button', { name: `${action} ${title}`, exact: true }).click();
  }

  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await expectNoSeriousViolations(this.page);
      await reviewShot(this.page, {
        path: `${SHOTS}/mediathek-${name}-${width}.png`,
        fullPage: true,
      });
    }
    await this.page.setViewportSize({ width: 1280, height: 800 });
  }
}
