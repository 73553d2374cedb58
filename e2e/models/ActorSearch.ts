import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

// Generous: the machine that runs these is shared and busy; slow must not mean failed.
const T = { timeout: 30_000 };

/** The cams page's actor search and its sidebar (decision 0031). */
export class ActorSearch {
  readonly main: Locator;
  readonly section: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.section = this.main.getByRole('region', { name: 'Find a performer' });
  }

  get field(): Locator {
    return this.section.getByRole('searchbox', { name: 'Her name' });
  }
  /** A language or age chip, by its label without the count ("German", "18-24"). */
  choice(label: string): Locator {
    return this.section.getByRole('link', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }
  get results(): Locator {
    return this.section.getByRole('status');
  }
  get clear(): Locator {
    return this.section.getByRole('link', { name: 'Clear search' });
  }
  get saved(): Locator {
    return this.section.getByRole('link', { name: /^Your last search: / });
  }
  get sidebar(): Locator {
    return this.main.getByRole('navigation', { name: 'Browse performers' });
  }
  /** On a phone the sidebar is in the category menu (the shell's panel, outside the main). */
  get menuSidebar(): Locator {
    return this.page.locator('.menu-panel').getByRole('navigation', { name: 'Browse performers' });
  }
  get categoriesToggle(): Locator {
    return this.main.getByRole('button', { name: 'Categories', exact: true });
  }

  /** Types part of her name and submits it. */
  async searchName(text: string): Promise<void> {
    await expect(this.field).toBeVisible(T);
    await this.field.fill(text);
    await this.field.press('Enter');
  }

  /** The chip's count (the performers it finds). */
  async countOf(label: string): Promise<number> {
    const text = (await this.choice(label).textContent()) ?? '';
    return Number(/\((\d+)\)$/.exec(text)?.[1] ?? NaN);
  }

  /** No serious or critical axe violation at desktop and phone width; a screenshot of each. */
  async checkScreen(dir: string, name: string): Promise<void> {
    for (const width of [1366, 390]) {
      await this.page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      await expect(this.section).toBeVisible(T);
      await expectNoSeriousViolations(this.page);
      await this.page.screenshot({ path: `${dir}/actor-search-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1366, height: 900 });
  }
}
