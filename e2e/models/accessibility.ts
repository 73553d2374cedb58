import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

let axeSource: string | undefined;

/** axe-core's browser build, the one `@axe-core/playwright` ships with. */
function axeScript(): string {
  const fromAxePlaywright = createRequire(
    createRequire(import.meta.url).resolve('@axe-core/playwright'),
  );
  axeSource ??= readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** axe-core in `frame`, once per document (a route change within the app keeps it). */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window);
  if (!present) await frame.evaluate(axeScript());
}

/**
 * The one axe check of every screen: no serious or critical violation on the page as it is now
 * (`scope` narrows it to a region, e.g. 'main'). Each violation is named with its nodes, so a
 * failure says where to look.
 *
 * axe runs in the page itself, injected once per document into every frame (the pay tour's
 * checkout included), and reports violations only. `@axe-core/playwright`'s `analyze()` injected
 * its 500 kB script anew into every frame for each check and finished each run in a new blank
 * page: about two thirds of a screen-heavy test's time on two cores.
 */
export async function expectNoSeriousViolations(page: Page, scope?: string): Promise<void> {
  // A frame that goes away meanwhile (an ad-hoc iframe) has nothing to check.
  for (const frame of page.frames()) await ensureAxe(frame).catch(() => undefined);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: object,
          ): Promise<{
            violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, scope ?? null);
  const bad = violations.filter(
    (v: Violation) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(bad.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}
