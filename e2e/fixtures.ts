import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * `test` with one addition: when a test fails, the engine's event log of every page it opened is
 * saved to its output directory (`session.jsonl`, `session-2.jsonl`, …) and attached to the
 * report, so the failure can be replayed: `npm run replay -- test-results/<test>/session.jsonl`.
 * The logs are not redacted: they hold demo data only.
 *
 * @example
 * import { expect, test } from './fixtures.ts';
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const pages = page.context().pages();
    for (const [index, each] of pages.entries()) {
      const log = await exportLog(each);
      if (log === null) continue;
      const name = index === 0 ? 'session.jsonl' : `session-${index + 1}.jsonl`;
      const path = testInfo.outputPath(name);
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, log);
      await testInfo.attach(name, { path, contentType: 'application/x-ndjson' });
    }
  },
});

/** The page's log as JSON lines, or null when the page has no engine (closed, not the app). */
async function exportLog(page: Page): Promise<string | null> {
  if (page.isClosed()) return null;
  return page
    .evaluate(() => {
      const handle = (window as { __camclient?: { exportLog(): string } }).__camclient;
      return handle ? handle.exportLog() : null;
    })
    .catch(() => null);
}
