import type { Locator, Page } from '@playwright/test';

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
}
