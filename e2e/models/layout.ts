import type { Locator } from '@playwright/test';

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
