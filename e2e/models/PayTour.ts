import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { PayClientPage } from './PayClientPage.ts';

/** The pay tour as a guest meets it: the payment iframe (or tab), the loader and its notices. */
export class PayTour {
  readonly frameElement: Locator;
  readonly frame: FrameLocator;
  readonly loader: Locator;
  readonly errorDialog: Locator;
  /** The payment client inside the iframe, with its forms. */
  readonly client: PayClientPage;

  constructor(readonly page: Page) {
    this.frameElement = page.getByTestId('pay-frame');
    this.frame = page.frameLocator('[data-testid="pay-frame"]');
    this.loader = page.getByTestId('pay-loader');
    this.errorDialog = page.getByTestId('pay-dialog-error');
    this.client = new PayClientPage(this.frame);
  }

  /** The payment client shows its view: the iframe is visible over the page. */
  async expectOpen(title: string | RegExp): Promise<void> {
    await expect(this.frameElement).toBeVisible({ timeout: 15_000 });
    await expect(this.frame.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  }

  async expectClosed(): Promise<void> {
    await expect(this.frameElement).toBeHidden();
    await expect(this.loader).toBeHidden();
    await expect.poll(() => this.bodyOverflow()).toBe('');
  }

  bodyOverflow(): Promise<string> {
    return this.page.evaluate(() => document.body.style.overflow);
  }

  /**
   * The pay tour's state as the engine holds it; null until it runs (a lazy domain, started with
   * the logged-in guest or by the first ask for a flow).
   */
  state(): Promise<unknown> {
    return this.page.evaluate(
      () =>
        (
          window as unknown as {
            __camclient: { state(id: string): { value: unknown } | undefined };
          }
        ).__camclient.state('payTour')?.value ?? null,
    );
  }

  async signUp(name: string, email: string, password: string): Promise<void> {
    await this.frame.getByLabel('E-mail', { exact: true }).fill(email);
    await this.frame.getByLabel('Username').fill(name);
    await this.frame.getByLabel('Password').fill(password);
    await this.frame.getByRole('button', { name: 'Sign up for free' }).click();
  }

  /** The payment client's age check, filled in as `fullName` and sent; then on to the page. */
  async verifyAge(fullName: string): Promise<void> {
    await this.client.field('Full name').fill(fullName);
    await this.client.field('Date of birth').fill('1990-04-01');
    await this.client.field('ID document number').fill('L01X00T47');
    await this.client.button('Verify my age').click();
    await this.client.button('Continue').click();
  }

  close(): Promise<void> {
    return this.frame.getByRole('button', { name: 'Close' }).first().click();
  }

  /** The top-up amount the payment client has chosen (its radio named by the amount). */
  amount(label: string): Locator {
    return this.client.amount(label);
  }

  /**
   * What the payment client tracked (its `dataLayer`): it tracks only when the page says
   * `enableTracking`, which is the guest's analytics consent (decision 0032).
   */
  async tracked(): Promise<unknown[]> {
    const frame = await this.frameElement.elementHandle().then((handle) => handle?.contentFrame());
    if (!frame) return [];
    return frame.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.slice() ?? [],
    );
  }

  /**
   * The stored login action (`onLoginAction`: an act in sessionStorage, the rest in
   * localStorage), parsed, or null; without its `qmDate` stamp, which must be a date
   * (decision 0030: it is kept in the record, left in when it is not one so the test fails).
   */
  storedLoginAction(): Promise<unknown> {
    return this.page.evaluate(() => {
      const raw = sessionStorage.getItem('onLoginAction') ?? localStorage.getItem('onLoginAction');
      if (raw === null) return null;
      const record = JSON.parse(raw) as { type: unknown; params: Record<string, unknown> };
      const { qmDate, ...params } = record.params;
      return typeof qmDate === 'string' && !Number.isNaN(Date.parse(qmDate))
        ? { type: record.type, params }
        : record;
    });
  }
}

/** The VIP club page (route `vipClub`): the VIP offer and the hosted checkout link. */
export class VipClubPage {
  readonly title: Locator;
  readonly getVip: Locator;
  readonly checkout: Locator;
  readonly vipNotice: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'VIP club' });
    this.getVip = page.getByRole('main').getByRole('button', { name: 'Become a VIP' });
    this.checkout = page.getByRole('button', { name: 'Pay on the secure checkout page' });
    this.vipNotice = page.getByText('You are a VIP member');
  }

  async open(): Promise<void> {
    await this.page.goto('/en/vipclub/');
    // The page's chunk loads lazily after the app boots.
    await expect(this.title).toBeVisible({ timeout: 15_000 });
  }
}

/**
 * Her account's payment section (on her profile): a button for each pay-tour flow besides top-up
 * and VIP (limit, auto-recharge, change card, codes, …).
 */
export class PaymentSection {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Payment and credit' });
  }

  /** Her profile, scrolled to the section. */
  async open(): Promise<void> {
    await this.page.goto('/en/myvisitx/profile');
    await this.region.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await expect(this.region).toBeVisible();
  }

  flow(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }
}
