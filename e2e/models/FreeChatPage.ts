import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { reviewShot, SHOTS } from '../reviewShots.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { LiveChatPage } from './LiveChatPage.ts';

/**
 * The free-chat duration (decision 0016): the guest's free time with an actor on her profile's
 * free-chat button and in her running free chat, and the simulator's control that sets it.
 */
export class FreeChatPage {
  readonly chat: LiveChatPage;
  /** The query service calls that asked for a free-chat duration, as the page made them. */
  readonly durationCalls: string[] = [];

  constructor(readonly page: Page) {
    this.chat = new LiveChatPage(page);
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('freeChatDuration'))
        this.durationCalls.push(request.url());
    });
  }

  /** An online actor who offers free chat. */
  static async actor(request: APIRequestContext): Promise<{ id: number; name: string }> {
    const reply = await request.get('/dev/liveChat/actor?with=freeChat');
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as { id: number; name: string };
  }

  /** Sets the guest's free seconds with her (the platform's change, pushed to the guest). */
  static async setSeconds(
    request: APIRequestContext,
    login: string,
    actorId: number,
    seconds: number,
  ): Promise<void> {
    const reply = await request.post(
      `/dev/freeChat/duration?as=${encodeURIComponent(login)}&actorId=${actorId}&seconds=${seconds}`,
    );
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  static profilePath(name: string): string {
    return `/en/amateur/${name.toLowerCase()}/`;
  }

  /** Her video chat button, which is her free chat (a link, or a button while gated). */
  get freeChatButton(): Locator {
    return this.page
      .getByRole('region', { name: /^Chat with / })
      .getByRole('listitem')
      .filter({ hasText: /^Video chat · free/ });
  }
  get buttonTimeLeft(): Locator {
    return this.freeChatButton.getByTestId('free-chat-left');
  }
  /** The running free chat's countdown. */
  get chatTimeLeft(): Locator {
    return this.chat.panel.getByTestId('chat-free-left');
  }

  /** Axe (no serious or critical) at 1280 and 390 px, with a review shot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, {
        path: `${SHOTS}/free-chat-${name}-${width}.png`,
        fullPage: true,
      });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
