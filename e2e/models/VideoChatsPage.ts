import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';

/** "My video chats" (decision 0029): the guest's past video chats in the tile grid. */
export class VideoChatsPage {
  constructor(readonly page: Page) {}

  /** Adds past chats to the guest's history, as chats that ended would (the simulator's control). */
  static async addPastChats(request: APIRequestContext, login: string, count: number) {
    const reply = await request.post(
      `/dev/videoChats/add?as=${encodeURIComponent(login)}&count=${count}`,
    );
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'My video chats' });
  }
  get tiles(): Locator {
    return this.page.getByRole('list', { name: 'Past video chats' }).locator('article');
  }

  /** Axe (no serious or critical) at 1366 and 390 px, with a review shot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1366, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, { path: `${SHOTS}/video-chats-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1366, height: 900 });
  }
}
