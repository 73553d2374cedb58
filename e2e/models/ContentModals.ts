import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { screenshotsAt } from './GuestPushes.ts';

/**
 * The modal boxes the content pages open (not-enough-money, the age check, the preview player),
 * and the simulator's content control that makes a guest poor again.
 */
export class ContentModals {
  /** The box in the modal container, whichever it is. */
  readonly box: Locator;

  constructor(readonly page: Page) {
    this.box = page.locator('dialog.modal-box[open]');
  }

  /** The open box by its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The preview clip's player in the `video-with-player` box. */
  get video(): Locator {
    return this.box.locator('video');
  }

  /** Forgets the account's content purchases and sets its balance (`/dev/content/reset`). */
  static async reset(request: APIRequestContext, login: string, balance: string): Promise<void> {
    const response = await request.post(
      `/dev/content/reset?as=${encodeURIComponent(login)}&balance=${balance}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
  }

  /**
   * Marks the onboarding box as seen for a demo account (the relation `guest hasSeen modalbox`,
   * seed 000 §3), so no page-load box opens over the content page and takes the place of the
   * box under test.
   */
  static async onboardingSeen(request: APIRequestContext, login: string): Promise<void> {
    const loggedIn = await request.get(`/dev/login?as=${encodeURIComponent(login)}`, {
      maxRedirects: 0,
    });
    expect(loggedIn.status(), await loggedIn.text()).toBe(302);
    const session = await request.get('/rest/v1/auth/session?language=en&ver=t&access_token=');
    const { accessToken } = (await session.json()) as { accessToken: string };
    const added = await request.post(
      `/rest/v1/relation/addRelation?language=en&ver=t&access_token=${accessToken}`,
      { data: { subject: 'guest', predicate: 'hasSeen', object: 'modalbox' } },
    );
    expect(added.ok(), await added.text()).toBe(true);
  }

  /** The clip's playback: where it is and whether it has a picture. */
  playback(): Promise<{ currentTime: number; videoWidth: number; paused: boolean }> {
    return this.video.evaluate((element: HTMLVideoElement) => ({
      currentTime: element.currentTime,
      videoWidth: element.videoWidth,
      paused: element.paused,
    }));
  }

  /** Screenshots of the page with its box at desktop and phone size (`content-modals/<name>-<width>.png`). */
  async screenshots(name: string): Promise<void> {
    await screenshotsAt(this.page, `content-modals/${name}`);
  }
}
