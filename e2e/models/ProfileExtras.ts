import { expect, type Locator, type Page } from '@playwright/test';
import { pressWhile } from './heldPress.ts';
import { holdRoute, type HeldRoute } from './heldRoute.ts';
import { settledTop } from './layout.ts';

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

  /** The videos domain's code (her albums, a video tile's scrub) waits for `release`. */
  holdVideosCode(): Promise<HeldRoute> {
    return holdRoute(this.page, VIDEOS_CODE);
  }

  /** Once the profile machine has her further parts (what the videos' code is needed to show). */
  async extrasLoaded(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(
          () =>
            (
              window as unknown as {
                __camclient: { state(id: string): { context: { extras: unknown } } | undefined };
              }
            ).__camclient.state('actorProfile')?.context.extras != null,
        ),
      )
      .toBe(true);
  }

  /**
   * Watches, from the page's start, whether her pinned photos ever show without her videos above
   * them (which would push them down as they come); the answer is read when asked.
   */
  async watchPinnedPhotosAlone(): Promise<() => Promise<boolean>> {
    await this.page.addInitScript(() => {
      const seen = { alone: false };
      (window as unknown as { pinnedPhotosAlone: typeof seen }).pinnedPhotosAlone = seen;
      new MutationObserver(() => {
        const pinned = document.getElementById('profile-pinned-title');
        if (pinned && !document.getElementById('profile-top-videos')) seen.alone = true;
      }).observe(document, { childList: true, subtree: true });
    });
    return () =>
      this.page.evaluate(
        () =>
          (window as unknown as { pinnedPhotosAlone: { alone: boolean } }).pinnedPhotosAlone.alone,
      );
  }

  /** Her albums' section, or until their part comes the room that keeps their place. */
  albums(actorName: string): Locator {
    return this.main.getByRole('region', { name: `Photo albums of ${actorName}` });
  }

  /** Whether the videos domain runs (its code came and the root started it). */
  videosDomainRuns(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        (window as unknown as { __camclient: { state(id: string): unknown } }).__camclient.state(
          'videos',
        ) != null,
    );
  }

  /**
   * How far `below` moves on the page while the held videos domain's code comes: its settled top
   * before the release and once her videos are shown with the domain running. A part in the
   * middle of the page that waits for that code must keep the room it will take.
   */
  async movedAsTheVideosCodeComes(below: Locator, videosCode: HeldRoute): Promise<number> {
    const before = await settledTop(this.page, below);
    videosCode.release();
    await expect.poll(() => this.videosDomainRuns(), { timeout: 30_000 }).toBe(true);
    await expect(this.topVideos().first()).toBeVisible({ timeout: 30_000 });
    return (await settledTop(this.page, below)) - before;
  }

  /** Her albums' part (its code and its sheet, loaded as it comes near view) waits for `release`. */
  holdAlbumsPart(): Promise<HeldRoute> {
    return holdRoute(this.page, ALBUMS_PART);
  }

  /** The recommended actors' part (its code, loaded as it comes near view) waits for `release`. */
  holdRecommendationsPart(): Promise<HeldRoute> {
    return holdRoute(this.page, RECOMMENDATIONS_PART);
  }

  /** Whether the videos domain's list of her albums has answered (its first page, or none). */
  albumsListAnswered(): Promise<boolean> {
    return this.page.evaluate(() => {
      const list = (
        window as unknown as {
          __camclient: { state(id: string): { hasTag(tag: string): boolean } | undefined };
        }
      ).__camclient.state('videos.albums.list');
      return list?.hasTag('loaded') ?? false;
    });
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

/** The videos domain's chunk (`videos-` and an 8-character hash; not `videos-route-…`). */
const VIDEOS_CODE = /\/assets\/videos-[\w-]{8}\.js$/;
/** Her albums' chunk and its style sheet (their names have a hash). */
const ALBUMS_PART = /\/assets\/Albums-[^/]+\.(?:js|css)$/;
/** The recommended actors' chunk (`Recommendations-` and a hash; not the list's `recommendations-`). */
const RECOMMENDATIONS_PART = /\/assets\/Recommendations-[^/]+\.(?:js|css)$/;
