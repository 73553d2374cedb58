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

/** A main section in the desktop navbar's row: its name, and whether it shows whole. */
export interface RowSection {
  name: string;
  whole: boolean;
}

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
   * The main sections in the navbar's row as the guest sees them, in order: each one's name and
   * whether it is whole (inside the row's list and the window, not faded out). Read in one go,
   * once a frame has been painted: the row fits itself to its room before the browser paints, so
   * a read between a change of its room (a part of the account corner arriving) and that frame
   * sees links the guest never sees; and a link read again after it moved behind "more" would
   * leave the read waiting for it (a link counted, then gone before its box was read, held the
   * check's poll past its 10 s: the flake of 102b3ded's CI).
   */
  async rowSections(): Promise<RowSection[]> {
    return this.nav.evaluate(async (nav, names: readonly string[]) => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const list = nav.querySelector('.nav-links');
      if (!list) return [];
      const box = list.getBoundingClientRect();
      const fade = getComputedStyle(list).maskImage;
      return [...list.querySelectorAll('a')]
        .filter((link) => link.checkVisibility({ visibilityProperty: true }))
        .map((link) => ({ name: link.textContent.trim(), link: link.getBoundingClientRect() }))
        .filter(({ name }) => names.includes(name))
        .map(({ name, link }) => ({
          name,
          whole:
            link.width > 0 &&
            link.left >= Math.max(0, box.left) &&
            link.right <= Math.min(window.innerWidth, box.right) &&
            (fade === 'none' || fade === ''),
        }));
    }, MAIN_SECTIONS);
  }

  /** The sections in the navbar's row that are cut off ({@link rowSections}): none once settled. */
  async sectionsCutOff(): Promise<string[]> {
    return (await this.rowSections()).filter(({ whole }) => !whole).map(({ name }) => name);
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
