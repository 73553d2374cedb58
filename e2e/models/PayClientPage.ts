import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';

/** The simulator's payment client URL base (`payBaseUrl` of `/config.json`, ending in `/`). */
export async function payBaseUrl(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { payBaseUrl: string };
  return config.payBaseUrl;
}

/**
 * The simulator's payment client as the guest sees it, opened directly as a tab (a Page) or
 * inside an iframe (a FrameLocator).
 */
export class PayClientPage {
  readonly title: Locator;
  readonly closeButton: Locator;
  readonly guestLine: Locator;
  /** The line about the performer the flow is for (the page's `hostData.teaserText`). */
  readonly teaser: Locator;

  constructor(readonly root: Page | FrameLocator) {
    this.title = root.getByRole('heading', { level: 1 });
    this.closeButton = root.getByRole('button', { name: 'Close' });
    this.guestLine = root.locator('#vxp-guest');
    this.teaser = root.locator('#vxp-teaser');
  }

  /** Opens the client as a tab would: `/VXPAY-V3/?flow=…` with the `#/` fragment. */
  static async openTab(page: Page, request: APIRequestContext, query: string, hash = '#/') {
    const base = await payBaseUrl(request);
    await page.goto(`${base}VXPAY-V3/?${query}${hash}`);
    const client = new PayClientPage(page);
    await expect(client.title).toBeVisible();
    return client;
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** A top-up amount: its radio, or the field of an amount of her own (`Other amount`). */
  amount(name: string): Locator {
    return this.root.getByRole('radio', { name, exact: true });
  }

  get otherAmount(): Locator {
    return this.root.getByRole('textbox', { name: 'Other amount' });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }

  async login(name: string, password: string): Promise<void> {
    await this.field('Username or e-mail').fill(name);
    await this.field('Password').fill(password);
    await this.button('Log in').click();
  }

  /**
   * Pays with a new card (the simulator's test card unless given); `submit` names the button (a
   * subscription's says "Subscribe for …").
   */
  async payByCard(card = '4111 1111 1111 1111', submit: RegExp = /^Pay /): Promise<void> {
    await this.root.getByText('Credit card', { exact: true }).click();
    await this.field('Card number').fill(card);
    await this.field('Valid until (MM/YY)').fill('12/39');
    await this.field('Security code').fill('123');
    await this.field('Card holder').fill('Dan Demo');
    await this.button(submit).click();
  }
}
