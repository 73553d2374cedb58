import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { screenshotsAt } from './GuestPushes.ts';
import { holdRoute, type HeldRoute } from './heldRoute.ts';
import { ShellPage } from './ShellPage.ts';
import { guestCopyOf } from './TestGuests.ts';

/** The video details and photo album pages, and the media requests they make. */
export class ContentPages {
  readonly main: Locator;
  readonly gate: Locator;
  readonly images: Locator;
  private readonly mediaRequests: string[] = [];

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.gate = this.main.getByRole('group', { name: 'This content is for verified adults only.' });
    this.images = this.main.locator('img');
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/media/content/'))
        this.mediaRequests.push(request.url());
    });
  }

  /**
   * A test's own guest on a video or album page: a fresh copy of `from` (`vip` unless told, with
   * `balance` if given; `prepare` sets up what the copy needs before it logs in) logs in onto
   * `path`, and the page's heading `title` shows.
   */
  static async openAsNewGuest(
    page: Page,
    request: APIRequestContext,
    options: {
      path: string;
      title: string;
      from?: string;
      balance?: string;
      prepare?: (guest: string) => Promise<void>;
    },
  ): Promise<{ content: ContentPages; guest: string }> {
    const { path, title, from = 'vip', balance, prepare } = options;
    const guest = await guestCopyOf(request, from, balance === undefined ? {} : { balance });
    await prepare?.(guest);
    const content = new ContentPages(page);
    await new ShellPage(page).loginAs(guest, path);
    await expect(content.heading(title)).toBeVisible({ timeout: 15_000 });
    return { content, guest };
  }

  static videoPath(actorName: string, id: number): string {
    return `/en/amateur/${actorName}/videos/${id}/`;
  }

  static albumPath(actorName: string, id: number): string {
    return `/en/amateur/${actorName}/pictures/${id}/`;
  }

  /**
   * Sets a video's daily-bonus price for today on the simulator (`/dev/content/dailyPrice`),
   * e.g. `'1.50'`.
   */
  static async setDailyPrice(
    request: APIRequestContext,
    videoId: number,
    price: string,
  ): Promise<void> {
    const response = await request.post(`/dev/content/dailyPrice?video=${videoId}&price=${price}`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** The struck-through regular price beside a daily-bonus price. */
  regularPrice(price: string): Locator {
    return this.main.getByLabel(`Regular price ${price}`);
  }

  /** The buy buttons of the shown item (any price, any reason on their label). */
  get buyButtons(): Locator {
    return this.main.getByRole('button', {
      name: /^(Buy for |Top up to buy|Log in to buy|Verify)/,
    });
  }

  /** The line that counts the guest's video vouchers left for this video. */
  vouchersLeft(count: number): Locator {
    return this.main.getByText(`Video vouchers left: ${count}`, { exact: true });
  }

  heading(title: string): Locator {
    return this.main.getByRole('heading', { name: title, level: 1 });
  }

  button(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  /** The heart of an album's picture, by its number (its place in the album). */
  pictureHeart(number: number): Locator {
    return this.main.getByRole('button', {
      name: new RegExp(`^(Add|Remove) picture ${number} (to|from) favourites$`),
    });
  }

  /** The picture's heart is pressed (pinned) or not, and no change of it waits for the server. */
  async expectPicturePinned(number: number, pinned: boolean): Promise<void> {
    const heart = this.pictureHeart(number);
    await expect(heart).toHaveAttribute('aria-pressed', String(pinned));
    await expect(heart).toBeEnabled();
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  }

  /** The page's breadcrumb (the gallery domain's `breadcrumb/{type}`). */
  get breadcrumb(): Locator {
    return this.main.getByRole('navigation', { name: 'Breadcrumb' });
  }

  /** The album's picture viewer (a dialog over the page). */
  get viewer(): Locator {
    return this.main.getByRole('dialog');
  }

  /** The like or dislike of an album's picture, by its number (its place in the album). */
  pictureRating(choice: 'Like' | 'Dislike', number: number): Locator {
    return this.main.getByRole('button', { name: `${choice} picture ${number}`, exact: true });
  }

  /** The count a picture's like or dislike shows. */
  static async count(button: Locator): Promise<number> {
    return Number((await button.textContent())?.trim() ?? NaN);
  }

  /** The video page's share by e-mail: opens it, sends the link to `email`. */
  async shareByEmail(email: string): Promise<void> {
    await this.main.getByText('Share by e-mail', { exact: true }).click();
    await this.main.getByRole('textbox', { name: 'Their e-mail address' }).fill(email);
    await this.button('Send link').click();
  }

  /** The page's breadcrumb (`breadcrumb/{kind}`) is answered only once released (a slow reply). */
  static holdBreadcrumb(page: Page, kind: 'video' | 'album'): Promise<HeldRoute> {
    return holdRoute(page, new RegExp(`/breadcrumb/${kind}([?#]|$)`));
  }

  /**
   * Counts the album page's views recorded on the query service (`recordAlbumView`) from now on.
   * A count to poll once the page is open, not a wait started before the guest's login and
   * navigation, whose time a loaded machine would eat.
   */
  static albumViewsRecorded(page: Page): () => number {
    let views = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('RecordAlbumView'))
        views += 1;
    });
    return () => views;
  }

  /** What the simulator recorded for `login` (`/dev/videos/shareEmails` or `/dev/videos/watchStarts`). */
  static async recorded<T>(
    request: APIRequestContext,
    what: 'shareEmails' | 'watchStarts',
    login: string,
  ): Promise<T[]> {
    const response = await request.get(`/dev/videos/${what}?as=${encodeURIComponent(login)}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as T[];
  }

  /** How many content pictures the page has asked the server for so far. */
  mediaRequested(): number {
    return this.mediaRequests.length;
  }

  /** Whole-page screenshots at desktop and phone size (`content/<name>-<width>.png`). */
  async screenshots(name: string): Promise<void> {
    await screenshotsAt(this.page, `content/${name}`, true);
  }
}
