import { expect, type Locator, type Page } from '@playwright/test';
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

  /** Pins an actor again over the page's socket (what the actor's profile will do). */
  async pin(actorId: number): Promise<void> {
    await this.probe.send({ type: 'favoritePin', targetType: 'actor', targetId: actorId });
  }
}
