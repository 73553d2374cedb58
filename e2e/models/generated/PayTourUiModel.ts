import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { demoConfig, demoGuest } from '../../../src/engine/testing/demoGuestStates.ts';
import { PAY_DELAYS, payTourMachine } from '../../../machines/payTour/payTour.machine.ts';
import { payTourInput, testPage } from '../../../machines/payTour/payTour.testing.ts';
import { modelMachine } from '../../../src/testing/modelMachine.ts';
import { uiPaths, type UiAction } from '../../../src/testing/uiPaths.ts';
import { PayTour } from '../PayTour.ts';
import { ShellPage } from '../ShellPage.ts';
import { guestCopyOf } from '../TestGuests.ts';

/**
 * Each path logs in as its own fresh copy of this demo account, given a saved card in the pay
 * client (`/dev/payClient/storedCard`): no path pays from another's balance.
 */
const ACCOUNT = 'demo';

/** The callback delay passing once the frame is gone (the page clock moves it). */
const callbacksRun = { type: 'xstate.after.callbackDelay.payTour.ready.tour.callbacks' };
/** What the payment client in the iframe answers on its own once a flow is asked for. */
const frameShowsView = [
  // A reused iframe sends no second content-loaded: the model skips it there.
  { type: 'pay.contentLoaded', via: 'iframe' },
  { type: 'pay.viewReady' },
];

/** Where the pay tour is, as the guest can tell: the UI-level state of the model. */
export type PayTourUiState = 'starting' | 'page' | 'open' | 'paid' | 'other';
export function payTourUiState(snapshot: AnyMachineSnapshot): PayTourUiState {
  // The pay tour (a lazy domain) starts with the logged-in guest's session and reads its page.
  if (snapshot.matches('reading')) return 'starting';
  if (snapshot.matches({ ready: { tour: { open: 'visible' } } })) return 'open';
  if (snapshot.matches({ ready: { tour: 'idle' } })) {
    const { result } = snapshot.context as { result: { success: boolean } | null };
    return result?.success === true ? 'paid' : 'page';
  }
  return 'other';
}
const isOpen = (s: AnyMachineSnapshot) => payTourUiState(s) === 'open';

/**
 * The UI actions the generated paths use, each with the machine events it causes (the iframe's
 * own messages included). `act` does it in the browser; the page clock moves the callback delay.
 */
export const PAY_TOUR_UI_ACTIONS = [
  {
    name: 'log in',
    events: [{ type: 'xstate.done.actor.readPage', output: testPage() }],
    act: (ui: PayTourUi) => ui.shell.loginAs(ui.login()),
  },
  {
    name: 'open the top-up from the navbar',
    events: [{ type: 'payTour.open', flow: 'moneycharge' }, ...frameShowsView],
    when: (s: AnyMachineSnapshot) => s.matches({ ready: { tour: 'idle' } }),
    act: async (ui: PayTourUi) => {
      ui.balanceBefore = await ui.shell.guestBalance.textContent();
      await ui.shell.button('Top up credit').click();
    },
  },
  {
    name: 'close the payment client',
    events: [{ type: 'pay.closed', data: { success: false } }, callbacksRun],
    when: isOpen,
    act: async (ui: PayTourUi) => {
      await ui.pay.close();
      await expect(ui.pay.frameElement).toBeHidden();
      await ui.page.clock.runFor(PAY_DELAYS.callbackDelay);
    },
  },
  {
    name: 'pay with the saved card and continue',
    events: [{ type: 'pay.success', data: { success: true } }, callbacksRun],
    when: isOpen,
    act: async (ui: PayTourUi) => {
      await ui.pay.frame.getByRole('button', { name: /^Pay / }).click();
      await ui.pay.frame.getByRole('button', { name: 'Continue' }).click();
      await expect(ui.pay.frameElement).toBeHidden();
      await ui.page.clock.runFor(PAY_DELAYS.callbackDelay);
    },
  },
] as const satisfies readonly (UiAction & { act: (ui: PayTourUi) => Promise<void> })[];

const graph = modelMachine(payTourMachine, {
  toBridge: () => {},
  openBridge: () => {},
  openCheckout: () => {},
});

/** The generated paths: every (UI state, action) edge of the pay-tour model once, bounded. */
export function payTourUiPaths(limit: number) {
  return uiPaths(
    graph,
    PAY_TOUR_UI_ACTIONS,
    (s) =>
      `${payTourUiState(s)}|${JSON.stringify((s.value as { ready?: { frame?: unknown } }).ready?.frame ?? null)}`,
    { limit, input: payTourInput(demoGuest, demoConfig) },
  );
}

/** The page with its pay tour as one system under test. */
export class PayTourUi {
  readonly shell: ShellPage;
  readonly pay: PayTour;
  /** The navbar balance when the payment client was last opened. */
  balanceBefore: string | null = null;

  private account: string | null = null;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
  ) {
    this.shell = new ShellPage(page);
    this.pay = new PayTour(page);
  }

  /** The login of the path's own guest (a copy made by `start`). */
  login(): string {
    if (this.account === null) throw new Error('PayTourUi.start() makes the guest first');
    return this.account;
  }

  /** A fake clock that flows (the payment client's own timers run); paths move it past delays. */
  async start(): Promise<void> {
    this.account = await guestCopyOf(this.request, ACCOUNT);
    const card = await this.request.post(`/dev/payClient/storedCard?as=${this.account}`);
    expect(card.ok(), await card.text()).toBe(true);
    await this.page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  }

  private async tourIs(value: string): Promise<void> {
    await expect
      .poll(async () =>
        JSON.stringify(((await this.pay.state()) as { ready?: unknown } | null)?.ready),
      )
      .toContain(`"tour":"${value}"`);
  }

  /** What the guest sees in each UI state, by name (the machine's state is checked too). */
  readonly sees: Record<PayTourUiState, { name: string; check: () => Promise<void> }> = {
    starting: {
      name: 'before login: no payment client',
      check: async () => expect(this.pay.frameElement).toBeHidden(),
    },
    page: {
      name: 'the page itself: no frame, no loader, the page scrolls, the balance in the navbar',
      check: async () => {
        await this.tourIs('idle');
        await this.pay.expectClosed();
        await expect(this.shell.guestBalance).toBeVisible();
        await expect(this.shell.button('Top up credit')).toBeVisible();
      },
    },
    open: {
      name: 'the top-up in the iframe over the page, the page behind does not scroll',
      check: async () => {
        await this.pay.expectOpen('Top up your balance');
        await expect(this.pay.loader).toBeHidden();
        await expect.poll(() => this.pay.bodyOverflow()).toBe('hidden');
        await expect
          .poll(async () => JSON.stringify(await this.pay.state()))
          .toContain('"open":"visible"');
      },
    },
    paid: {
      name: 'paid: the frame is gone, the page scrolls and the navbar balance follows',
      check: async () => {
        await this.tourIs('idle');
        await this.pay.expectClosed();
        await expect(this.shell.guestBalance).not.toHaveText(this.balanceBefore ?? '');
      },
    },
    other: {
      name: 'a state the UI paths do not reach',
      check: () => {
        return Promise.reject(
          new Error('the generated UI path reached a state it has no assertion for'),
        );
      },
    },
  };
}
