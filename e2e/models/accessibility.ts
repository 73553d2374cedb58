import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one axe check of every screen: no serious or critical violation on the page as it is now
 * (`scope` narrows it to a region, e.g. 'main'). Each violation is named with its nodes, so a
 * failure says where to look.
 */
export async function expectNoSeriousViolations(page: Page, scope?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const result = await (scope ? builder.include(scope) : builder).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
