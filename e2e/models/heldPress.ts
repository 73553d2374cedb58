import { expect, type Locator } from '@playwright/test';

/**
 * Presses `target` as a guest does, with the mouse, and holds the press while `meanwhile` runs
 * (a lazily loaded part arriving: its code, its sheet, its render), then lets go. A click is a
 * press and a release on the same element: if the element was mounted again or moved away from
 * under the pointer in between, the browser dispatches no click and the guest's press is lost.
 * Unlike Playwright's `click`, which checks the target only before pressing, this keeps the
 * pointer where the target was.
 */
export async function pressWhile(target: Locator, meanwhile: () => Promise<void>): Promise<void> {
  const page = target.page();
  await page.evaluate(afterTwoFrames);
  const box = await target.boundingBox();
  if (!box) throw new Error('the target of the press is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await target.evaluate(
    (element, at) => element.contains(document.elementFromPoint(at.x, at.y)),
    { x, y },
  );
  expect(hit, 'the press lands on its target').toBe(true);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await meanwhile();
  await page.mouse.up();
}

/** Two frames in the page: a scroll or a style just applied has been laid out. */
export const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
