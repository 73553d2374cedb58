import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The cookie banner: shown until the guest decides; three categories behind "Settings". */
export class CookieBanner {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Cookies on this site' });
  }

  /** A choice made in an earlier visit (the consent cookie), so the banner stays away. */
  static async decided(
    context: BrowserContext,
    baseURL: string,
    choice: { functional: boolean; analytics: boolean },
  ): Promise<void> {
    const value = `functional=${choice.functional ? 1 : 0}&analytics=${choice.analytics ? 1 : 0}`;
    await context.addCookies([
      { name: 'cookieConsent', value: encodeURIComponent(value), url: baseURL },
    ]);
  }

  button(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  async acceptAll(): Promise<void> {
    await this.button('Accept all').click();
    await expect(this.region).toHaveCount(0);
  }

  async necessaryOnly(): Promise<void> {
    await this.button('Necessary only').click();
    await expect(this.region).toHaveCount(0);
  }

  /** Opens the categories and saves the ticks given. */
  async choose(choice: { functional: boolean; analytics: boolean }): Promise<void> {
    if (await this.button('Settings').isVisible()) await this.button('Settings').click();
    await expect(this.region.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await this.region.getByRole('checkbox', { name: /Functional/ }).setChecked(choice.functional);
    await this.region.getByRole('checkbox', { name: /Analytics/ }).setChecked(choice.analytics);
    await this.button('Save my choice').click();
    await expect(this.region).toHaveCount(0);
  }
}
