import { expect, type Locator, type Page } from '@playwright/test';

export type MobileMenu = 'navigation menu' | 'search' | 'my area' | 'notifications';

/** The app shell as a guest sees it: navbar, mobile menus, footer and its language switch. */
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
    await expect(this.nav).toBeVisible();
  }

  /** The simulator's one-step demo login, then the page it redirects to. */
  async loginAs(account: string, next = '/en/'): Promise<void> {
    await this.page.goto(
      `/dev/login?as=${encodeURIComponent(account)}&next=${encodeURIComponent(next)}`,
    );
    await expect(this.nav).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  menuButton(menu: MobileMenu): Locator {
    return this.page.getByRole('button', { name: `Open ${menu}` });
  }

  async switchLanguage(language: 'de' | 'en' | 'es' | 'nl'): Promise<void> {
    await this.languageSelect.selectOption(language);
    await expect(this.page).toHaveURL(new RegExp(`/${language}/`));
  }

  /** The engine's event log of this page, as JSONL. */
  async exportLog(): Promise<string> {
    return this.page.evaluate(() =>
      (window as unknown as { __camclient: { exportLog(): string } }).__camclient.exportLog(),
    );
  }
}
