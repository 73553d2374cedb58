import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The developer inspector docked at the bottom of the app (`?inspect=1`). */
export class Inspector {
  readonly region: Locator;
  readonly status: Locator;
  readonly activeStates: Locator;
  readonly stateValue: Locator;
  readonly records: Locator;
  readonly recordDetails: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Inspector' });
    this.status = this.region.getByRole('status').first();
    this.activeStates = this.region.getByTestId('inspector-active-states');
    this.stateValue = this.region.getByTestId('inspector-state-value');
    this.records = this.region.getByRole('list', { name: 'Event records' }).getByRole('listitem');
    this.recordDetails = this.region.getByRole('region', { name: 'Record details' });
  }

  /** The page of `account` (a test's own copy of a demo account) with the inspector asked for. */
  async openAsGuest(account: string, path = '/en/'): Promise<void> {
    const next = `${path}?inspect=1`;
    await this.page.goto(`/dev/login?as=${account}&next=${encodeURIComponent(next)}`);
    // Room for a loaded machine: the app boots, then the inspector's chunk loads.
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(this.region).toBeVisible({ timeout: 20_000 });
  }

  /** On a narrow screen the panes are tabs. */
  async showTab(name: 'Actors' | 'Statechart' | 'Events' | 'Send'): Promise<void> {
    await this.region.getByRole('tab', { name }).click();
  }

  actor(name: string): Locator {
    return this.region
      .locator('.ins-tree')
      .getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }

  async selectActor(name: string): Promise<void> {
    await this.actor(name).click();
    await expect(this.actor(name)).toHaveAttribute('aria-current', 'true');
  }

  stateNode(id: string): Locator {
    return this.region.locator(`[data-state-id="${id}"]`);
  }

  /** Lists only records of these kinds (the Events tab's kind filter). */
  async showKinds(...kinds: string[]): Promise<void> {
    const group = this.region.getByRole('group', { name: 'Kinds' });
    for (const kind of kinds) {
      const button = group.getByRole('button', { name: kind, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  }

  /**
   * Opens a record by keyboard: on a phone a notification toast may float over the list and
   * take a pointer click meant for the record. The list is searched for the record's type first,
   * so the pushes, calls and inputs of a busy start page cannot keep it out of the list's window.
   */
  async openRecord(type: string): Promise<void> {
    await this.region.getByRole('searchbox', { name: 'Search events' }).fill(type);
    const button = this.record(type).getByRole('button');
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  record(type: string): Locator {
    return this.records.filter({ hasText: type });
  }

  button(name: string | RegExp): Locator {
    return this.region.getByRole('button', { name });
  }

  async sendEvent(to: string, json: string): Promise<void> {
    await this.region.getByLabel('To', { exact: true }).selectOption(to);
    await this.region.getByLabel('Event (JSON)').fill(json);
    await this.region.getByRole('button', { name: 'Send', exact: true }).click();
  }

  async exportLog(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.button('Export log').click();
    return download;
  }

  async importLog(name: string, text: string): Promise<void> {
    await this.region.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(text),
    });
  }
}
