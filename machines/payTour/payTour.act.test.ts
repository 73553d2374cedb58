import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { resumeAfterLogin } from './payTour.act.ts';
import type { ActClient } from './payTour.loginAct.ts';
import { selectOpenFlow } from './payTour.selectors.ts';
import { payTourHarness, testPage } from './payTour.testing.ts';
import type { BridgeOpen, LoginAction } from './payTour.types.ts';

// The harness records what reaches `modals`: it stands for a domain that resumes acts (no domain
// takes `payTour.actTaken` in these tests' eyes, so the id is cast).
const client = 'modals' as ActClient;
const buy = resumeAfterLogin({ client, name: 'buy', target: 'video:12', data: { price: 4.99 } });

const settle = () => vi.advanceTimersByTimeAsync(0);
const repliesOf = (h: ReturnType<typeof payTourHarness>) =>
  h.received.filter((r) => r.to === 'modals').map((r) => r.event);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('an act kept over a visitor’s login (decision 0030)', () => {
  it('is stored with the login or signup the gate opens for a visitor, not for a guest', async () => {
    const visitor = payTourHarness({ guest: visitorGuest });
    await settle();
    visitor.send({ type: 'payTour.open', flow: 'signup', replyTo: 'incentives', loginAction: buy });
    expect(selectOpenFlow(visitor.snapshot())).toBe('signup');
    expect(visitor.effects).toContainEqual({ name: 'storeLoginAction', params: { action: buy } });
    const guest = payTourHarness();
    await settle();
    guest.send({ type: 'payTour.open', flow: 'moneycharge', loginAction: buy });
    expect(guest.effects.filter((e) => e.name === 'storeLoginAction')).toEqual([]);
  });

  it("is stored with a guest's age check, whose success reloads the page too (issue 52 §1)", async () => {
    const guest = payTourHarness();
    await settle();
    guest.send({ type: 'payTour.open', flow: 'avs', replyTo: 'modals', loginAction: buy });
    expect(selectOpenFlow(guest.snapshot())).toBe('avs');
    expect(guest.effects).toContainEqual({ name: 'storeLoginAction', params: { action: buy } });
  });

  it('after the reload, goes once to its domain when it asks for the act’s target', async () => {
    const h = payTourHarness({ page: testPage({ loginAction: buy }) });
    // Asked while the page is still read: answered once it is.
    h.send({ type: 'payTour.takeAct', replyTo: client, target: 'video:12' });
    expect(repliesOf(h)).toEqual([]);
    await settle();
    // The storage is cleared at start; the act is handed over once, with its data.
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
    expect(repliesOf(h)).toEqual([
      {
        type: 'payTour.actTaken',
        act: { client, name: 'buy', target: 'video:12', data: { price: 4.99 } },
        shouldOpen: true,
      },
    ]);
    h.send({ type: 'payTour.takeAct', replyTo: client, target: 'video:12' });
    expect(repliesOf(h)[1]).toEqual({ type: 'payTour.actTaken', act: null, shouldOpen: false });
    // No flow opens for an act.
    expect(selectOpenFlow(h.snapshot())).toBeNull();
  });

  it('keeps it while another target asks; shouldOpen false brings it back to confirm', async () => {
    const later = resumeAfterLogin(
      { client, name: 'comment', target: 'post:3', data: { text: 'Hi' } },
      { shouldOpen: false },
    );
    const h = payTourHarness({ page: testPage({ loginAction: later }) });
    await settle();
    h.send({ type: 'payTour.takeAct', replyTo: client, target: 'post:4' });
    h.send({ type: 'payTour.takeAct', replyTo: client, target: 'post:3' });
    expect(repliesOf(h)).toEqual([
      { type: 'payTour.actTaken', act: null, shouldOpen: false },
      {
        type: 'payTour.actTaken',
        act: { client, name: 'comment', target: 'post:3', data: { text: 'Hi' } },
        shouldOpen: false,
      },
    ]);
  });

  it('is not handed to a visitor (the login did not happen)', async () => {
    const h = payTourHarness({ guest: visitorGuest, page: testPage({ loginAction: buy }) });
    await settle();
    h.send({ type: 'payTour.takeAct', replyTo: client, target: 'video:12' });
    expect(repliesOf(h)).toEqual([{ type: 'payTour.actTaken', act: null, shouldOpen: false }]);
  });
});

describe('the login action’s fields (decision 0030)', () => {
  it('shouldOpen false: the stored flow does not open after the login', async () => {
    const stored: LoginAction = {
      type: 'openFlow',
      params: { flow: 'vipabo', shouldOpen: false },
    };
    const h = payTourHarness({ page: testPage({ loginAction: stored }) });
    await settle();
    expect(selectOpenFlow(h.snapshot())).toBeNull();
    expect(h.effects).toContainEqual({ name: 'storeLoginAction', params: { action: null } });
  });

  it('storeAutoOpenSetting: the action stays stored until its flow ends well', async () => {
    const stored: LoginAction = {
      type: 'openFlow',
      params: { flow: 'vipabo', storeAutoOpenSetting: true, qmDate: '2026-11-28T20:00:00.000Z' },
    };
    const h = payTourHarness({
      guest: demoGuest,
      config: demoConfig,
      page: testPage({ loginAction: stored }),
    });
    await settle();
    expect(selectOpenFlow(h.snapshot())).toBe('vipabo');
    // Stored again as it was (the service keeps its first qmDate), not cleared.
    expect(h.effects.filter((e) => e.name === 'storeLoginAction')).toEqual([
      { name: 'storeLoginAction', params: { action: stored } },
    ]);
    h.frame({ type: 'pay.contentLoaded', via: 'iframe' });
    h.frame({ type: 'pay.viewReady' });
    h.frame({ type: 'pay.success', data: { success: true, flow: 'vipabo' } });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effects.filter((e) => e.name === 'storeLoginAction').at(-1)).toEqual({
      name: 'storeLoginAction',
      params: { action: null },
    });
    expect(h.snapshot().context.page.loginAction).toBeNull();
  });

  /** A tour started with a stored VIP login action that keeps its auto-open setting. */
  async function withStoredAutoOpenAction() {
    const stored: LoginAction = {
      type: 'openFlow',
      params: { flow: 'vipabo', storeAutoOpenSetting: true },
    };
    const h = payTourHarness({ page: testPage({ loginAction: stored }) });
    await settle();
    return { stored, h };
  }

  it('storeAutoOpenSetting: a flow asked while the callbacks of its good end wait opens, the action forgotten first', async () => {
    const { stored, h } = await withStoredAutoOpenAction();
    h.frame({ type: 'pay.contentLoaded', via: 'iframe' });
    h.frame({ type: 'pay.viewReady' });
    h.frame({ type: 'pay.success', data: { success: true, flow: 'vipabo' } });
    // Within the callbacks' 500 ms: her next click is kept, not dropped.
    await vi.advanceTimersByTimeAsync(100);
    h.send({ type: 'ui.payFlowRequested', flow: 'limit' });
    expect(selectOpenFlow(h.snapshot())).toBe('limit');
    expect(h.snapshot().context.page.loginAction).toBeNull();
    const stores = () => h.effects.filter((e) => e.name === 'storeLoginAction');
    expect(stores()).toEqual([
      { name: 'storeLoginAction', params: { action: stored } },
      { name: 'storeLoginAction', params: { action: null } },
    ]);
    const reloads = () => h.received.filter((r) => r.event.type === 'guest.reloadBalance');
    expect(reloads()).toHaveLength(1);
    // The callbacks ran once: their delay passing changes nothing of the new flow.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectOpenFlow(h.snapshot())).toBe('limit');
    expect(stores()).toHaveLength(2);
    expect(reloads()).toHaveLength(1);
  });

  it('storeAutoOpenSetting: a cancel keeps it', async () => {
    const { stored, h } = await withStoredAutoOpenAction();
    h.frame({ type: 'pay.contentLoaded', via: 'iframe' });
    h.frame({ type: 'pay.closed', data: { success: false } });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.effects.filter((e) => e.name === 'storeLoginAction')).toEqual([
      { name: 'storeLoginAction', params: { action: stored } },
    ]);
  });
});

describe('the address read for the pay tour (decision 0032)', () => {
  it('a test device tells the payment client (testdevice=1)', async () => {
    const h = payTourHarness({ page: testPage({ testDevice: true }) });
    await settle();
    h.send({ type: 'payTour.open', flow: 'moneycharge' });
    const open = h.commands.find((c) => c.type === 'bridge.open') as
      { url: { params: Record<string, unknown> } } | undefined;
    expect(open?.url.params.testdevice).toBe(1);
    const plain = payTourHarness();
    await settle();
    plain.send({ type: 'payTour.open', flow: 'moneycharge' });
    const plainOpen = plain.commands.find((c) => c.type === 'bridge.open') as
      { url: { params: Record<string, unknown> } } | undefined;
    expect(plainOpen?.url.params.testdevice).toBeUndefined();
  });

  it('redirect_token goes to the login-success call', async () => {
    const bodies: unknown[] = [];
    const h = payTourHarness({
      guest: visitorGuest,
      page: testPage({ redirectToken: 'rt-1' }),
      loginSuccess: (input) => {
        bodies.push(input);
        return Promise.resolve({ url: null });
      },
    });
    await settle();
    h.send({ type: 'payTour.open', flow: 'login' });
    h.frame({ type: 'pay.contentLoaded', via: 'iframe' });
    h.frame({ type: 'pay.success', data: { success: true, flow: 'login' } });
    await settle();
    expect(bodies).toMatchObject([{ input: { body: { redirectToken: 'rt-1' } } }]);
  });
});

describe('the pay-tour options the seed names (decision 0032)', () => {
  it('hideClose becomes the display flag mc[hideClose]; selectedAmount and hostData reach the frame', async () => {
    const h = payTourHarness();
    await settle();
    const hostData = { id: 7, teaserText: 'Top up to chat with Anna' };
    h.send({
      type: 'payTour.open',
      flow: 'moneycharge',
      options: { hideClose: true, selectedAmount: 50, hostData },
    });
    const open = h.commands.find((c) => c.type === 'bridge.open') as unknown as BridgeOpen;
    expect(open.url.display.hideClose).toBe(1);
    expect(open.messages[0]).toMatchObject({
      type: 'modalbox-update-params',
      options: { selectedAmount: 50, hostData },
    });
    expect(open.messages[1]).toMatchObject({ options: { hideClose: 1 } });
  });
});

describe('who sets the pay-tour options (decision 0032)', () => {
  const updateParams = (h: ReturnType<typeof payTourHarness>) => {
    const open = h.commands.filter((c) => c.type === 'bridge.open').at(-1) as unknown as BridgeOpen;
    return open.messages[0]?.type === 'modalbox-update-params' ? open.messages[0].options : null;
  };

  it('names the performer a flow starts for: host and hostData with a line naming her, in the page’s language', async () => {
    const h = payTourHarness();
    await settle();
    h.send({ type: 'payTour.open', flow: 'moneycharge', host: { id: 12, name: 'Lana' } });
    expect(updateParams(h)).toMatchObject({
      host: 12,
      hostData: { id: 12, teaserText: 'Top up and stay with Lana.' },
    });
    // No performer, no host.
    h.send({ type: 'ui.closeRequested' });
    await vi.advanceTimersByTimeAsync(1_000);
    h.send({ type: 'ui.topUpRequested' });
    expect(updateParams(h)).not.toHaveProperty('hostData');
  });

  it('a visitor’s stored flow keeps her name for after the login', async () => {
    const h = payTourHarness({ guest: visitorGuest });
    await settle();
    h.send({ type: 'payTour.open', flow: 'moneycharge', host: { id: 12, name: 'Lana' } });
    expect(h.effects).toContainEqual({
      name: 'storeLoginAction',
      params: {
        action: {
          type: 'openFlow',
          params: {
            flow: 'moneycharge',
            options: { host: 12, hostData: { id: 12, teaserText: 'Top up and stay with Lana.' } },
          },
        },
      },
    });
  });

  it('enableTracking is the analytics consent the consent domain tells, asked for at start; no caller sets it', async () => {
    const h = payTourHarness();
    await settle();
    expect(h.received).toContainEqual({ to: 'consent', event: { type: 'consent.ask' } });
    // Not told yet: no tracking, whatever the caller says.
    h.send({ type: 'payTour.open', flow: 'limit', options: { enableTracking: true } });
    expect(updateParams(h)).toMatchObject({ flow: 'limit', enableTracking: false });
    h.send({ type: 'ui.closeRequested' });
    await vi.advanceTimersByTimeAsync(1_000);

    h.send({ type: 'consent.analyticsChanged', analytics: true });
    h.send({ type: 'ui.payFlowRequested', flow: 'autorecharge' });
    expect(updateParams(h)).toMatchObject({ flow: 'autorecharge', enableTracking: true });
    h.send({ type: 'ui.closeRequested' });
    await vi.advanceTimersByTimeAsync(1_000);

    // Withdrawn: the next flow is told not to track.
    h.send({ type: 'consent.analyticsChanged', analytics: false });
    h.send({ type: 'ui.payFlowRequested', flow: 'changecc' });
    expect(updateParams(h)).toMatchObject({ flow: 'changecc', enableTracking: false });
  });
});
