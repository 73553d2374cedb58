import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { collapsed, XSS_VECTORS, type XssVector } from '../../fixtures/xss/vectors.ts';

/** A CSP violation as the page's `securitypolicyviolation` event or the simulator tells it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  documentUrl: string;
}

/** Marks the deliberate violation that ends a journey; a report with it says all came before. */
const MARKER = 'xss-journey-marker';

/**
 * The hostile-content journey's instruments (issue 23 §8): a trap `window.__xss` in every frame of
 * the context that records each vector that ran, dialogs opened, the CSP violations the pages saw,
 * and those the simulator's report endpoint received; and the simulator's hostile seeding.
 *
 * @example
 * const hostile = await HostileContent.arm(context, request);
 * await hostile.seed(login);
 * // … visit pages …
 * await hostile.expectNothingRan(page);
 */
export class HostileContent {
  /** Vector numbers `window.__xss` was called with, in any frame. */
  readonly calls: number[] = [];
  readonly dialogs: string[] = [];
  readonly pageViolations: Violation[] = [];

  private constructor(private readonly request: APIRequestContext) {}

  static async arm(context: BrowserContext, request: APIRequestContext): Promise<HostileContent> {
    const hostile = new HostileContent(request);
    await context.exposeBinding('__xssHit', (_source, id: number) => hostile.calls.push(id));
    await context.exposeBinding('__cspHit', (_source, violation: Violation) =>
      hostile.pageViolations.push(violation),
    );
    await context.addInitScript(() => {
      const global = window as unknown as {
        __xss: (id: unknown) => void;
        __xssHit: (id: number) => void;
        __cspHit: (violation: object) => void;
      };
      Object.defineProperty(window, '__xss', {
        value: (id: unknown) => void global.__xssHit(Number(id)),
        writable: false,
      });
      document.addEventListener('securitypolicyviolation', (event) => {
        void global.__cspHit({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          documentUrl: event.documentURI,
        });
      });
    });
    context.on('page', (page) => hostile.watchDialogs(page));
    for (const page of context.pages()) hostile.watchDialogs(page);
    expect((await request.delete('/dev/csp-reports')).ok()).toBe(true);
    return hostile;
  }

  private watchDialogs(page: Page): void {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  /** Makes `login` hostile: vector-named channels with vector messages, vectors in content texts. */
  async seed(login: string): Promise<{ channels: { actorName: string; vectorIds: number[] }[] }> {
    const response = await this.request.post(`/dev/xss/seed?as=${encodeURIComponent(login)}`);
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as {
      channels: { actorName: string; vectorIds: number[] }[];
    };
  }

  /** The vectors whose whole text the page shows (as text: markup would not show its tags). */
  async shownVectors(page: Page, scope = 'body'): Promise<XssVector[]> {
    const text = collapsed(await page.locator(scope).first().innerText());
    return XSS_VECTORS.filter((vector) => text.includes(collapsed(vector.text)));
  }

  /** The reports the simulator's endpoint received, deliberate markers left out. */
  async reportedViolations(): Promise<Violation[]> {
    const body = (await (await this.request.get('/dev/csp-reports')).json()) as {
      violations: Violation[];
    };
    return body.violations;
  }

  /**
   * Nothing ran: no vector called the trap, no dialog opened, no page saw a CSP violation, and the
   * simulator received no report. The last is read after a deliberate violation (a string into
   * innerHTML, which Trusted Types refuse) has been reported: reports arrive in order.
   */
  async expectNothingRan(page: Page): Promise<void> {
    expect(this.calls, 'vectors that ran (their numbers)').toEqual([]);
    expect(this.dialogs, 'dialogs opened').toEqual([]);
    const refused = await page.evaluate((marker) => {
      try {
        document.createElement('div').innerHTML = marker;
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    }, MARKER);
    expect(refused, 'Trusted Types refuse a string in innerHTML').toBe(true);
    await expect
      .poll(async () => (await this.reportedViolations()).some(isMarker), {
        timeout: 30_000,
        message: 'the deliberate violation reaches the report endpoint',
      })
      .toBe(true);
    expect((await this.reportedViolations()).filter((each) => !isMarker(each))).toEqual([]);
    expect(this.pageViolations.filter((each) => !isMarker(each))).toEqual([]);
    expect(this.calls, 'vectors that ran (their numbers)').toEqual([]);
  }
}

const isMarker = (violation: Violation) => violation.sample.includes(MARKER);
