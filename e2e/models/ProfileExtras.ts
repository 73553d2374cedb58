import { expect, type Locator, type Page } from '@playwright/test';
import { pressWhile } from './heldPress.ts';
import { holdRoute, type HeldRoute } from './heldRoute.ts';

/** The actor profile's further parts (decision 0024): top videos, pinned photos, live state. */
export class ProfileExtras {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }
  /** Her top videos' strip and its video tiles' links. */
  topVideos(): Locator {
    return this.main.getByRole('list', { name: 'Her top videos' }).getByRole('link');
  }
  /** Her pinned photos, each a link to its album. */
  pinnedPhotos(actorName: string): Locator {
    return this.main.getByRole('list', { name: `Pinned photos of ${actorName}` }).getByRole('link');
  }
  get featuredHeading(): Locator {
    return this.main.getByRole('heading', { name: 'Her featured video' });
  }

  /** Her albums' part (its code and its sheet, loaded as it comes near view) waits for `release`. */
  holdAlbumsPart(): Promise<HeldRoute> {
    return holdRoute(this.page, ALBUMS_PART);
  }

  /**
   * Presses `target` above her albums and holds the press while their held part comes and shows
   * (the albums' section with its heading), then lets go: what it brings must move nothing above
   * it, or the press is lost (docs/known-issues.md, the pinned photo's press).
   */
  async pressWhileTheAlbumsArrive(
    target: Locator,
    albums: HeldRoute,
    actorName: string,
  ): Promise<void> {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => albums.requested(), { timeout: 30_000 }).toBe(true);
    await pressWhile(target, async () => {
      albums.release();
      await expect(
        this.main.getByRole('heading', { name: `Photo albums of ${actorName}` }),
      ).toBeVisible({ timeout: 30_000 });
    });
  }
}

/** Her albums' chunk and its style sheet (their names have a hash). */
const ALBUMS_PART = /\/assets\/Albums-[^/]+\.(?:js|css)$/;
