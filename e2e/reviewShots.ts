import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Screenshots for people to look at (every screen at desktop and phone width), as opposed to the
 * pixel comparisons some tests assert on. They cost CPU that `npm test` needs for the tests, so
 * they are taken only when asked for: `E2E_SHOTS=1 npx playwright test` writes them to
 * `<E2E_OUT_DIR or test-results>/shots`.
 */
export const REVIEW_SHOTS = process.env.E2E_SHOTS === '1';

/** Where the review screenshots go. */
export const SHOTS = `${process.env.E2E_OUT_DIR || 'test-results'}/shots`;

/** `page.screenshot(options)` when review shots are asked for, nothing otherwise. */
export async function reviewShot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (REVIEW_SHOTS) await page.screenshot(options);
}
