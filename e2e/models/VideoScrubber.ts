import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { ContentPages } from './ContentPages.ts';
import { ShellPage } from './ShellPage.ts';
import { screenshotsAt } from './GuestPushes.ts';

/**
 * Scrubbing over a video's preview thumbnails on the video page (views/content/PreviewScrubber):
 * the bar (a slider named 'Moments of the video'), the thumbnail shown over the media, and the
 * calls the page makes for them (`getPreview` on the query service, the thumbnail pictures).
 */
export class VideoScrubber {
  readonly main: Locator;
  readonly bar: Locator;
  /** The thumbnail over the media while the guest scrubs ('The video at m:ss'). */
  readonly thumbnail: Locator;
  readonly failure: Locator;
  private readonly previewCalls: string[] = [];
  private readonly pictures: string[] = [];

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.bar = this.main.getByRole('slider', { name: 'Moments of the video' });
    this.thumbnail = this.main.getByRole('img', { name: /^The video at / });
    this.failure = this.main
      .getByRole('alert')
      .filter({ hasText: 'The moments of the video could not be loaded.' });
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/thumbs/')) this.pictures.push(pathname);
      if (pathname.endsWith('/graphql/query') && (request.postData() ?? '').includes('GetPreview'))
        this.previewCalls.push(pathname);
    });
  }

  /**
   * Logs `guest` in onto the page of `actorName`'s video `id` and waits for its scrub bar (the
   * requests are watched from before the page loads).
   */
  static async openAs(
    page: Page,
    guest: string,
    actorName: string,
    id: number,
  ): Promise<VideoScrubber> {
    const scrub = new VideoScrubber(page);
    await new ShellPage(page).loginAs(guest, ContentPages.videoPath(actorName, id));
    await expect(scrub.bar).toBeVisible({ timeout: 15_000 });
    return scrub;
  }

  /** How many times the page asked for a video's thumbnails, and which thumbnail pictures. */
  calls(): { previews: number; pictures: string[] } {
    return {
      previews: this.previewCalls.length,
      pictures: this.pictures.map((path) => path.replace(/^.*\/thumbs\//, '')),
    };
  }

  /** The pointer onto slot `slot` of `slots` (its middle), in 4 moves as a mouse slides there. */
  async pointAt(slot: number, slots: number): Promise<void> {
    const box = await this.bar.boundingBox();
    if (!box) throw new Error('the scrub bar is not on screen');
    await this.page.mouse.move(box.x + ((slot + 0.5) / slots) * box.width, box.y + box.height / 2, {
      steps: 4,
    });
  }

  /** A click on slot `slot` of `slots`. */
  async clickAt(slot: number, slots: number): Promise<void> {
    await this.pointAt(slot, slots);
    await this.page.mouse.down();
    await this.page.mouse.up();
  }

  /** The pointer leaves the bar (onto the page's heading). */
  async leave(): Promise<void> {
    const heading = await this.main.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('no heading to move to');
    await this.page.mouse.move(heading.x + 4, heading.y + 4, { steps: 4 });
  }

  /** The bar says `time`, and the thumbnail over the media is the one of that moment. */
  async expectShowing(time: string, picture: RegExp): Promise<void> {
    await expect(this.bar).toHaveAttribute('aria-valuetext', time);
    await expect(this.thumbnail).toHaveAccessibleName(`The video at ${time}`);
    await expect(this.thumbnail).toHaveAttribute('src', picture);
  }

  /** A mouse over `fraction` of a video tile's picture (hover scrubbing in the grids). */
  async hoverTile(tile: Locator, fraction: number): Promise<void> {
    const box = await tile.locator('.video-tile-link').boundingBox();
    if (!box) throw new Error('the tile is not on screen');
    await this.page.mouse.move(box.x + fraction * box.width, box.y + box.height / 2, {
      steps: 3,
    });
  }

  /** The thumbnail over a tile's picture while the mouse scrubs it. */
  static tileThumbnail(tile: Locator): Locator {
    return tile.locator('img.video-tile-scrub');
  }

  /** Axe clean on the page as it is, and review screenshots at both widths. */
  async checkScreen(name: string): Promise<void> {
    await expectNoSeriousViolations(this.page);
    await screenshotsAt(this.page, `content/${name}`);
  }
}
