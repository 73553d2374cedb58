import { expect, type Locator, type Page } from '@playwright/test';
import { afterTwoFrames } from './heldPress.ts';

/**
 * The elements of `scope` (itself and all inside it) whose right edge lies beyond a screen `width`
 * wide, as `TAG.class` names: what a guest would have to scroll sideways to see.
 */
export function overflowing(scope: Locator, width: number): Promise<string[]> {
  return scope
    .locator('xpath=descendant-or-self::*')
    .evaluateAll(
      (elements, screen) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > screen + 1)
          .map((element) => `${element.tagName}.${element.className}`),
      width,
    );
}

/** The top of `element` on the page (not the window: a scroll in between does not count). */
async function topOnThePage(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
}

/**
 * `element`'s top once the page holds still: two readings a quarter second apart, each after
 * the layout of two frames, agree. What above it still settles (a picture, her live state) is
 * not counted as a move that the held code caused (a busy box lays it out late).
 */
export async function settledTop(page: Page, element: Locator): Promise<number> {
  let top = Number.NaN;
  await expect(async () => {
    await page.evaluate(afterTwoFrames);
    const first = await topOnThePage(element);
    await page.waitForTimeout(250);
    await page.evaluate(afterTwoFrames);
    top = await topOnThePage(element);
    expect(Math.abs(top - first)).toBeLessThan(1);
  }).toPass({ timeout: 30_000 });
  return top;
}
