import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState, RequestInput } from '../shared/session.types.ts';
import { guestMachine, VOICECALL_RELOAD_DELAY_MS } from './guest.machine.ts';
import type { GuestBalanceReply } from './guest.types.ts';
import type { UpdateArrivedEvent } from '../shared/domainEvents.ts';
import {
  selectBonusCode,
  selectChatExit,
  selectHasAccountCookie,
  selectSignupEmailResult,
  selectStatusBars,
  selectVoicecallActive,
  selectDataProtectionDialog,
  selectTermsDialog,
  selectEmailVerified,
  selectGuestSummary,
  selectIsLocked,
} from './guest.selectors.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';

const request: RequestInput = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

/** The guest machine under a parent that records what it is told, with stubbed calls. */
function start(
  guest: GuestState = demoGuest,
  calls: {
    closeDataProtection?: () => Promise<void>;
    closeAgbAndDataProtection?: () => Promise<void>;
    accountCookie?: boolean;
    /** The messenger starts on first use (decision 0008): false, it does not run yet. */
    messengerRunning?: boolean;
  } = {},
) {
  const told: EventObject[] = [];
  const tracked: EventObject[] = [];
  const incentives: EventObject[] = [];
  const messenger: EventObject[] = [];
  const frames: EventObject[] = [];
  const arrived: UpdateArrivedEvent[] = [];
  const reloadWithoutFlowParams = vi.fn();
  const recorder = (into: EventObject[]) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
  const logout = vi.fn(async (): Promise<void> => {});
  const answers: boolean[] = [];
  const termsAccepted: RequestInput[] = [];
  const reloadPage = vi.fn();
  const machine = guestMachine().provide({
    actors: {
      logout: fromPromise(logout),
      closeDataProtection: fromPromise(
        async ({ input }: { input: { request: RequestInput; accepted: boolean } }) => {
          answers.push(input.accepted);
          await (calls.closeDataProtection ?? (() => Promise.resolve(undefined)))();
        },
      ),
      closeAgbAndDataProtection: fromPromise(async ({ input }: { input: RequestInput }) => {
        termsAccepted.push(input);
        await (calls.closeAgbAndDataProtection ?? (() => Promise.resolve(undefined)))();
      }),
      loadBalance: fromPromise((): Promise<GuestBalanceReply> =>
        Promise.resolve({
          balance: 42,
          balanceFormatted: '42,00 €',
          isPayingCustomer: true,
        }),
      ),
      readAccountCookie: fromPromise(() => Promise.resolve(calls.accountCookie ?? true)),
    },
    actions: { reloadPage, reloadWithoutFlowParams },
  });
  const parent = createActor(
    setup({
      actors: {
        guest: machine,
        consent: recorder(tracked),
        incentives: recorder(incentives),
        messenger: recorder(messenger),
        realtime: recorder(frames),
        waiter: recorder(arrived as unknown as EventObject[]),
      },
    }).createMachine({
      invoke: [
        // The root starts it with the session as input (issue 52 §3).
        {
          id: 'guest',
          systemId: 'guest',
          src: 'guest',
          input: { ...demoDomainInput('guest'), guest, request },
        },
        { id: 'consent', systemId: 'consent', src: 'consent' },
        { id: 'incentives', systemId: 'incentives', src: 'incentives' },
        ...(calls.messengerRunning === false
          ? []
          : [{ id: 'messenger', systemId: 'messenger', src: 'messenger' } as const]),
        { id: 'realtime', systemId: 'realtime', src: 'realtime' },
        { id: 'bonusCode', systemId: 'bonusCode', src: 'waiter' },
      ],
      on: { '*': { actions: ({ event }) => told.push(event) } },
    }),
    // The root's system id, as in the app: what waits for a lazy domain goes to it.
    { systemId: 'app' },
  ).start();
  const actor = parent.system.get('guest') as ActorRefFrom<ReturnType<typeof guestMachine>>;
  const flush = flushMacrotasks;
  return {
    actor,
    told,
    tracked,
    incentives,
    messenger,
    frames,
    arrived,
    logout,
    answers,
    termsAccepted,
    reloadPage,
    reloadWithoutFlowParams,
    flush,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('guest machine', () => {
  it('tells its gate at start whether login is on: bootstrap read the configuration before the gate ran', () => {
    // A visitor on a page whose gate offers a login only when login is on (the mediathek's way in).
    const { actor } = start(visitorGuest);
    const gate = actor.getSnapshot().children.gating?.getSnapshot() as
      { context: { facts: { loginEnabled: boolean; isLoggedIn: boolean } } } | undefined;
    expect(gate?.context.facts).toMatchObject({ loginEnabled: true, isLoggedIn: false });
  });

  it('shows a visitor no account, a guest their name and balance', () => {
    expect(selectGuestSummary(start(visitorGuest).snapshot())).toBeNull();
    expect(selectGuestSummary(start().snapshot())).toEqual({
      name: 'DemoDan',
      balance: { value: 125.5, currency: 'EUR' },
    });
  });

  it('keeps the balance and paying flag current with guestBalance pushes and the resync', () => {
    const g = start();
    g.actor.send({
      type: 'push.guestBalance',
      balance: 150.25,
      balanceFormatted: '150,25 €',
      isPayingCustomer: true,
      isPayment: true,
    });
    expect(selectGuestSummary(g.snapshot())?.balance).toEqual({ value: 150.25, currency: 'EUR' });
    g.actor.send({
      type: 'realtime.balanceResynced',
      reply: { balance: 99, balanceFormatted: '99,00 €', isPayingCustomer: false },
    });
    expect(g.snapshot().context.guest).toMatchObject({
      balance: 99,
      balanceFormatted: '99,00 €',
      isPayingCustomer: false,
    });
  });

  it('keeps loyalty points, vouchers and bought gifts current', () => {
    const g = start();
    g.actor.send({ type: 'push.loyaltyPointsChanged', points: 321 });
    g.actor.send({ type: 'push.vouchers', vouchers: [{ type: 1, actorId: 5, amount: 2 }] });
    g.actor.send({ type: 'push.giftsUpdate', boughtGifts: { '12': 3 } });
    expect(g.snapshot().context.guest).toMatchObject({
      loyaltyPoints: 321,
      vouchers: [{ type: 1, actorId: 5, amount: 2 }],
      boughtGifts: { '12': 3 },
    });
  });

  it('marks the e-mail verified', () => {
    const g = start();
    expect(selectEmailVerified(g.snapshot())).toBe(false);
    g.actor.send({ type: 'push.guestEmailVerified' });
    expect(selectEmailVerified(g.snapshot())).toBe(true);
  });

  it('logs a locked guest out for good: the server is told, realtime ends, nothing reverses it', async () => {
    const g = start();
    g.actor.send({ type: 'push.guestLocked' });
    expect(selectIsLocked(g.snapshot())).toBe(true);
    expect(selectGuestSummary(g.snapshot())).toBeNull();
    expect(g.told).toContainEqual({ type: 'guest.locked' });
    await g.flush();
    expect(g.logout).toHaveBeenCalledTimes(1);
    expect(g.snapshot().value).toBe('lockedOut');
    g.actor.send({
      type: 'push.guestBalance',
      balance: 1,
      balanceFormatted: '1,00 €',
      isPayingCustomer: true,
      isPayment: false,
    });
    g.actor.send({ type: 'guest.reloadBalance' });
    expect(g.snapshot().value).toBe('lockedOut');
  });

  it('reloads the page when the server asks', () => {
    const g = start();
    g.actor.send({ type: 'push.pageReload' });
    expect(g.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks for data protection, sends the answer, and keeps the dialog when it fails', async () => {
    let fail = true;
    const g = start(demoGuest, {
      closeDataProtection: async () => (fail ? Promise.reject(new Error('down')) : undefined),
    });
    g.actor.send({ type: 'push.dataProtection', show: false });
    expect(selectDataProtectionDialog(g.snapshot())).toBeNull();
    g.actor.send({ type: 'push.dataProtection', show: true });
    expect(selectDataProtectionDialog(g.snapshot())).toBe('asking');
    g.actor.send({ type: 'ui.dataProtectionAnswered', accepted: true });
    expect(selectDataProtectionDialog(g.snapshot())).toBe('answering');
    await g.flush();
    expect(selectDataProtectionDialog(g.snapshot())).toBe('failed');
    fail = false;
    g.actor.send({ type: 'ui.dataProtectionAnswered', accepted: true });
    await g.flush();
    expect(selectDataProtectionDialog(g.snapshot())).toBeNull();
    expect(g.answers).toEqual([true, true]);
  });

  it('asks a guest with new terms to accept them and data protection, and keeps asking while the answer fails', async () => {
    let fail = true;
    const g = start(
      { ...demoGuest, showAgbAndDataProtection: true, showDataProtection: true },
      {
        closeAgbAndDataProtection: async () =>
          fail ? Promise.reject(new Error('down')) : undefined,
      },
    );
    expect(selectTermsDialog(g.snapshot())).toBe('asking');
    g.actor.send({ type: 'ui.termsAccepted' });
    expect(selectTermsDialog(g.snapshot())).toBe('accepting');
    // A second click while the answer travels sends nothing more.
    g.actor.send({ type: 'ui.termsAccepted' });
    await g.flush();
    expect(selectTermsDialog(g.snapshot())).toBe('failed');
    expect(g.snapshot().context.guest?.showAgbAndDataProtection).toBe(true);
    fail = false;
    g.actor.send({ type: 'ui.termsAccepted' });
    await g.flush();
    expect(selectTermsDialog(g.snapshot())).toBeNull();
    expect(g.termsAccepted).toEqual([request, request]);
    expect(g.snapshot().context.guest).toMatchObject({
      showAgbAndDataProtection: false,
      showDataProtection: false,
    });
  });

  it('asks nothing of a guest without new terms, nor of a visitor', () => {
    const g = start();
    g.actor.send({ type: 'ui.termsAccepted' });
    expect(selectTermsDialog(g.snapshot())).toBeNull();
    expect(g.termsAccepted).toEqual([]);
    const visitor = start({ ...visitorGuest, showAgbAndDataProtection: true });
    expect(selectTermsDialog(visitor.snapshot())).toBeNull();
  });

  it('runs the waiting callback for a VIP update, else reloads without the flow parameters, and tracks a start', () => {
    const g = start();
    g.actor.send({ type: 'guest.awaitUpdate', update: 'vipAbo', replyTo: 'bonusCode' });
    g.actor.send({ type: 'push.vipAboUpdate', active: true, justStarted: true, priceEur: 9.99 });
    expect(g.arrived).toContainEqual({
      type: 'guest.updateArrived',
      update: 'vipAbo',
      push: { active: true, justStarted: true, priceEur: 9.99 },
    });
    expect(g.reloadWithoutFlowParams).not.toHaveBeenCalled();
    expect(g.tracked).toEqual([
      {
        type: 'tracking.track',
        eventContext: 'vip',
        eventAction: 'purchase',
        eventData: { price: 9.99, currency: 'EUR' },
      },
    ]);
    expect(g.snapshot().context.guest?.isVip).toBe(true);
    // The callback ran once: the next update reloads, and a renewal is not a new purchase.
    g.actor.send({ type: 'push.vipAboUpdate', active: true, justStarted: false, priceEur: 9.99 });
    expect(g.reloadWithoutFlowParams).toHaveBeenCalledTimes(1);
    expect(g.tracked).toHaveLength(1);
  });

  it('does the same for the TV subscription', () => {
    const g = start();
    g.actor.send({ type: 'push.vxtvAboUpdate', active: true, justStarted: true, priceEur: 4.99 });
    expect(g.snapshot().context.guest?.isTvSubscriber).toBe(true);
    expect(g.reloadWithoutFlowParams).toHaveBeenCalledTimes(1);
    expect(g.tracked[0]).toMatchObject({ eventContext: 'tv', eventData: { price: 4.99 } });
    g.actor.send({ type: 'guest.awaitUpdate', update: 'vxtvAbo', replyTo: 'bonusCode' });
    g.actor.send({ type: 'push.vxtvAboUpdate', active: false, justStarted: false, priceEur: 0 });
    expect(g.arrived.map((e) => e.update)).toEqual(['vxtvAbo']);
    expect(g.snapshot().context.guest?.isTvSubscriber).toBe(false);
  });

  it('after a payment tracks it, reloads the incentives and runs the money-charge callback', () => {
    const g = start();
    const payment = {
      type: 'push.guestBalance' as const,
      balance: 175.5,
      balanceFormatted: '175,50 €',
      isPayingCustomer: true,
      isPayment: true,
    };
    g.actor.send({ type: 'guest.awaitUpdate', update: 'moneyCharge', replyTo: 'bonusCode' });
    g.actor.send(payment);
    expect(g.tracked).toEqual([
      {
        type: 'tracking.track',
        eventContext: 'payment',
        eventAction: 'payment',
        eventData: { balance: 175.5, currency: 'EUR' },
      },
    ]);
    expect(g.incentives).toEqual([{ type: 'incentives.reload' }]);
    expect(g.arrived.map((e) => e.update)).toEqual(['moneyCharge']);
    // A balance change that is no payment only updates the balance.
    g.actor.send({ ...payment, balance: 170, isPayment: false });
    expect(g.tracked).toHaveLength(1);
    expect(g.incentives).toHaveLength(1);
    expect(g.snapshot().context.guest?.balance).toBe(170);
  });

  it('reloads the balance when the pay tour asks', async () => {
    const g = start();
    g.actor.send({ type: 'guest.reloadBalance' });
    await g.flush();
    expect(g.snapshot().context.guest).toMatchObject({ balance: 42, balanceFormatted: '42,00 €' });
  });

  it('runs the bonus-code handler, or keeps the code when none is registered', () => {
    const g = start();
    g.actor.send({ type: 'push.bonusCodeRedeemed', code: 'SPRING', bonus: { coins: 20 } });
    expect(selectBonusCode(g.snapshot())).toEqual({ code: 'SPRING', bonus: { coins: 20 } });
    g.actor.send({ type: 'guest.awaitUpdate', update: 'bonusCode', replyTo: 'bonusCode' });
    g.actor.send({ type: 'push.bonusCodeRedeemed', code: 'SUMMER', bonus: null });
    expect(g.arrived).toEqual([
      { type: 'guest.updateArrived', update: 'bonusCode', push: { code: 'SUMMER', bonus: null } },
    ]);
  });

  it('flips the voice-call flag, and a forced start reloads after 100 ms', async () => {
    vi.useFakeTimers();
    try {
      const g = start();
      g.actor.send({ type: 'push.voicecallStart', voicecallIdHash: 'h1', forceReload: false });
      expect(selectVoicecallActive(g.snapshot())).toBe(true);
      expect(g.snapshot().context.guest?.voicecall.active).toBe(true);
      g.actor.send({ type: 'push.voicecallStop', voicecallIdHash: 'h1' });
      expect(selectVoicecallActive(g.snapshot())).toBe(false);
      expect(g.reloadPage).not.toHaveBeenCalled();
      g.actor.send({ type: 'push.voicecallStart', voicecallIdHash: 'h2', forceReload: true });
      await vi.advanceTimersByTimeAsync(VOICECALL_RELOAD_DELAY_MS - 1);
      expect(g.reloadPage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(g.reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a chat end for a messenger that does not run yet at the root, which starts it', () => {
    const g = start(demoGuest, { messengerRunning: false });
    g.actor.send({ type: 'push.chatEnd', chatId: 'c1', exitCode: 101 });
    expect(g.messenger).toEqual([]);
    expect(g.told).toContainEqual({
      type: 'app.domainEvent',
      domain: 'messenger',
      event: { type: 'messenger.chatEnded', exitCode: 101 },
    });
  });

  it('reloads after an anonymous voice call with a matching id hash stops, after the chat-exit view closes', async () => {
    vi.useFakeTimers();
    try {
      const g = start();
      g.actor.send({ type: 'guest.anonymousVoicecallStarted', voicecallIdHash: 'anon' });
      g.actor.send({ type: 'push.voicecallStart', voicecallIdHash: 'anon', forceReload: false });
      g.actor.send({ type: 'push.chatEnd', chatId: 'c1', exitCode: 101 });
      expect(selectChatExit(g.snapshot())).toEqual({ chatId: 'c1', exitCode: 101 });
      // A survey may be due after the chat: the incentives machine is told to ask.
      expect(g.incentives).toContainEqual({
        type: 'incentives.chatEnded',
        chatId: 'c1',
        exitCode: 101,
      });
      // The messenger hears of it too: an ended live preview offers its conversion chat.
      expect(g.messenger).toContainEqual({ type: 'messenger.chatEnded', exitCode: 101 });
      g.actor.send({ type: 'push.voicecallStop', voicecallIdHash: 'anon' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(g.reloadPage).not.toHaveBeenCalled();
      g.actor.send({ type: 'ui.chatExitClosed' });
      expect(selectChatExit(g.snapshot())).toBeNull();
      await vi.advanceTimersByTimeAsync(99);
      expect(g.reloadPage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(g.reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not reload when someone else's voice call stops", () => {
    const g = start();
    g.actor.send({ type: 'guest.anonymousVoicecallStarted', voicecallIdHash: 'anon' });
    g.actor.send({ type: 'push.voicecallStart', voicecallIdHash: 'other', forceReload: false });
    g.actor.send({ type: 'push.voicecallStop', voicecallIdHash: 'other' });
    expect(g.snapshot().matches({ loggedIn: { voicecall: 'inactive' } })).toBe(true);
  });

  it('shows pushed status bars, replaces one of the same type, and tells the platform of a dismissal', () => {
    const g = start();
    g.actor.send({ type: 'push.statusBar', statusBarType: 'mailnotverified', data: null });
    g.actor.send({ type: 'push.statusBar', statusBarType: 'error', data: { text: 'a' } });
    g.actor.send({ type: 'push.statusBar', statusBarType: 'mailnotverified', data: { x: 1 } });
    expect(selectStatusBars(g.snapshot())).toEqual([
      { statusBarType: 'mailnotverified', data: { x: 1 } },
      { statusBarType: 'error', data: { text: 'a' } },
    ]);
    g.actor.send({ type: 'ui.statusBarDismissed', statusBarType: 'mailnotverified' });
    expect(selectStatusBars(g.snapshot()).map((s) => s.statusBarType)).toEqual(['error']);
    expect(g.frames).toEqual([
      {
        type: 'realtime.send',
        frame: { type: 'removeStatusBar', statusBarType: 'mailnotverified' },
      },
    ]);
  });

  it('records the answer to a signup e-mail', () => {
    const g = start();
    expect(selectSignupEmailResult(g.snapshot())).toBeNull();
    g.actor.send({ type: 'push.sendSignupEmailResult', success: false });
    expect(selectSignupEmailResult(g.snapshot())).toBe('failed');
    g.actor.send({ type: 'push.sendSignupEmailResult', success: true });
    expect(selectSignupEmailResult(g.snapshot())).toBe('sent');
  });

  it('reads the account cookie for a visitor, and a locked guest is offered login', async () => {
    const v = start(visitorGuest);
    await v.flush();
    expect(selectHasAccountCookie(v.snapshot())).toBe(true);
    const g = start(demoGuest, { accountCookie: false });
    g.actor.send({ type: 'push.guestLocked' });
    expect(selectHasAccountCookie(g.snapshot())).toBe(true);
  });
});
