import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_ORIGIN } from '../workerSimulator.ts';
import { CookieBanner } from './CookieBanner.ts';
import { Incentives } from './Incentives.ts';
import { ShellPage } from './ShellPage.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

const BASE = APP_ORIGIN;

/** The rewards screens: spin wheel, benefits, Easter egg hunt, daily bonus, bonus codes. */
export class RewardsPages {
  constructor(readonly page: Page) {}

  /** The demo login as `login` on `path` (waits out a slow start-up; no cookie banner). */
  async loginAs(login: string, path: string): Promise<void> {
    await new Incentives(this.page).loginAs(login, path);
  }

  /** A visitor (not logged in) on `path`, the cookie choice made earlier. */
  async visit(path: string): Promise<void> {
    await CookieBanner.decided(this.page.context(), BASE, { functional: true, analytics: false });
    await this.page.goto(path);
    await expect(new ShellPage(this.page).nav).toBeVisible({ timeout: 20_000 });
  }

  /** The navbar's rewards menu button (desktop). */
  menuButton(): Locator {
    return new ShellPage(this.page).nav.getByRole('button', { name: 'Rewards' });
  }

  /** Opens the navbar's rewards menu and follows its link named `name`. */
  async openFromMenu(name: string): Promise<void> {
    await this.openMenu();
    await this.menu().getByRole('link', { name }).click();
    await expect(this.menuButton()).toHaveAttribute('aria-expanded', 'false');
  }

  /** The open rewards menu (a navigation landmark named like its button). */
  menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Rewards' });
  }

  /** Opens the navbar's rewards menu and waits for its events group to be loaded. */
  async openMenu(): Promise<void> {
    await this.menuButton().click();
    await expect(this.menuButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(this.eventsGroup().getByRole('status')).toHaveCount(0);
  }

  /** The menu's events group (its section named "Events"). */
  eventsGroup(): Locator {
    return this.menu().getByRole('region', { name: 'Events' });
  }

  /** The open phone menu ("my area" on a phone). */
  myAreaPanel(): Locator {
    return this.page.locator('#mobile-menu-panel');
  }

  /** The phone's my-area menu's events group: the rewards menu's, named "Events" too. */
  myAreaEvents(): Locator {
    return this.myAreaPanel().getByRole('region', { name: 'Events' });
  }

  /** An events group's coming events (the rewards menu's by default): dated items, not links. */
  upcomingEvents(group: Locator = this.eventsGroup()): Locator {
    return group.locator('.rewards-menu-upcoming').getByRole('listitem');
  }

  /** The start page's daily bonus block. */
  dailyBonusBlock(): Locator {
    return this.page.getByRole('main').getByRole('region', { name: 'Daily bonus', exact: true });
  }

  /** An event page's list item (a reward, a gift day) by its text. */
  item(text: string | RegExp): Locator {
    return this.page.locator('.rewards-page').getByRole('listitem').filter({ hasText: text });
  }

  /** The onboarding box of another feature may cover the page at start: it is put off. */
  async putOffOnboarding(): Promise<void> {
    await this.page.addLocatorHandler(this.page.locator('dialog#onboarding[open]'), (box) =>
      box.getByRole('button', { name: 'Maybe later' }).click(),
    );
  }

  /** A demo account's rewards start afresh in the simulator (spins, codes, eggs, offers). */
  static async reset(request: APIRequestContext, login: string): Promise<void> {
    expect((await request.post(`/dev/rewards/reset?as=${login}`)).ok()).toBe(true);
  }

  /** Developer controls: today's offer of a kind; daily bonus claims on the `days` days before today. */
  static async offerToday(request: APIRequestContext, login: string, kind: string): Promise<void> {
    expect((await request.post(`/dev/rewards/offer?as=${login}&kind=${kind}`)).ok()).toBe(true);
  }

  /** Developer control: the account's daily bonus event sends it to `redirect`, hiding the page or not. */
  static async dailyEvent(
    request: APIRequestContext,
    login: string,
    redirect: string,
    hidesPage: boolean,
  ): Promise<void> {
    const query = `as=${login}&redirect=${encodeURIComponent(redirect)}&hidesPage=${hidesPage}`;
    expect((await request.post(`/dev/rewards/dailyEvent?${query}`)).ok()).toBe(true);
  }

  static async claimedDays(request: APIRequestContext, login: string, days: number): Promise<void> {
    expect((await request.post(`/dev/rewards/claims?as=${login}&days=${days}`)).ok()).toBe(true);
  }

  /** The modal box with `id` (seed 000 §2), by its element id, named by its title. */
  box(id: string): Locator {
    return this.page.locator(`dialog[id="${id}"][open]`);
  }

  /** Screenshots of the open rewards menu at the desktop sizes that have it (phones have the my-area menu). */
  async menuShots(name: string): Promise<void> {
    for (const width of [1280, 1024]) {
      await this.page.setViewportSize({ width, height: 800 });
      await expect(this.menu()).toBeVisible();
      await reviewShot(this.page, { path: `${SHOTS}/${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 800 });
  }

  /** Screenshots of the open box at desktop and phone sizes. */
  async boxShots(id: string): Promise<void> {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      await expect(this.box(id)).toBeVisible();
      await reviewShot(this.page, { path: `${SHOTS}/box-${id}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 800 });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  status(): Locator {
    // The page's own live message (the layout has status regions of its own).
    return this.page
      .locator('.rewards-page')
      .getByRole('status')
      .filter({ hasNotText: /Loading/ });
  }

  /** The "Attempts left today: N" heading of the open game. */
  async attemptsLeft(): Promise<number> {
    const text = await this.page.getByRole('heading', { name: /Attempts left today/ }).innerText();
    return Number(/(\d+)/.exec(text)?.[1]);
  }

  /** A benefit counter by its label (spins, gifts, free messages). */
  counter(label: string): Locator {
    return this.page.locator(`p.rewards-stat[aria-label="${label}"]`);
  }

  async redeem(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Bonus code' }).fill(code);
    await this.button('Redeem').click();
  }

  async screenshot(name: string): Promise<void> {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      // The shell switches layouts on the viewport's change: the shot waits for the new one.
      await expect(this.page.locator('header.navbar')).toHaveAttribute(
        'data-layout',
        width < 1023 ? 'mobile' : 'desktop',
      );
      await expect(this.page.locator('h1')).toBeVisible();
      await reviewShot(this.page, {
        path: `${SHOTS}/${name}-${width}.png`,
        fullPage: true,
      });
    }
    await this.page.setViewportSize({ width: 1280, height: 800 });
  }
}
