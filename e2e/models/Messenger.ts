import {
  expect,
  request as requests,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { APP_ORIGIN } from '../workerSimulator.ts';

/** LanaLove's actor id: the demo account's first conversation (fixtures/channels.json). */
export const LANA_LOVE = 3101;

/** The messenger page (`/en/messenger/`) and the simulator's messenger controls. */
export class MessengerPage {
  readonly channelList: Locator;
  readonly messages: Locator;
  readonly textbox: Locator;
  readonly sendButton: Locator;
  readonly price: Locator;
  /** The conversion chat's countdown line above the panes (seed 000 §4). */
  readonly conversionOffer: Locator;

  constructor(readonly page: Page) {
    this.channelList = page.getByTestId('channel-list');
    this.messages = page.getByTestId('message-list');
    this.textbox = page.getByRole('textbox', { name: 'Message' });
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.price = page.getByTestId('message-price');
    this.conversionOffer = page.getByRole('status').filter({ hasText: /^Your chat offer ends in/ });
  }

  async open(login: string): Promise<void> {
    await this.page.goto(`/dev/login?as=${encodeURIComponent(login)}&next=/en/messenger/`);
    await expect(this.page.getByRole('heading', { name: 'Conversations' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(this.channelList.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  }

  /** The open conversation's heading: the actor's name. */
  partner(actorName: string): Locator {
    return this.page.getByRole('heading', { name: actorName, level: 2 });
  }

  /** The messages of the open conversation that the actor wrote (not the guest's own). */
  get actorMessages(): Locator {
    return this.messages.locator('article:not([data-mine])');
  }

  /**
   * The unread count the navbar's Messages button names ("Messages (3 unread)"), 0 when it names
   * none: the service's count (seed 000 §7).
   */
  async unreadInNavbar(): Promise<number> {
    const button = this.page.getByRole('button', { name: /^Messages( \(\d+ unread\))?$/ });
    const label = (await button.first().getAttribute('aria-label')) ?? '';
    return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
  }

  /** The list's "Mark all as read". */
  async markAllRead(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mark all as read' }).click();
  }

  channel(actorName: string): Locator {
    return this.channelList.getByRole('listitem').filter({ hasText: actorName });
  }

  async select(actorName: string): Promise<void> {
    await this.channel(actorName)
      .getByRole('button', { name: new RegExp(actorName) })
      .first()
      .click();
    await expect(this.page.getByRole('heading', { name: actorName, level: 2 })).toBeVisible();
  }

  async write(text: string): Promise<void> {
    await this.textbox.fill(text);
    await this.textbox.press('Enter');
  }

  async filter(name: 'All' | 'Newest' | 'Unread' | 'Online' | 'Archived' | 'Blocked') {
    await this.page.getByRole('group', { name: 'Show' }).getByRole('button', { name }).click();
  }

  message(text: string | RegExp): Locator {
    return this.messages.getByRole('article').filter({ hasText: text });
  }

  async openGifts(): Promise<void> {
    await this.page.getByRole('button', { name: /Gifts/ }).click();
  }

  /** Puts a gift of a category into the message (the gift picker opened first). */
  async addGift(category: string, gift: string): Promise<void> {
    await this.openGifts();
    await this.page
      .getByRole('group', { name: 'Gift category' })
      .getByRole('button', { name: category })
      .click();
    await this.page.getByRole('button', { name: new RegExp(`^Add ${gift}`) }).click();
    await expect(this.page.getByRole('group', { name: 'In your message' })).toBeVisible();
  }

  /** The conversation's state as the engine holds it (developer handle). */
  async outgoing(): Promise<{ clientMessageId: string; status: string }[]> {
    return this.page.evaluate(() => {
      const handle = (window as unknown as { __camclient: { state(id: string): unknown } })
        .__camclient;
      const snapshot = handle.state('messenger') as {
        context: { outgoing: { clientMessageId: string; status: string }[] };
      };
      return snapshot.context.outgoing;
    });
  }
}

/** The simulator's messenger controls (`/dev/messenger/…`). */
export class MessengerControls {
  constructor(private readonly request: APIRequestContext) {}

  /** The actor online or offline in the simulator (her answers come while she is online). */
  async actorOnline(actorId: number, online: boolean): Promise<void> {
    const answer = await this.request.post(`/dev/messenger/actors/${actorId}/online`, {
      data: { online },
    });
    expect(answer.ok()).toBe(true);
  }

  async settings(body: Record<string, unknown>): Promise<void> {
    expect((await this.request.post('/dev/messenger/settings', { data: body })).ok()).toBe(true);
  }

  /**
   * The guest's conversation with the actor, opened as writing to her does (`GET
   * /rest/v1/channel/actor/{actorId}`): a test's own guest, a copy of a demo account, has none.
   * The guest logs in in a request context of its own, so the test's `request` stays as it was.
   */
  static async openChannel(login: string, actorId: number): Promise<number> {
    const guest = await requests.newContext({ baseURL: APP_ORIGIN });
    try {
      const loggedIn = await guest.get(`/dev/login?as=${encodeURIComponent(login)}`, {
        maxRedirects: 0,
      });
      expect(loggedIn.status(), await loggedIn.text()).toBe(302);
      const session = await guest.get('/rest/v1/auth/session?language=en&ver=t&access_token=');
      const { accessToken } = (await session.json()) as { accessToken: string };
      const opened = await guest.get(
        `/rest/v1/channel/actor/${actorId}?language=en&ver=t&access_token=${accessToken}`,
      );
      expect(opened.ok(), await opened.text()).toBe(true);
      return ((await opened.json()) as { channel: { id: number } }).channel.id;
    } finally {
      await guest.dispose();
    }
  }

  /** A new notification for the guest now (`/dev/messenger/notify`): unseen, so it floats. */
  async notify(
    login: string,
    notification: { type: number; title: string; text: string; link?: string },
  ): Promise<void> {
    const reply = await this.request.post(`/dev/messenger/notify?as=${login}`, {
      data: notification,
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  async actorWrites(login: string, channelId: number, text: string): Promise<void> {
    const reply = await this.request.post(`/dev/messenger/write?as=${login}`, {
      data: { channelId, text },
    });
    expect(reply.ok()).toBe(true);
  }
}
