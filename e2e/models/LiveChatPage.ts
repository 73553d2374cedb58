import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { SHOTS, reviewShot } from '../reviewShots.ts';

/** The live chat on an actor's live show page, and the simulator's live chat controls. */
export class LiveChatPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: /^Live chat with / });
  }

  /** An online actor with the feature, from the simulator's catalogue. */
  static async actor(
    request: APIRequestContext,
    feature: 'voyeur' | 'preview' | 'paid' | 'toy' | 'videoCall',
    nth = 0,
  ): Promise<{ id: number; name: string }> {
    const reply = await request.get(`/dev/liveChat/actor?with=${feature}&nth=${nth}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as { id: number; name: string };
  }

  static path(name: string, chat: string): string {
    return `/en/amateur/${name.toLowerCase()}/live-show/?chat=${chat}`;
  }

  /** The chat types of the guest's running chats, as the simulator keeps them. */
  static async runningTypes(request: APIRequestContext, login: string): Promise<string[]> {
    const reply = await request.get(`/dev/liveChat?as=${login}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    return ((await reply.json()) as { chatType: string }[]).map((chat) => chat.chatType);
  }

  /** Ends the guest's running chats with `exitCode`, as the actor or the platform would. */
  static async end(request: APIRequestContext, login: string, exitCode: number): Promise<void> {
    const reply = await request.post(`/dev/liveChat/end?as=${login}&exitCode=${exitCode}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** The actor goes offline now (her online state walks so): her chats end. */
  static async actorOffline(request: APIRequestContext, actorId: number): Promise<void> {
    const reply = await request.post(`/dev/liveChat/actorOffline?actorId=${actorId}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** She is in a private chat with another guest now (`on`), or out of it. */
  static async privateChat(request: APIRequestContext, actorId: number, on: boolean) {
    const reply = await request.post(`/dev/liveChat/private?actorId=${actorId}&on=${on ? 1 : 0}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** Charges the next minute now. */
  static async bill(request: APIRequestContext, login: string): Promise<void> {
    const reply = await request.post(`/dev/liveChat/bill?as=${login}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** Her toy's panel in the chat: the controls, a rejection, the guest's queue. */
  get toys(): Locator {
    return this.panel.getByRole('region', { name: 'Her toy' });
  }
  toyQueueLine(name: string): Locator {
    return this.toys.getByTestId('toy-queue').getByRole('listitem').filter({ hasText: name });
  }

  /** Her toy's running control is done now; the next waiting one starts. */
  static async toyDone(request: APIRequestContext, login: string): Promise<void> {
    const reply = await request.post(`/dev/liveChat/toyDone?as=${login}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  get lines(): Locator {
    return this.panel.getByRole('list', { name: 'Chat messages' });
  }
  /** A line of the chat by its text (the sender's name comes first). */
  line(text: string): Locator {
    return this.lines.getByRole('listitem').filter({ hasText: text });
  }
  get input(): Locator {
    return this.panel.getByRole('textbox', { name: 'Your message' });
  }
  get time(): Locator {
    return this.panel.getByTestId('chat-time');
  }
  get cost(): Locator {
    return this.panel.getByTestId('chat-cost');
  }
  get balance(): Locator {
    return this.panel.getByTestId('chat-balance');
  }
  get navbarBalance(): Locator {
    return this.page.getByTestId('guest-balance').first();
  }

  /**
   * Pauses the page's installed clock (`page.clock.install()` lets it run with the wall clock),
   * so that only `page.clock.runFor` steps move it, however long the machine takes.
   */
  async pauseClock(): Promise<void> {
    const now = await this.page.evaluate(() => Date.now());
    // A second ahead: the page's clock runs on while this call travels, and must not pass it.
    await this.page.clock.pauseAt(now + 1_000);
  }

  /**
   * Moves the paused clock in small steps until `locator` shows `text`: the page's timers (its
   * chunks, its machines' delays) go on, and the clock stands within a step of that moment.
   */
  async runClockUntil(locator: Locator, text: string, stepMs = 50, maxMs = 30_000): Promise<void> {
    for (let ran = 0; ran <= maxMs; ran += stepMs) {
      if ((await locator.count()) > 0 && (await locator.first().textContent()) === text) return;
      await this.page.clock.runFor(stepMs);
    }
    await expect(locator).toHaveText(text, { timeout: 1 });
  }

  async say(text: string): Promise<void> {
    await this.input.fill(text);
    await this.panel.getByRole('button', { name: 'Send' }).click();
  }

  /** Axe (no serious or critical) at 1280 and 390 px, with a review shot at each (E2E_SHOTS=1). */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, { path: `${SHOTS}/chat-${name}-${width}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
