import { expect, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** The hover profile preview of a performer's tile (issue 18 part 2). */
export class ProfilePreview {
  constructor(readonly page: Page) {}

  /** Every open card (one at the most). */
  get cards(): Locator {
    return this.page.locator('.actor-preview');
  }
  cardOf(name: string): Locator {
    return this.page.locator('.actor-preview').filter({
      has: this.page.getByRole('heading', { name: new RegExp(`^${name}`) }),
    });
  }
  tile(actorId: number): Locator {
    return this.page.locator(`a.cam-tile[data-actor-id="${actorId}"]`);
  }

  /** Rests the pointer on her tile; her card opens after the intent delay. */
  async hover(actorId: number): Promise<void> {
    await this.tile(actorId).hover();
  }

  /** The keyboard's focus on her tile (a key press first, so the focus is a visible one). */
  async focus(actorId: number): Promise<void> {
    await this.page.keyboard.press('Shift');
    await this.tile(actorId).focus();
  }

  /** The boxes of the grid's tiles: opening a card must not move them. */
  async tileBoxes(): Promise<string> {
    return this.page.locator('a.cam-tile').evaluateAll((links) =>
      JSON.stringify(
        links.slice(0, 10).map((link) => {
          const box = link.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height];
        }),
      ),
    );
  }

  /** The records the engine sent to the preview (none where it is never offered). */
  async previewRecords(): Promise<number> {
    const log = await this.page.evaluate(() =>
      (window as unknown as { __camclient: { exportLog(): string } }).__camclient.exportLog(),
    );
    return log.split('\n').filter((line) => line.includes('"actorPreview"')).length;
  }

  async expectOpenFor(name: string): Promise<Locator> {
    const card = this.cardOf(name);
    await expect(card).toBeVisible(T);
    await expect(card).toHaveAttribute('data-status', 'shown', T);
    await expect(this.cards).toHaveCount(1);
    return card;
  }

  /** Axe on the page with the card open, and a review shot (E2E_SHOTS=1) at this width. */
  async checkScreen(name: string): Promise<void> {
    await expectNoSeriousViolations(this.page);
    const width = this.page.viewportSize()?.width ?? 0;
    await reviewShot(this.page, { path: `${SHOTS}/actor-preview-${name}-${width}.png` });
  }
}
