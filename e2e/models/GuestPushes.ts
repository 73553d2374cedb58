import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { REVIEW_SHOTS, reviewShot } from '../reviewShots.ts';

export type AvsStatus = 'unknown' | 'pending' | 'accepted' | 'rejected';

/** What the guest sees of the platform's pushes: the status bars and the age-check notices. */
export class GuestPushes {
  readonly statusBars: Locator;
  readonly avsPending: Locator;
  readonly avsRejected: Locator;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    this.statusBars = page.getByRole('region', { name: 'Account messages' });
    this.avsPending = this.statusBars
      .getByRole('status')
      .filter({ hasText: 'Your age verification is being checked.' });
    this.avsRejected = this.statusBars.getByRole('alert');
  }

  /** One pushed status bar, by its type. */
  statusBar(type: string): Locator {
    return this.page.locator(`[data-status-bar="${type}"]`);
  }

  async dismiss(type: string): Promise<void> {
    await this.statusBar(type)
      .getByRole('button', { name: /^Dismiss:/ })
      .click();
  }

  /** Stores the age-check status on the account and pushes its frame (simulator dev route). */
  async setAvs(login: string, status: AvsStatus): Promise<void> {
    const response = await this.request.post(
      `/rest/v1/dev/guest/avs?as=${encodeURIComponent(login)}&status=${status}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
  }

  async screenshots(name: string): Promise<void> {
    await screenshotsAt(this.page, `guest-pushes/${name}`);
  }

  /** Marks the current document; `reloaded()` is true once a new document replaced it. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __pushMark?: boolean }).__pushMark = true;
    });
  }

  async reloaded(): Promise<boolean> {
    try {
      return await this.page.evaluate(
        () => (window as unknown as { __pushMark?: boolean }).__pushMark !== true,
      );
    } catch {
      return false; // the page is navigating right now
    }
  }
}

/**
 * Screenshots of the page at desktop (1280x800) and phone (390x844) size, for a person to look at:
 * `<E2E_OUT_DIR>/<name>-<width>.png`.
 */
export async function screenshotsAt(page: Page, name: string, fullPage = false): Promise<void> {
  if (!REVIEW_SHOTS) return;
  const dir = process.env['E2E_OUT_DIR'] ?? 'test-results';
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The app takes the new width after its resize debounce: shoot once the layout fits it (a
    // paused page clock never fires the debounce, so this waits at most a few seconds).
    await page
      .waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 3000 })
      .catch(() => undefined);
    await reviewShot(page, { path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
