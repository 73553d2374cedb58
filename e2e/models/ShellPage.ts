import { expect, type Locator, type Page } from '@playwright/test';

export type MobileMenu = 'navigation menu' | 'search' | 'my area' | 'notifications';

/** The main sections of the navbar, in order. */
export const MAIN_SECTIONS = [
  'Cams',
  'Free chat',
  'New girls',
  'Videos',
  'Messenger',
  'Feed',
  'TV',
  'VIP club',
  'Contests',
  'Blog',
] as const;

/** The app shell as a guest sees it: navbar, mobile menus, footer and its language switch. */
/**
 * Room for the app's first boot on a loaded machine (config, session, the first chunks): CI saw
 * the first page of a worker take over the default 10 s.
 */
const BOOT = { timeout: 20_000 };

export class ShellPage {
  readonly nav: Locator;
  readonly guestName: Locator;
  readonly guestBalance: Locator;
  readonly languageSelect: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.guestName = page.getByTestId('guest-name');
    this.guestBalance = page.getByTestId('guest-balance');
    this.languageSelect = page.getByRole('combobox', { name: /language|sprache|idioma|taal/i });
  }

  async open(path = '/en/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.nav).toBeVisible(BOOT);
  }

  /** The simulator's one-step demo login, then the page it redirects to. */
  async loginAs(account: string, next = '/en/'): Promise<void> {
    await this.page.goto(
      `/dev/login?as=${encodeURIComponent(account)}&next=${encodeURIComponent(next)}`,
    );
    await expect(this.nav).toBeVisible(BOOT);
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  menuButton(menu: MobileMenu): Locator {
    return this.page.getByRole('button', { name: `Open ${menu}` });
  }

  /** The open phone menu's panel. */
  get mobilePanel(): Locator {
    return this.page.locator('#mobile-menu-panel');
  }

  /** The phone navigation menu's button that opens a section's submenu (seed 000 §2). */
  submenuButton(section: string): Locator {
    return this.mobilePanel.getByRole('button', { name: `More in ${section}` });
  }

  /** The desktop navbar's button for the main sections that do not fit in its row. */
  get moreSections(): Locator {
    return this.nav.getByRole('button', { name: 'More', exact: true });
  }

  /** A main section's link in the desktop navbar: in its row, or in the "more" list. */
  sectionLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** Follows a main section's link, from the "more" list when the row has no room for it. */
  async openSection(name: string): Promise<void> {
    const link = this.sectionLink(name);
    if (!(await link.isVisible())) await this.moreSections.click();
    await link.click();
  }

  /**
   * Whether the element at the centre of `locator` is `locator` itself (or inside it): nothing
   * floating (offer cards, notifications) covers it.
   */
  async isOnTop(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  }

  /**
   * Whether the whole of `locator` is inside its list and the window: not cut off or faded out
   * at the edge of a row that scrolls sideways.
   */
  async isFullyShown(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const list = (element.closest('ul') ?? element).getBoundingClientRect();
      const fade = getComputedStyle(element.closest('ul') ?? element).maskImage;
      return (
        box.width > 0 &&
        box.left >= Math.max(0, list.left) &&
        box.right <= Math.min(window.innerWidth, list.right) &&
        (fade === 'none' || fade === '')
      );
    });
  }

  /**
   * The sections among `names` that are in the navbar's row but cut off. Empty once the row has
   * settled: it measures itself when its room changes (the account corner arriving), and a read
   * between that change and the row's next frame can see a link that is about to move to "more".
   */
  async sectionsCutOff(names: readonly string[]): Promise<string[]> {
    const cut: string[] = [];
    for (const name of names) {
      const link = this.sectionLink(name);
      if ((await link.count()) === 0) continue;
      if (!(await this.isFullyShown(link))) cut.push(name);
    }
    return cut;
  }

  async switchLanguage(language: 'de' | 'en' | 'es' | 'nl'): Promise<void> {
    await this.languageSelect.selectOption(language);
    await expect(this.page).toHaveURL(new RegExp(`/${language}/`));
  }

  /** The desktop account corner's "My area" button (a logged-in guest's menu of my area). */
  get accountMenuButton(): Locator {
    return this.nav.getByRole('button', { name: 'My area', exact: true });
  }

  /** The open account menu (a navigation region named "My area"). */
  get accountMenu(): Locator {
    return this.nav.getByRole('navigation', { name: 'My area' });
  }

  /** Opens the desktop account menu and waits until it is there. */
  async openAccountMenu(): Promise<Locator> {
    await this.accountMenuButton.click();
    await expect(this.accountMenuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(this.accountMenu).toBeVisible();
    return this.accountMenu;
  }

  /** Logs out as a guest does: from the account menu on a desktop, the corner's button on a phone. */
  async logout(): Promise<void> {
    if (await this.accountMenuButton.isVisible()) await this.openAccountMenu();
    await this.nav.getByRole('button', { name: 'Log out' }).click();
  }

  /** The engine's event log of this page, as JSONL. */
  async exportLog(): Promise<string> {
    return this.page.evaluate(() =>
      (window as unknown as { __camclient: { exportLog(): string } }).__camclient.exportLog(),
    );
  }
}
