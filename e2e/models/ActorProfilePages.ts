import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { REVIEW_SHOTS, reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

/** The actor profile's sections as a guest meets them, and the simulator's actor finder. */
export class ActorProfilePages {
  readonly main: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.sections = page.getByRole('navigation', { name: 'Profile sections' });
  }

  static path(
    name: string,
    section:
      | ''
      | 'about-me/'
      | 'live-show/'
      | 'top-cams/'
      | 'videos/'
      | 'videos/classic/'
      | 'feed/'
      | `videos/${number}/`
      | `pictures/${number}/` = '',
  ): string {
    return `/en/amateur/${name}/${section}`;
  }

  /**
   * An actor who bans `country` and has a video, a photo album and a feed post (and does not ban
   * DE), with their ids.
   */
  static async findWithMedia(
    request: APIRequestContext,
    bannedIn: string,
  ): Promise<{ id: number; name: string; videoId: number; albumId: number; postId: number }> {
    const reply = await request.get(`/dev/actor-profile/find?bannedIn=${bannedIn}&withMedia=1`);
    expect(reply.ok()).toBe(true);
    return (await reply.json()) as {
      id: number;
      name: string;
      videoId: number;
      albumId: number;
      postId: number;
    };
  }

  /** Every request the page makes for a media file (pictures, clips, playlists) from now on. */
  recordMediaRequests(): string[] {
    const media: string[] = [];
    this.page.on('request', (each) => {
      const path = new URL(each.url()).pathname;
      if (path.startsWith('/media/') || /\.(m3u8|webm|mp4|ts)$/.test(path)) media.push(path);
    });
    return media;
  }

  /** The unavailable screen a guest from a country she bans gets on every page of hers. */
  unavailable(name: string): Locator {
    return this.main.getByText(`${name} is not available in your country.`);
  }

  /** An actor that bans `country`, or whose ratings are few (< 10) or many, with no ban. */
  static async find(
    request: APIRequestContext,
    query: { bannedIn: string } | { ratings: 'few' | 'many' },
  ): Promise<{ id: number; name: string }> {
    const params = 'bannedIn' in query ? `bannedIn=${query.bannedIn}` : `ratings=${query.ratings}`;
    const reply = await request.get(`/dev/actor-profile/find?${params}`);
    expect(reply.ok()).toBe(true);
    return (await reply.json()) as { id: number; name: string };
  }

  /** Takes her online now (the messenger's online control, with its pushes). */
  static async setOnline(request: APIRequestContext, id: number, online: boolean): Promise<void> {
    const reply = await request.post(`/dev/messenger/actors/${id}/online`, { data: { online } });
    expect(reply.ok()).toBe(true);
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }

  section(name: 'Overview' | 'About me' | 'Videos' | 'Live show' | 'Feed' | 'Top cams'): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }

  /**
   * The heart in her profile's header that pins her: a toggle (`aria-pressed`) named "Add … to
   * favourites" or "Remove … from favourites" by what a press does.
   */
  heart(name: string): Locator {
    return this.page.locator('.profile-header').getByRole('button', {
      name: new RegExp(`^(Add ${name} to|Remove ${name} from) favourites$`),
    });
  }

  /** The heart is pressed (pinned) or not, and no change of hers waits for the server. */
  async expectPinned(name: string, pinned: boolean): Promise<void> {
    const heart = this.heart(name);
    await expect(heart).toHaveAttribute('aria-pressed', String(pinned));
    await expect(heart).toHaveAccessibleName(
      pinned ? `Remove ${name} from favourites` : `Add ${name} to favourites`,
    );
    await expect(heart).toBeEnabled();
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  }

  /**
   * The block of recommended actors: "Recommended for you" on her overview, "… is offline: try
   * these instead" on her live page while she is offline (a grid named by its title).
   */
  recommendations(title: string | RegExp = 'Recommended for you'): Locator {
    return this.main.getByRole('region', { name: title });
  }

  /**
   * Scrolls her overview to the recommended actors (their code loads near view, below the first
   * screen) and gives their block.
   */
  async scrollToRecommendations(): Promise<Locator> {
    const block = this.recommendations();
    await block.scrollIntoViewIfNeeded();
    return block;
  }

  /** The recommended actors' ids, in the order of their tiles. */
  async recommendedIds(block: Locator = this.recommendations()): Promise<number[]> {
    return block
      .locator('a.cam-tile')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-actor-id'))));
  }

  /** Her tile in a block of recommended actors. */
  recommended(actorId: number, block: Locator = this.recommendations()): Locator {
    return block.locator(`a.cam-tile[data-actor-id="${actorId}"]`);
  }

  /** The simulator's online timer (an actor comes or goes every 2 s); 0 pauses it. */
  static async onlineTimer(request: APIRequestContext, onlineIntervalMs: number): Promise<void> {
    const reply = await request.post('/dev/messenger/settings', { data: { onlineIntervalMs } });
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** A chat button: a link to the chat's live show entry, or a disabled button when not offered. */
  chatButton(name: RegExp): Locator {
    return this.main.getByRole('link', { name }).or(this.main.getByRole('button', { name }));
  }

  get images(): Locator {
    return this.main.locator('img');
  }

  /** The page's pictures but those of the actors it recommends (a banned page offers them). */
  get imagesBesideRecommendations(): Locator {
    return this.main.locator('img:not([data-marker="recommendations"] img)');
  }

  /** No serious or critical axe violation on the page as it is now. */
  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page, 'main');
  }

  /** A review screenshot of one block of the page (E2E_SHOTS=1). */
  async shotOf(block: Locator, name: string): Promise<void> {
    if (REVIEW_SHOTS) await block.screenshot({ path: `${SHOTS}/actor-profile-${name}.png` });
  }

  /** Axe at desktop and phone width, with a review screenshot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await this.expectAccessible();
      await reviewShot(this.page, {
        path: `${SHOTS}/actor-profile-${name}-${width}.png`,
        fullPage: true,
      });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
