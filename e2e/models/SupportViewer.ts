import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** What the guest's screen shows in its navbar and main region, for comparing two renders. */
export interface ScreenFacts {
  layout: string | null;
  navText: string;
  guestName: string;
  balance: string;
  expandedMenus: string[];
  panelHeading: string | null;
  heading: string;
}

/** Reads the facts of the app's screen, in the page itself or in the viewer's replay frame. */
export async function screenFacts(root: Page | FrameLocator): Promise<ScreenFacts> {
  const nav = root.locator('header.navbar');
  const expanded = root.locator('.mobile-bar button[aria-expanded="true"]');
  const panel = root.locator('#mobile-menu-panel h2');
  return {
    layout: await nav.getAttribute('data-layout'),
    navText: (await root.getByRole('navigation', { name: 'Main' }).innerText()).trim(),
    guestName: (await root.getByTestId('guest-name').innerText()).trim(),
    balance: (await root.getByTestId('guest-balance').innerText()).trim(),
    expandedMenus: await expanded.evaluateAll((buttons) =>
      buttons.map((button) => button.textContent?.trim() ?? ''),
    ),
    panelHeading: (await panel.count()) > 0 ? (await panel.innerText()).trim() : null,
    heading: (await root.locator('main h1').innerText()).trim(),
  };
}

/** The support replay viewer (`/support.html`, served at `/support/` by the simulator). */
export class SupportViewer {
  readonly verification: Locator;
  readonly frame: FrameLocator;
  readonly frameElement: Locator;
  readonly openTime: Locator;
  readonly slider: Locator;
  readonly timeline: Locator;

  constructor(readonly page: Page) {
    this.timeline = page.getByRole('region', { name: 'Timeline' });
    this.verification = page.locator('.replay-verify .support-status');
    this.frame = page.frameLocator('iframe.replay-frame');
    this.frameElement = page.locator('iframe.replay-frame');
    this.openTime = page.getByTestId('replay-open-ms');
    this.slider = page.getByRole('slider', { name: 'Record' });
  }

  async open(): Promise<void> {
    await this.page.goto('/support/?lang=en');
    await expect(
      this.page.getByRole('heading', { name: 'Support replay', level: 1 }),
    ).toBeVisible();
  }

  /** Drops a log file on the "Open a log file" card, as support staff would from their desktop. */
  async dropLog(name: string, text: string): Promise<void> {
    const target = this.page.getByRole('region', { name: 'Open a log file' });
    const transfer = await this.page.evaluateHandle(
      ([fileName, content]) => {
        const data = new DataTransfer();
        data.items.add(new File([content], fileName, { type: 'application/x-ndjson' }));
        return data;
      },
      [name, text] as const,
    );
    await target.dispatchEvent('dragover', { dataTransfer: transfer });
    await target.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** Waits until the whole log is replayed and checked. */
  async waitUntilReplayed(): Promise<void> {
    await expect(this.page.getByTestId('replay-done-ms')).toBeVisible({ timeout: 20_000 });
  }

  /** The demo login for support staff, from the inbox's "Log in as support" link. */
  async logIn(): Promise<void> {
    await this.page.getByRole('link', { name: 'Log in as support' }).click();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** The inbox row of one report. */
  reportRow(id: string): Locator {
    return this.page.getByRole('row').filter({ hasText: id });
  }

  async openReport(id: string): Promise<void> {
    await this.reportRow(id)
      .getByRole('button', { name: `Open report ${id}` })
      .click();
    await this.waitUntilReplayed();
  }

  /**
   * The replayed app as rendered in the frame, exactly the guest's viewport (the frame must be
   * shown at 100 %): a PNG of the frame's box, animations stopped, the mouse outside it, and
   * `mask` painted over.
   */
  async renderedView(mask: Locator[] = []): Promise<Buffer> {
    await expect(this.page.locator('.replay-frame-size')).toContainText('shown at 100 %');
    await this.page.mouse.move(0, 0);
    // The frame's box on the whole page (it may be below the fold). It is centred, so it may
    // start between two pixels; the render snaps to one.
    const clip = await this.frameElement.evaluate((element) => {
      const frame = element as HTMLIFrameElement;
      const box = frame.getBoundingClientRect();
      return {
        x: Math.round(box.left + window.scrollX),
        y: Math.round(box.top + window.scrollY),
        width: frame.offsetWidth,
        height: frame.offsetHeight,
      };
    });
    return this.page.screenshot({ clip, fullPage: true, animations: 'disabled', mask });
  }

  /** The slider's value text at a record. */
  at(seq: number): RegExp {
    return new RegExp(`^Record #${seq} `);
  }

  async goToRecord(seq: number): Promise<void> {
    await this.page.getByLabel('Go to record #').fill(String(seq));
    await this.page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(this.slider).toHaveAttribute('aria-valuetext', this.at(seq));
  }
}
