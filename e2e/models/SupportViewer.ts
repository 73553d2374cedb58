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

/**
 * The support replay viewer (`/support.html`, served at `/support/` by the simulator). An opened
 * log is replayed in a sandboxed frame of the page (`view`); the replayed app is a frame in it.
 */
export class SupportViewer {
  /** The sandboxed replay frame: the viewer of one log, on an opaque origin. */
  readonly view: FrameLocator;
  readonly sandboxElement: Locator;
  readonly verification: Locator;
  readonly frame: FrameLocator;
  readonly frameElement: Locator;
  readonly openTime: Locator;
  readonly slider: Locator;
  readonly timeline: Locator;

  constructor(readonly page: Page) {
    this.sandboxElement = page.locator('iframe.replay-sandbox');
    this.view = page.frameLocator('iframe.replay-sandbox');
    this.timeline = this.view.getByRole('region', { name: 'Timeline' });
    this.verification = this.view.locator('.replay-verify .support-status');
    this.frame = this.view.frameLocator('iframe.replay-frame');
    this.frameElement = this.view.locator('iframe.replay-frame');
    this.openTime = this.view.getByTestId('replay-open-ms');
    this.slider = this.view.getByRole('slider', { name: 'Record' });
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
    await expect(this.view.getByTestId('replay-done-ms')).toBeVisible({ timeout: 20_000 });
  }

  /** The demo login for support staff, from the inbox's "Log in as support" link. */
  async logIn(): Promise<void> {
    await this.page.getByRole('link', { name: 'Log in as support' }).click();
    // The inbox: its table of reports, or its word that there are none yet (a worker's fresh store).
    const inbox = this.page.getByRole('region', { name: 'Reported problems' });
    await expect(inbox.getByRole('table').or(inbox.getByText('No reports yet.'))).toBeVisible();
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
    await expect(this.view.locator('.replay-frame-size')).toContainText('shown at 100 %');
    await this.page.mouse.move(0, 0);
    // The frame's box on the whole page (it may be below the fold; it is a frame in the sandboxed
    // frame, which the page sizes to its content). It is centred, so it may start between two
    // pixels; the render snaps to one. What the replayed app says back (a read-only notice above
    // it) arrives over postMessage after it renders and may move it: the box is measured again
    // after the capture, and the capture taken again until it held still.
    const clipOf = async () => {
      await this.frameElement.scrollIntoViewIfNeeded();
      const box = await this.frameElement.boundingBox();
      if (!box) throw new Error('the replayed view is not on screen');
      const [scrollX, scrollY] = await this.page.evaluate(() => [window.scrollX, window.scrollY]);
      const size = await this.frameElement.evaluate((element) => [
        (element as HTMLIFrameElement).offsetWidth,
        (element as HTMLIFrameElement).offsetHeight,
      ]);
      return {
        x: Math.round(box.x + scrollX),
        y: Math.round(box.y + scrollY),
        width: size[0]!,
        height: size[1]!,
      };
    };
    let png: Buffer = Buffer.alloc(0);
    await expect(async () => {
      const clip = await clipOf();
      png = await this.page.screenshot({ clip, fullPage: true, animations: 'disabled', mask });
      expect(await clipOf()).toEqual(clip);
    }).toPass({ timeout: 10_000 });
    return png;
  }

  /** The slider's value text at a record. */
  at(seq: number): RegExp {
    return new RegExp(`^Record #${seq} `);
  }

  /**
   * Types the record's number and goes there, once the box shows it and Go is enabled (the
   * viewer took the number and the log has that record): a Go clicked before did nothing.
   */
  async goToRecord(seq: number): Promise<void> {
    const box = this.view.getByLabel('Go to record #');
    const go = this.view.getByRole('button', { name: 'Go', exact: true });
    await box.fill(String(seq));
    await expect(box).toHaveValue(String(seq));
    await expect(go).toBeEnabled();
    await go.click();
    await expect(this.slider).toHaveAttribute('aria-valuetext', this.at(seq));
  }
}
