import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { reviewShot, SHOTS } from '../reviewShots.ts';

/** The anonymous voice call on her live show page, and the simulator's voice-call controls. */
export class VoiceCallPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: /^Voice call with / });
  }

  /** An online actor who takes voice calls, held online by the simulator. */
  static async actor(request: APIRequestContext, nth = 0): Promise<{ id: number; name: string }> {
    const reply = await request.get(`/dev/voicecall/actor?nth=${nth}`);
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as { id: number; name: string };
  }

  static profilePath(name: string): string {
    return `/en/amateur/${name.toLowerCase()}/`;
  }

  /** The guest's next start answers `code` instead of starting. */
  static async nextCode(request: APIRequestContext, login: string, code: number): Promise<void> {
    const reply = await request.post(
      `/dev/voicecall/nextCode?as=${encodeURIComponent(login)}&code=${code}`,
    );
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** She hangs up: the server pushes `voicecallStop` with the call's id hash. */
  static async stop(request: APIRequestContext, login: string): Promise<void> {
    const reply = await request.post(`/dev/voicecall/stop?as=${encodeURIComponent(login)}`);
    expect(reply.ok(), await reply.text()).toBe(true);
  }

  /** Her voice-call button among the profile's chat buttons (a link when the gate lets it through). */
  get chatButton(): Locator {
    return this.page.getByRole('link', { name: /^Voice call · / });
  }
  startButton(name: string): Locator {
    return this.panel.getByRole('button', { name: `Call ${name} now` });
  }
  get retryButton(): Locator {
    return this.panel.getByRole('button', { name: 'Try again' });
  }
  get error(): Locator {
    return this.panel.getByRole('alert');
  }
  get pin(): Locator {
    return this.panel.getByTestId('voice-call-pin');
  }

  /** Marks the document, so a reload shows as the mark being gone. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { voiceCallMark?: boolean }).voiceCallMark = true;
    });
  }
  /** Runs `action` and waits for the page to load again: the marked document is gone. */
  async expectReloadOn(action: () => Promise<void>): Promise<void> {
    const loaded = this.page.waitForEvent('load');
    await action();
    await loaded;
    const mark = await this.page.evaluate(
      () => (window as unknown as { voiceCallMark?: boolean }).voiceCallMark ?? false,
    );
    expect(mark).toBe(false);
  }

  /** Axe (no serious or critical) at 1280 and 390 px, with a review shot at each. */
  async checkScreen(name: string): Promise<void> {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(this.page, 'main');
      await reviewShot(this.page, { path: `${SHOTS}/voice-call-${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
