import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface TrackingRecord {
  kind: 'track' | 'actorProfileVisit';
  accountId: number | null;
  payload: Record<string, unknown>;
}

/** The personal area's profile page (`/en/myvisitx/profile`) and the sections on it. */
export class AccountProfile {
  readonly heading: Locator;
  readonly phone: Locator;
  readonly newsletter: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My profile' });
    this.phone = page.getByRole('region', { name: 'Phone verification' });
    this.newsletter = page.getByRole('region', { name: 'Newsletters' });
  }

  async open(): Promise<void> {
    await this.page.goto('/en/myvisitx/profile');
    await expect(this.heading).toBeVisible();
  }

  /** Waits for the logged-in guest's data (the edit button is its first control). */
  async loaded(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  fact(field: string): Locator {
    return this.page.locator(`dd[data-field="${field}"]`);
  }

  async edit(values: Record<string, string>): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit profile' }).click();
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
    await this.page.getByRole('button', { name: 'Save profile' }).click();
  }

  newsletterBox(name: string): Locator {
    return this.newsletter.getByRole('checkbox', { name, exact: true });
  }

  async startPinCall(number: string, kind: 'Mobile' | 'Fixed line' = 'Mobile'): Promise<void> {
    await this.phone.getByRole('textbox', { name: 'Phone number' }).fill(number);
    await this.phone.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
    await this.phone.getByRole('button', { name: 'Send code' }).click();
  }

  async enterPin(pin: string): Promise<void> {
    await this.phone.getByRole('textbox', { name: 'Code' }).fill(pin);
    await this.phone.getByRole('button', { name: 'Verify' }).click();
  }

  /** A recorded input through the developer handle, as another domain would send it. */
  async send(systemId: string, event: Record<string, unknown>): Promise<void> {
    await this.page.evaluate(
      ([id, e]) =>
        (
          window as unknown as { __camclient: { send(id: string, e: unknown): void } }
        ).__camclient.send(id, e),
      [systemId, event] as const,
    );
  }

  async consentContext(): Promise<{ withheld: number }> {
    return this.page.evaluate(
      () =>
        (
          window as unknown as {
            __camclient: { state(id: string): { context: { withheld: number } } };
          }
        ).__camclient.state('consent').context,
    );
  }
}

/** What the simulator's tracker received (`/dev/tracking`). */
export class AccountSimulator {
  constructor(readonly request: APIRequestContext) {}

  async clearTracking(): Promise<void> {
    expect((await this.request.delete('/dev/tracking')).ok()).toBe(true);
  }

  async tracking(): Promise<TrackingRecord[]> {
    const body = (await (await this.request.get('/dev/tracking')).json()) as {
      records: TrackingRecord[];
    };
    return body.records;
  }

  async fail(call: string): Promise<void> {
    expect((await this.request.post(`/dev/account/fail?call=${call}`)).ok()).toBe(true);
  }

  async healAll(): Promise<void> {
    expect((await this.request.delete('/dev/account/fail')).ok()).toBe(true);
  }
}
