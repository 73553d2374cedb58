import { expect, type Locator, type Page } from '@playwright/test';

/** The "Report a problem" dialog as a guest uses it, opened from the footer. */
export class ReportDialog {
  readonly dialog: Locator;
  readonly consent: Locator;
  readonly includeMessages: Locator;
  readonly description: Locator;
  readonly send: Locator;
  readonly download: Locator;
  readonly reportId: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Report a problem' });
    this.consent = this.dialog.getByRole('checkbox', {
      name: 'I agree that this report is sent to support',
    });
    this.includeMessages = this.dialog.getByRole('checkbox', {
      name: 'Include the texts of my messages',
    });
    this.description = this.dialog.getByRole('textbox', { name: 'What went wrong? (optional)' });
    this.send = this.dialog.getByRole('button', { name: /^(Send report|Try again)$/ });
    this.download = this.dialog.getByRole('button', { name: 'Download' });
    this.reportId = this.dialog.getByTestId('report-id');
  }

  /**
   * Opens the dialog with the footer's button. The footer moves down while the start page's
   * blocks fill above it, and a click checked on the button can land where it was a moment
   * before (a busy machine shows it): the click is made again until the dialog shows.
   */
  async open(): Promise<void> {
    const button = this.page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Report a problem' });
    await expect(async () => {
      if (!(await this.dialog.isVisible())) await button.click();
      await expect(this.dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /**
   * Opens the dialog on a phone, from the "My area" menu, by keyboard (a notification toast may
   * float over the entry for a while).
   */
  async openFromMyArea(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open my area' }).press('Enter');
    await this.page
      .getByRole('region', { name: 'My area' })
      .getByRole('button', { name: 'Report a problem' })
      .press('Enter');
    await expect(this.dialog).toBeVisible();
  }

  /** Fills the form and sends it; returns the report id the guest is shown. */
  async sendReport(
    description: string,
    options: { includeMessages?: boolean } = {},
  ): Promise<string> {
    await this.description.fill(description);
    if (options.includeMessages) await this.includeMessages.check();
    await this.consent.check();
    await this.send.click();
    await expect(this.reportId).toHaveText(/^R-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    return (await this.reportId.textContent()) ?? '';
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).click();
    await expect(this.dialog).toBeHidden();
  }
}
