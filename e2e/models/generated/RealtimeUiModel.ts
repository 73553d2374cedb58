import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import {
  MAX_RECONNECT_DELAY_MS,
  PING_INTERVAL_MS,
  realtimeMachine,
} from '../../../machines/realtime/realtime.machine.ts';
import { realtimeInput } from '../../../machines/realtime/realtime.testing.ts';
import { modelMachine } from '../../../src/testing/modelMachine.ts';
import { uiPaths, type UiAction } from '../../../src/testing/uiPaths.ts';
import { expect } from '@playwright/test';
import { RealtimeProbe } from '../RealtimeProbe.ts';
import { ShellPage } from '../ShellPage.ts';
import { SimulatorControls } from '../SimulatorControls.ts';
import { guestCopyOf } from '../TestGuests.ts';

/** Each path logs in as its own fresh copy of this demo account: no path sees another's faults. */
const ACCOUNT = 'tv';

const after = (delay: string, state: string) => ({
  type: `xstate.after.${delay}.realtime.link.${state}`,
});
/** What the simulator answers on its own once a socket is asked for: it opens and acks. */
const opensAndAcks = [
  { type: 'socket.opened' },
  { type: 'push.ackSession', guestId: 7, expiresIn: 3600 },
  // A reconnect resyncs the balance over REST; the simulator answers it.
  {
    type: 'xstate.done.actor.loadBalance',
    output: { balance: 1, balanceFormatted: '1,00 €', isPayingCustomer: true },
  },
];

/** What the guest's login causes: the root starts the connection, the simulator opens and acks. */
const loggedIn = opensAndAcks.slice(0, 2);

/** Where the guest's connection is, as the guest can tell: the UI-level state of the model. */
export type RealtimeUiState = 'opening' | 'live' | 'reconnecting' | 'offline' | 'other';
export function realtimeUiState(snapshot: AnyMachineSnapshot): RealtimeUiState {
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.matches({ link: 'reconnecting' })) return 'reconnecting';
  if (snapshot.matches({ link: 'offline' })) return 'offline';
  if (snapshot.matches({ link: { connection: 'opening' } })) return 'opening';
  return 'other';
}

/**
 * The UI actions and simulator controls the generated paths use, each with the machine events it
 * causes. `act` does it in the browser or the simulator; `page.clock` (installed paused by
 * {@link RealtimeUi.start}) moves time for the delays.
 */
export const REALTIME_UI_ACTIONS = [
  {
    name: 'the browser goes offline',
    events: [{ type: 'env.offline' }],
    act: (ui: RealtimeUi) => ui.context.setOffline(true),
  },
  {
    name: 'the browser is online again',
    events: [{ type: 'env.online' }, ...opensAndAcks],
    act: (ui: RealtimeUi) => ui.context.setOffline(false),
  },
  {
    name: 'the simulator drops the socket',
    events: [{ type: 'socket.closed', code: 1006, reason: '', jitter: 0.5 }],
    when: (s: AnyMachineSnapshot) => s.hasTag('live'),
    act: (ui: RealtimeUi) => ui.sim.fault(ui.login(), { action: 'drop' }),
  },
  {
    name: 'the reconnect delay passes',
    events: [after('reconnect', 'reconnecting'), ...opensAndAcks],
    act: (ui: RealtimeUi) => ui.page.clock.runFor(MAX_RECONNECT_DELAY_MS),
  },
  {
    name: 'a ping interval passes and the server answers',
    events: [
      after('pingInterval', 'connection.open.heartbeat.beat.waiting'),
      { type: 'push.pong', ttl: 60 },
    ],
    act: (ui: RealtimeUi) => ui.page.clock.runFor(PING_INTERVAL_MS),
  },
] as const satisfies readonly (UiAction & { act: (ui: RealtimeUi) => Promise<void> })[];

const graph = modelMachine(
  realtimeMachine(),
  Object.fromEntries(
    ['tellParent', 'transmit', 'closeSocket', 'routePush', 'forwardBalance', 'log'].map((n) => [
      n,
      () => {},
    ]),
  ),
);

/**
 * The generated paths: every (UI state, action) edge of the realtime model once, bounded. Each
 * starts where the driver's start leaves the guest: logged in, her connection (which the root
 * starts with her session, issue 52 §3) open and acknowledged; a visitor has none
 * (e2e/realtime.e2e.ts).
 */
export function realtimeUiPaths(limit: number) {
  return uiPaths(
    graph,
    REALTIME_UI_ACTIONS,
    (s) => `${realtimeUiState(s)}|${JSON.stringify((s.value as { network: unknown }).network)}`,
    { input: realtimeInput, start: loggedIn, limit },
  );
}

/** The page, the browser context and the simulator as one system under test. */
export class RealtimeUi {
  readonly shell: ShellPage;
  readonly probe: RealtimeProbe;
  readonly sim: SimulatorControls;
  private account: string | null = null;

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    private readonly request: APIRequestContext,
  ) {
    this.shell = new ShellPage(page);
    this.probe = new RealtimeProbe(page);
    this.sim = new SimulatorControls(request);
  }

  /**
   * A paused fake clock from the start (timers run only when a path moves time), then the login:
   * the guest's connection opens and is acknowledged, where every path starts.
   */
  async start(): Promise<void> {
    this.account = await guestCopyOf(this.request, ACCOUNT);
    await this.page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
    await this.page.clock.pauseAt(new Date('2026-11-22T12:01:00Z'));
    await this.shell.loginAs(this.login());
    await expect.poll(() => this.probe.isLive()).toBe(true);
  }

  /** The login of the path's own guest (a copy made by `start`). */
  login(): string {
    if (this.account === null) throw new Error('RealtimeUi.start() makes the guest first');
    return this.account;
  }

  private get notice() {
    return this.page.getByRole('status', { name: 'Connection status' });
  }

  /** What the guest sees in each UI state, by name (the machine's state is checked too). */
  readonly sees: Record<RealtimeUiState, { name: string; check: () => Promise<void> }> = {
    live: {
      name: 'connected: the account in the navbar, no connection notice',
      check: async () => {
        await expect.poll(() => this.probe.isLive()).toBe(true);
        await expect(this.notice).toBeEmpty();
        await expect(this.shell.nav).toBeVisible();
      },
    },
    reconnecting: {
      name: 'a dropped socket is bridged quietly within the grace: no notice, not live',
      check: async () => {
        await expect
          .poll(async () => JSON.stringify((await this.probe.state()).value))
          .toContain('reconnecting');
        await expect(this.notice).toBeEmpty();
      },
    },
    offline: {
      name: 'offline: the connection notice says so',
      check: async () => {
        await expect.poll(async () => (await this.probe.state()).tags).toContain('offline');
        await expect(this.notice).toContainText(/offline/i);
      },
    },
    opening: {
      name: 'connecting: not live yet',
      check: async () => expect.poll(() => this.probe.isLive()).toBe(false),
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
