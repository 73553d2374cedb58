import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { RealtimeProbe } from './RealtimeProbe.ts';

/** The guest's favourite cams (route `myFavoriteCams`, /en/myvisitx/favorite-cams/). */
export class FavouritesPage {
  readonly probe: RealtimeProbe;

  constructor(readonly page: Page) {
    this.probe = new RealtimeProbe(page);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }
  get heading(): Locator {
    return this.main.getByRole('heading', { name: 'My favourite cams', level: 1 });
  }
  get onlineCount(): Locator {
    return this.main.locator('[data-marker="favourites-online"]');
  }
  get grid(): Locator {
    return this.main.getByRole('list', { name: 'My favourite cams' });
  }
  get tiles(): Locator {
    return this.grid.getByRole('listitem');
  }
  tile(name: string): Locator {
    return this.tiles.filter({
      has: this.page.getByRole('link', { name: new RegExp(`^${name},`) }),
    });
  }
  link(name: string): Locator {
    return this.grid.getByRole('link', { name: new RegExp(`^${name},`) });
  }
  /** Her online dot, shown green (`data-online="true"`) while she is online. */
  onlineDot(name: string): Locator {
    return this.tile(name).locator('.cam-tile-state[data-online="true"] .cam-dot');
  }
  /** One of her notification switches (`role="switch"`), named by what it does. */
  notificationSwitch(name: string, medium: 'email' | 'sms'): Locator {
    const label =
      medium === 'sms'
        ? `Send me an SMS when ${name} is online`
        : `E-mail me when ${name} is online`;
    return this.tile(name).getByRole('switch', { name: label });
  }
  /** The note under her switches that says a change was taken back (a live status region). */
  switchNote(name: string): Locator {
    return this.tile(name).getByRole('status');
  }
  /**
   * Makes the simulator refuse (or take again) every e-mail and SMS switch change of the guest
   * (`/dev/favorites/refuseNotifications`).
   */
  static async refuseSwitches(
    request: APIRequestContext,
    login: string,
    refuse: boolean,
  ): Promise<void> {
    const response = await request.post(
      `/dev/favorites/refuseNotifications?as=${encodeURIComponent(login)}&refuse=${refuse ? 1 : 0}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
  }
  /** The switch is on or off, and no change of it waits for the server. */
  async expectSwitch(name: string, medium: 'email' | 'sms', on: boolean): Promise<void> {
    const toggle = this.notificationSwitch(name, medium);
    await expect(toggle).toBeChecked({ checked: on });
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  }
  /** The heart of a photo album's page (`/en/amateur/{name}/pictures/{albumId}/`). */
  albumHeart(title: string): Locator {
    return this.main.getByRole('button', {
      name: new RegExp(`^(Add|Remove) the album ${title} (to|from) favourites$`),
    });
  }
  /** The heart of an actor's sedcards section (her sedcard album). */
  sedcardsHeart(actorName: string): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^(Add|Remove) the album ${actorName}'s sedcards (to|from) favourites$`),
    });
  }
  /** The album's heart is pressed (pinned) or not, and no change of it waits for the server. */
  async expectAlbumPinned(title: string, pinned: boolean): Promise<void> {
    const heart = this.albumHeart(title);
    await expect(heart).toHaveAttribute('aria-pressed', String(pinned));
    await expect(heart).toBeEnabled();
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  }
  unpin(name: string): Locator {
    return this.grid.getByRole('button', { name: `Remove ${name} from favourites` });
  }

  /** The tiles' actor names, in order. */
  async names(): Promise<string[]> {
    return this.grid.locator('.cam-tile-name').allTextContents();
  }

  async loaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.grid).toBeVisible();
  }

  /** Axe at desktop and phone width (no serious or critical violation), with a review shot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, {
        path: `${SHOTS}/favourites-${name}-${width}.png`,
        fullPage: true,
      });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }

  /** Pins an actor again over the page's socket (what the actor's profile will do). */
  async pin(actorId: number): Promise<void> {
    await this.probe.send({ type: 'favoritePin', targetType: 'actor', targetId: actorId });
  }
}
