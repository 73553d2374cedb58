import type { Locator, Page } from '@playwright/test';

export interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The first screen's floating layer (issue 54 §12): the cookie banner, the offer card, the
 * phone's offer sheet and the floating notifications, as they are on screen, and the page's
 * main heading they must leave free.
 */
export class FirstScreen {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 }).first();
  }

  /** The floating boxes shown now, with their places. */
  async floatingBoxes(): Promise<Box[]> {
    const parts: [string, Locator][] = [
      ['cookie banner', this.page.getByRole('region', { name: 'Cookies on this site' })],
      ['offer card', this.page.locator('.incentive-region-corner')],
      ['offer sheet', this.page.locator('.incentive-top-host:not(:empty)')],
      ['notifications', this.page.getByRole('complementary', { name: 'New notifications' })],
    ];
    const boxes: Box[] = [];
    for (const [name, locator] of parts) {
      for (const element of await locator.all()) {
        if (!(await element.isVisible())) continue;
        const position = await element.evaluate((node) => getComputedStyle(node).position);
        // An inline region (a phone's corner in the sheet, a bar in the page) does not float.
        if (position !== 'fixed') continue;
        const box = await element.boundingBox();
        if (box && box.width > 0 && box.height > 0) boxes.push({ name, ...box });
      }
    }
    return boxes;
  }

  /** The first visible main heading's place (the page's own, not a dialog's). */
  async headingBox(): Promise<Box | null> {
    const rect = await this.page.evaluate(() => {
      const shown = [...document.querySelectorAll('h1')]
        .map((h1) => h1.getBoundingClientRect())
        .find((r) => r.width > 0 && r.height > 0);
      return shown ? { x: shown.x, y: shown.y, width: shown.width, height: shown.height } : null;
    });
    return rect ? { name: 'main heading', ...rect } : null;
  }
}

/** A box placed on a rounded pixel edge of another may share a fraction of a pixel with it. */
const EDGE = 1;

/** Whether two boxes share any area (more than a rounding's fraction of a pixel). */
export function overlap(a: Box, b: Box): boolean {
  return (
    a.x + EDGE < b.x + b.width &&
    b.x + EDGE < a.x + a.width &&
    a.y + EDGE < b.y + b.height &&
    b.y + EDGE < a.y + a.height
  );
}
