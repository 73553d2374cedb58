import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

/**
 * The mediathek's feed section (issue #21: a bought post goes "into the mediathek's feed
 * section"): the photos and clips the guest bought in the feed, on the tile grid.
 */
export class MediathekFeedSection {
  static path = '/en/myvisitx/mediathek/feed/';

  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(MediathekFeedSection.path);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }
  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: 'My feed purchases' });
  }
  /** The tile grid of bought content (its list once loaded). */
  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Bought feed content' });
  }
  get tiles(): Locator {
    return this.main.locator('figure.feed-mediathek-tile');
  }
  get clips(): Locator {
    return this.main.locator('figure.feed-mediathek-tile[data-kind="clip"]');
  }
  get photos(): Locator {
    return this.main.locator('figure.feed-mediathek-tile[data-kind="photo"]');
  }
  get empty(): Locator {
    return this.main.getByText('Nothing bought in the feed yet.', { exact: false });
  }
  /** A clip tile's play button (its poster), before the clip plays. */
  playButton(tile: Locator): Locator {
    return tile.getByRole('button', { name: /^Play: Feed clip/ });
  }

  /**
   * The tile's clip played in the one player: its machine said playing (the demo clips are short
   * previews, so it may have ended by now) and the video's time moved on from the start.
   */
  async expectClipPlayed(tile: Locator): Promise<void> {
    await expect(tile.locator('.hls-player')).toHaveAttribute('data-status', /^(playing|ended)$/, {
      timeout: 20_000,
    });
    const video = tile.locator('video');
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
  }

  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }
}
