import { createActor, fromPromise, setup, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { demoGuest, visitorGuest } from '../../fixtures/guestStates.ts';
import type { GuestState, RequestInput } from '../bootstrap/bootstrap.types.ts';
import { guestMachine } from './guest.machine.ts';
import {
  selectDataProtectionDialog,
  selectEmailVerified,
  selectGuestSummary,
  selectIsLocked,
} from './guest.selectors.ts';

const request: RequestInput = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

/** The guest machine under a parent that records what it is told, with stubbed calls. */
function start(
  guest: GuestState = demoGuest,
  calls: { closeDataProtection?: () => Promise<void> } = {},
) {
  const told: EventObject[] = [];
  const logout = vi.fn(async (): Promise<void> => {});
  const answers: boolean[] = [];
  const reloadPage = vi.fn();
  const machine = guestMachine.provide({
    actors: {
      logout: fromPromise(logout),
      closeDataProtection: fromPromise(
        async ({ input }: { input: { request: RequestInput; accepted: boolean } }) => {
          answers.push(input.accepted);
          await (calls.closeDataProtection ?? (async () => undefined))();
        },
      ),
    },
    actions: { reloadPage },
  });
  const parent = createActor(
    setup({ actors: { guest: machine } }).createMachine({
      invoke: { id: 'guest', systemId: 'guest', src: 'guest' },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    }),
  ).start();
  const actor = parent.system.get('guest')!;
  actor.send({ type: 'guest.loaded', guest, request });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, told, logout, answers, reloadPage, flush, snapshot: () => actor.getSnapshot() };
}

describe('guest machine', () => {
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
    g.actor.send({ type: 'guest.loaded', guest: demoGuest, request });
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

  it('counts the facts whose behaviour arrives with later issues, dropping none', () => {
    const g = start();
    g.actor.send({ type: 'push.vipAboUpdate', active: true, justStarted: true, priceEur: 9.99 });
    g.actor.send({ type: 'push.vipAboUpdate', active: true, justStarted: false, priceEur: 9.99 });
    expect(g.snapshot().context.deferred).toEqual({ 'push.vipAboUpdate': 2 });
  });
});
