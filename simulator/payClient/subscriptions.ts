import type { PayCharges, PaymentInput } from './charges.ts';
import { DAY_MS, PayClientError, type PayClientCore, type PayGuest } from './core.ts';
import { ABO_PLANS, type AboFlow } from './frame/flows.ts';

/** Subscriptions: VIP, trial VIP, VX Select and TV, and what `getactiveabos` answers. */
export class PaySubscriptions {
  constructor(
    private readonly core: PayClientCore,
    private readonly charges: PayCharges,
  ) {}

  /** VIP, trial VIP, VX Select or TV: paid by card or debit; the matching push follows. */
  subscribe(
    sessionId: string,
    input: { flow: AboFlow; payment: PaymentInput; save: boolean },
  ): PayGuest {
    const { accounts, hub, pay } = this.core;
    const account = this.core.requireAccount(sessionId);
    const plan = ABO_PLANS[input.flow];
    const current = pay.abos(account.id).find((abo) => abo.aboId === plan.aboId);
    const now = this.core.now();
    if (current && current.endAt > now) throw new PayClientError(409, 'already_subscribed');
    if (plan.trial && account.state.isVip) throw new PayClientError(409, 'already_subscribed');
    const paytype = this.charges.collect(account, input.payment, input.save);
    pay.putAbo(account.id, {
      aboId: plan.aboId,
      name: plan.name,
      isTrial: plan.trial,
      isFree: false,
      amount: plan.priceEur,
      startedAt: now,
      endAt: now + plan.days * DAY_MS,
    });
    pay.recordPayment({
      accountId: account.id,
      flow: input.flow,
      paytype,
      amount: plan.priceEur,
      credited: 0,
      currency: 'EUR',
    });
    const update = { active: true, justStarted: true, priceEur: plan.priceEur };
    if (plan.aboId === 'vip') {
      accounts.patchState(account.id, { isVip: true, isPayingCustomer: true });
      hub.push(account.id, { type: 'vipAboUpdate', ...update });
    } else if (plan.aboId === 'vxtv') {
      accounts.patchState(account.id, {
        isTvSubscriber: true,
        isPremium: true,
        isPayingCustomer: true,
      });
      hub.push(account.id, { type: 'vxtvAboUpdate', ...update });
    } else {
      accounts.patchState(account.id, { isVXSelect: true, isPayingCustomer: true });
    }
    return this.core.guest(account.id);
  }

  /**
   * The guest's subscriptions as `getactiveabos` answers them. Flags set by the fixtures (a VIP
   * or TV demo account) without a row get one, running 30 days from now.
   */
  activeAbos(sessionId: string): Record<string, unknown> {
    const session = this.core.requireSession(sessionId);
    const account =
      session.accountId === null ? undefined : this.core.accounts.findById(session.accountId);
    if (!account) return {};
    const rows = this.core.pay.abos(account.id);
    const now = this.core.now();
    const implied: [boolean, keyof typeof ABO_PLANS][] = [
      [account.state.isVip, 'vipabo'],
      [account.state.isVXSelect, 'vxabo'],
      [account.state.isTvSubscriber, 'vxtvabo'],
    ];
    for (const [flag, flow] of implied) {
      const plan = ABO_PLANS[flow];
      if (flag && !rows.some((row) => row.aboId === plan.aboId)) {
        const row = {
          aboId: plan.aboId,
          name: plan.name,
          isTrial: false,
          isFree: false,
          amount: plan.priceEur,
          startedAt: now,
          endAt: now + plan.days * DAY_MS,
        };
        this.core.pay.putAbo(account.id, row);
        rows.push(row);
      }
    }
    return Object.fromEntries(
      rows.map((row) => [
        row.aboId,
        {
          name: row.name,
          endDate: new Date(row.endAt).toISOString(),
          isPaidAbo: !row.isFree && !row.isTrial,
          isTrialAbo: row.isTrial,
          isActive: row.endAt > now,
          isFreeAbo: row.isFree,
          amount: row.amount,
        },
      ]),
    );
  }
}
