import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { untilRealtimeSession } from './realtimeSession.ts';

/** The cam shows page (`/en/cam-shows/`): upcoming and running ticket shows. */
export class CamShowsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open(): Promise<void> {
    await this.page.goto('/en/cam-shows/');
  }
  get heading(): Locator {
    return this.main.getByRole('heading', { name: 'Cam shows', level: 1 });
  }
  get grid(): Locator {
    return this.main.getByRole('list', { name: 'Cam shows' });
  }
  get shows(): Locator {
    return this.grid.locator('article.cam-show');
  }
  /** The link to the actor of the show at `index`. */
  actorLink(index: number): Locator {
    return this.shows.nth(index).locator('a.cam-show-actor');
  }
  status(index: number): Locator {
    return this.shows.nth(index).locator('.cam-show-status');
  }
  price(index: number): Locator {
    return this.shows.nth(index).locator('.cam-show-price');
  }
}

/** The ticket purchase dialog, the invitation toast and the simulator's ticket controls. */
export class ChatTickets {
  constructor(readonly page: Page) {}

  /** The first show on the page whose ticket can be bought (a buy button). */
  get buyable(): Locator {
    return this.page
      .locator('article.cam-show')
      .filter({ has: this.page.locator('.cam-show-buy') });
  }
  /** Buyable shows with a price (not free): what a purchase that charges the balance needs. */
  get buyablePaid(): Locator {
    return this.buyable.filter({
      hasNot: this.page.locator('.cam-show-price', { hasText: 'Free' }),
    });
  }
  buyButton(show: Locator): Locator {
    return show.locator('.cam-show-buy');
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  get promoCode(): Locator {
    return this.dialog.getByLabel('Promo code (optional)');
  }
  get confirm(): Locator {
    return this.dialog.getByRole('button', { name: 'Buy now' });
  }
  get close(): Locator {
    return this.dialog.getByRole('button', { name: 'Close' });
  }
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }
  get invitation(): Locator {
    return this.page.getByRole('complementary', { name: 'Private show invitation' });
  }

  /**
   * Sends the guest a private ticket show invitation (the simulator's dev control), once her page
   * has a realtime session: a push sent before it reaches no page (as on a real server).
   */
  static async invite(
    request: APIRequestContext,
    login: string,
  ): Promise<{ showId: number; actorName: string; start: string }> {
    await untilRealtimeSession(request, login);
    const reply = await request.post(`/dev/chatShows/invite?as=${encodeURIComponent(login)}`);
    if (!reply.ok()) throw new Error(`invite failed: ${reply.status()}`);
    return (await reply.json()) as { showId: number; actorName: string; start: string };
  }

  /**
   * Developer control: the show starts now, or `inSeconds` from now; she is online and in her
   * ticket show.
   */
  static async startNow(request: APIRequestContext, showId: number, inSeconds = 0): Promise<void> {
    const reply = await request.post(
      `/dev/chatShows/startNow?showId=${showId}&inSeconds=${inSeconds}`,
    );
    if (!reply.ok()) throw new Error(`startNow failed: ${reply.status()}`);
  }

  /** A show's tile, wherever shows are listed (cam shows page, her live show page). */
  show(showId: number): Locator {
    return this.page.locator(`article.cam-show[data-show-id="${showId}"]`);
  }
  /** The tile's status line: `Upcoming` or `Live now`. */
  showStatus(showId: number): Locator {
    return this.show(showId).locator('.cam-show-status');
  }
  /** The tile's way in for a ticket holder once the show runs. */
  joinLink(showId: number): Locator {
    return this.show(showId).getByRole('link', { name: 'Join the show' });
  }

  /** Axe on the page and a review shot at desktop and phone width. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page);
      await reviewShot(this.page, { path: `${SHOTS}/tickets-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
