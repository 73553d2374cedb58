import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_ORIGIN } from '../workerSimulator.ts';
import { CookieBanner } from './CookieBanner.ts';
import { ShellPage } from './ShellPage.ts';
import { REVIEW_SHOTS, SHOTS, reviewShot } from '../reviewShots.ts';

const BASE = APP_ORIGIN;

/** The conversion layer as a guest sees it: incentive regions, their countdowns, the modal box. */
export class Incentives {
  readonly top: Locator;
  readonly corner: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.top = page.locator('.incentive-region-top');
    this.corner = page.locator('.incentive-region-corner');
    this.dialog = page.locator('[data-modal-container] dialog[open]');
  }

  /** A demo account's conversion state starts afresh in the simulator (closed offers return). */
  static async reset(request: APIRequestContext, login: string): Promise<void> {
    expect((await request.post(`/dev/conversion/reset?as=${login}`)).ok()).toBe(true);
  }

  /** Developer control: a conversion chat for the demo account, ending in `seconds`. */
  static async startConversionChat(
    request: APIRequestContext,
    login: string,
    seconds: number,
  ): Promise<void> {
    expect((await request.post(`/dev/conversion/chat?as=${login}&seconds=${seconds}`)).ok()).toBe(
      true,
    );
  }

  /** Developer control: the Black Friday campaign `on`, `off`, or by the calendar (`auto`). */
  static async blackFriday(
    request: APIRequestContext,
    switched: 'on' | 'off' | 'auto',
  ): Promise<void> {
    expect((await request.post(`/dev/conversion/campaign?blackFriday=${switched}`)).ok()).toBe(
      true,
    );
  }

  /** Developer control: the Halloween campaign (its banners 559 and 560) `on`, `off` or by the calendar. */
  static async halloween(
    request: APIRequestContext,
    switched: 'on' | 'off' | 'auto',
  ): Promise<void> {
    expect((await request.post(`/dev/conversion/campaign?halloween=${switched}`)).ok()).toBe(true);
  }

  /** Developer control: the site variant the simulator plays and its visitors' sub-reference. */
  static async siteVariant(
    request: APIRequestContext,
    site: { variant: string; subref: string } | null,
  ): Promise<void> {
    const query = site ? `?variant=${site.variant}&subref=${site.subref}` : '';
    expect((await request.post(`/dev/conversion/site${query}`)).ok()).toBe(true);
  }

  /** Developer control: the guest's groups in split tests (`{ 34: 'B', 50: 'B' }`, decision 0041). */
  static async splitTests(
    request: APIRequestContext,
    login: string,
    groups: Readonly<Record<number, string>>,
  ): Promise<void> {
    const query = Object.entries(groups)
      .map(([test, group]) => `&${test}=${group}`)
      .join('');
    const reply = await request.post(`/dev/promo/testGroups?as=${login}${query}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** The open modal box with element id `id` (seed 000 §2 box ids). */
  box(id: string): Locator {
    return this.page.locator(`[data-modal-container] dialog[id="${id}"][open]`);
  }

  /** Boxes of other moments that may open at start (`ids`) are closed whenever they cover the page. */
  async putOff(...ids: string[]): Promise<void> {
    for (const id of ids)
      await this.page.addLocatorHandler(this.box(id), (box) =>
        box.getByRole('button', { name: 'Close', exact: true }).first().click(),
      );
  }

  /**
   * The action of the next `POST conversionChat` the page makes, once the server has answered it:
   * the answer clears the offer, so an offer a test starts before the answer lands goes with it.
   */
  async conversionChatPosted(): Promise<string> {
    const response = await this.page.waitForResponse(
      (each) => each.request().method() === 'POST' && /\/conversionChat\?/.test(each.url()),
    );
    return (response.request().postDataJSON() as { action: string }).action;
  }

  /**
   * The demo login as `login` on `path`, with a cookie choice made in an earlier visit, so the
   * cookie banner (the topmost layer) covers none of the offers.
   */
  async loginAs(login: string, path: string): Promise<void> {
    await CookieBanner.decided(this.page.context(), BASE, { functional: true, analytics: false });
    await this.page.goto(`/dev/login?as=${login}&next=${encodeURIComponent(path)}`);
    // Start-up on a busy machine can take longer than an assertion's default wait.
    await expect(new ShellPage(this.page).nav).toBeVisible({ timeout: 20_000 });
  }

  /** Opens a modal box through the modal manager, as any domain does (`modals.open`). */
  async open(id: string): Promise<void> {
    await this.page.evaluate(
      (modalId) =>
        (
          window as unknown as { __camclient: { send(to: string, event: object): void } }
        ).__camclient.send('modals', { type: 'modals.open', id: modalId }),
      id,
    );
  }

  /** An incentive card by its title. */
  card(title: string | RegExp): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** The seconds left on a card's countdown ("Ends in mm:ss" or "h:mm:ss"). */
  async secondsLeft(card: Locator): Promise<number> {
    const text = await card.getByRole('timer').innerText();
    const parts = /(\d+:)?(\d\d):(\d\d)/.exec(text);
    expect(parts, `a countdown in "${text}"`).not.toBeNull();
    const [, hours, minutes, seconds] = parts!;
    return Number(hours?.slice(0, -1) ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  }

  /** The open modal box, found by the title it is labelled with. */
  modal(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async closeModal(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** The pointer leaves the page through its top edge, as towards the browser's tab bar. */
  async leaveThroughTop(): Promise<void> {
    await this.page.mouse.move(640, 200);
    await this.page.mouse.move(640, 5, { steps: 4 });
    await this.page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', {
          bubbles: true,
          clientX: 640,
          clientY: -2,
          relatedTarget: null,
        }),
      ),
    );
  }

  async screenshot(name: string, widths: readonly [number, number][] = VIEWPORTS): Promise<void> {
    if (!REVIEW_SHOTS) return;
    for (const [width, height] of widths) {
      await this.page.setViewportSize({ width, height });
      await reviewShot(this.page, { path: `${SHOTS}/${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 800 });
  }
}

export const VIEWPORTS: readonly [number, number][] = [
  [1280, 800],
  [390, 844],
];
