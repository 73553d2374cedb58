import { z } from 'zod';
import type { OneClickError } from '../../machines/oneClick/oneClick.types.ts';
import { fromMinor, toMinor } from '../money.ts';
import type { Account } from '../store/accounts.ts';
import {
  DAY_MS,
  PayClientError,
  throwIfInvalid,
  type PayClientCore,
  type PayGuest,
} from './core.ts';
import {
  CARRIER_AMOUNTS,
  CHARGE_MAX,
  CHARGE_MIN,
  TRIAL_CHARGE,
  VOICE_AMOUNTS,
} from './frame/flows.ts';
import {
  checkAmount,
  checkCardExpiry,
  checkCardNumber,
  checkCvc,
  checkIban,
  checkPhone,
  digitsOf,
  type FieldError,
} from './frame/validation.ts';

export const paymentInputSchema = z.union([
  z.strictObject({ method: z.literal('CC'), stored: z.literal(true) }),
  z.strictObject({
    method: z.literal('CC'),
    stored: z.literal(false).optional(),
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
    holder: z.string().max(80),
  }),
  z.strictObject({ method: z.literal('LS'), stored: z.literal(true) }),
  z.strictObject({
    method: z.literal('LS'),
    stored: z.literal(false).optional(),
    iban: z.string().max(50),
    holder: z.string().max(80),
  }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A card the simulated acquirer always declines (for the error path). */
export const DECLINED_CARD = '4000000000000002';

/** What a one-click charge did: the balance after it, or why it failed. */
type OneClickChargeOutcome =
  { ok: true; balance: number } | { ok: false; errorCode: OneClickError; balance: number };

/**
 * Money: top-ups (card, direct debit, voice, carrier, trial, one click), the stored payment
 * methods and the comfort settings (limit, one click, auto recharge), and settling what a
 * restricted guest owes. Every credit is followed by the `guestBalance` push the app expects.
 */
export class PayCharges {
  constructor(private readonly core: PayClientCore) {}

  private get accounts() {
    return this.core.accounts;
  }

  /** Checks and settles a card or direct-debit payment; saves new details for later payments. */
  collect(account: Account, input: PaymentInput, save: boolean): string {
    const methods = this.core.pay.methods(account.id);
    if (input.method === 'CC') {
      if (input.stored === true) {
        if (!methods.card) throw new PayClientError(409, 'no_stored_card');
        return 'CC';
      }
      const fields: Record<string, FieldError> = {};
      const number = checkCardNumber(input.number);
      const expiry = checkCardExpiry(input.expiry, this.core.now());
      const cvc = checkCvc(input.cvc);
      if (number) fields['number'] = number;
      if (expiry) fields['expiry'] = expiry;
      if (cvc) fields['cvc'] = cvc;
      if (input.holder.trim() === '') fields['holder'] = 'required';
      throwIfInvalid(fields);
      const digits = digitsOf(input.number);
      if (digits === DECLINED_CARD) throw new PayClientError(402, 'card_declined');
      if (save) {
        const card = {
          brand: brandOf(digits),
          last4: digits.slice(-4),
          expiry: input.expiry.replace(/\s/g, ''),
          holder: input.holder.trim(),
        };
        this.core.pay.setMethods(account.id, { ...methods, card });
      }
      return 'CC';
    }
    if (input.stored === true) {
      if (!methods.debit) throw new PayClientError(409, 'no_stored_debit');
      return 'LS';
    }
    const fields: Record<string, FieldError> = {};
    const iban = checkIban(input.iban);
    if (iban) fields['iban'] = iban;
    if (input.holder.trim() === '') fields['holder'] = 'required';
    throwIfInvalid(fields);
    if (save) {
      const compact = input.iban.replace(/\s/g, '').toUpperCase();
      const debit = {
        ibanMasked: `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`,
        holder: input.holder.trim(),
      };
      this.core.pay.setMethods(account.id, { ...methods, debit });
    }
    return 'LS';
  }

  /** Adds to the balance, marks the guest paying, records it and pushes `guestBalance`. */
  private credit(
    account: Account,
    payment: { flow: string; paytype: string; amount: number; credited: number },
  ): void {
    const minor =
      toMinor(account.balance, account.currency) + toMinor(payment.credited, account.currency);
    this.core.deps.store.db.transaction(() => {
      this.accounts.setBalance(account.id, fromMinor(minor, account.currency));
      if (!account.state.isPayingCustomer) {
        this.accounts.patchState(account.id, { isPayingCustomer: true });
      }
      this.core.pay.recordPayment({
        accountId: account.id,
        currency: account.currency,
        ...payment,
      });
    })();
    this.core.hub.pushBalance(account.id, { isPayment: true });
  }

  private checkLimit(account: Account, amount: number): void {
    const { monthlyLimit } = this.core.pay.methods(account.id);
    if (monthlyLimit === null) return;
    const spent = this.core.pay.toppedUpSince(account.id, this.core.now() - 30 * DAY_MS);
    if (spent + amount > monthlyLimit + 1e-9) {
      throw new PayClientError(409, 'limit_exceeded', { amount: 'amountInvalid' });
    }
  }

  /** `moneycharge`: a top-up of `amount` by card or direct debit. */
  moneyCharge(
    sessionId: string,
    input: { amount: number; payment: PaymentInput; save: boolean },
  ): PayGuest {
    const account = this.core.requireAccount(sessionId);
    const amountError = checkAmount(input.amount, CHARGE_MIN, CHARGE_MAX);
    if (amountError) throw new PayClientError(422, 'invalid', { amount: amountError });
    this.checkLimit(account, input.amount);
    const paytype = this.collect(account, input.payment, input.save);
    this.credit(account, {
      flow: 'moneycharge',
      paytype,
      amount: input.amount,
      credited: input.amount,
    });
    return this.core.guest(account.id);
  }

  /** `trialmoneycharge`: for guests who never paid, pay 1 and get 5. */
  trialCharge(sessionId: string, input: { payment: PaymentInput; save: boolean }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    if (account.state.isPayingCustomer) throw new PayClientError(409, 'trial_not_available');
    this.checkLimit(account, TRIAL_CHARGE.price);
    const paytype = this.collect(account, input.payment, input.save);
    this.credit(account, {
      flow: 'trialmoneycharge',
      paytype,
      amount: TRIAL_CHARGE.price,
      credited: TRIAL_CHARGE.credit,
    });
    return this.core.guest(account.id);
  }

  /** `moneycharge` with paytype Voice: the guest called the premium number for `amount`. */
  voiceCharge(sessionId: string, input: { amount: number }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    if (!(VOICE_AMOUNTS as readonly number[]).includes(input.amount)) {
      throw new PayClientError(422, 'invalid', { amount: 'amountInvalid' });
    }
    this.checkLimit(account, input.amount);
    this.credit(account, {
      flow: 'moneycharge',
      paytype: 'Voice',
      amount: input.amount,
      credited: input.amount,
    });
    return this.core.guest(account.id);
  }

  /** `carrier`: billed to the mobile phone bill. */
  carrierCharge(sessionId: string, input: { phone: string; amount: number }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    const fields: Record<string, FieldError> = {};
    const phone = checkPhone(input.phone);
    if (phone) fields['phone'] = phone;
    if (!(CARRIER_AMOUNTS as readonly number[]).includes(input.amount))
      fields['amount'] = 'amountInvalid';
    throwIfInvalid(fields);
    this.checkLimit(account, input.amount);
    this.core.pay.setMethods(account.id, {
      ...this.core.pay.methods(account.id),
      carrierPhone: input.phone.replace(/\s/g, ''),
    });
    this.credit(account, {
      flow: 'carrier',
      paytype: 'Carrier',
      amount: input.amount,
      credited: input.amount,
    });
    return this.core.guest(account.id);
  }

  /** `limit`: top-ups allowed per 30 days; null removes the limit. */
  setLimit(sessionId: string, input: { limit: number | null }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    if (input.limit !== null) {
      const error = checkAmount(input.limit, CHARGE_MIN, 100_000);
      if (error) throw new PayClientError(422, 'invalid', { limit: error });
    }
    this.core.pay.setMethods(account.id, {
      ...this.core.pay.methods(account.id),
      monthlyLimit: input.limit,
    });
    return this.core.guest(account.id);
  }

  /** `oneclick`: one-click top-ups with the stored method, for the chosen amounts. */
  setOneClick(sessionId: string, input: { enabled: boolean; amounts: number[] }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    const amounts = [...new Set(input.amounts)].sort((a, b) => a - b);
    if (input.enabled) {
      if (amounts.length === 0) throw new PayClientError(422, 'invalid', { amounts: 'required' });
      if (amounts.some((amount) => checkAmount(amount, CHARGE_MIN, CHARGE_MAX) !== null)) {
        throw new PayClientError(422, 'invalid', { amounts: 'amountInvalid' });
      }
      this.requireStoredMethod(account);
    }
    this.accounts.patchState(account.id, {
      oneClick: { enabled: input.enabled, amounts: input.enabled ? amounts : [] },
    });
    return this.core.guest(account.id);
  }

  /**
   * `chargeOneClick` (realtime, seed 000 §7): one of the amounts her one-click settings offer,
   * charged from the stored card or account without a form. The balance is credited and pushed
   * (`guestBalance`, a payment) as for any top-up; a failure names its code and changes nothing.
   */
  oneClickCharge(accountId: number, amount: number): OneClickChargeOutcome {
    const account = this.accounts.findById(accountId);
    if (!account) return { ok: false, errorCode: 'notEnabled', balance: 0 };
    const failed = (errorCode: OneClickError): OneClickChargeOutcome => ({
      ok: false,
      errorCode,
      balance: account.balance,
    });
    const { oneClick } = account.state;
    if (account.isLocked || !oneClick.enabled) return failed('notEnabled');
    if (!oneClick.amounts.some((offered) => Math.abs(offered - amount) < 1e-9)) {
      return failed('amountNotOffered');
    }
    const methods = this.core.pay.methods(account.id);
    if (!methods.card && !methods.debit) return failed('noStoredMethod');
    if (methods.card && !methods.debit && methods.card.last4 === DECLINED_CARD.slice(-4)) {
      return failed('declined');
    }
    try {
      this.checkLimit(account, amount);
    } catch (error) {
      if (error instanceof PayClientError) return failed('limitExceeded');
      throw error;
    }
    const paytype = methods.card ? 'CC' : 'LS';
    this.credit(account, { flow: 'oneclick', paytype, amount, credited: amount });
    const after = this.accounts.findById(account.id);
    return { ok: true, balance: after?.balance ?? account.balance };
  }

  /** `autorecharge`: top up `amount` whenever the balance runs low. */
  setAutoRecharge(sessionId: string, input: { enabled: boolean; amount: number }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    if (input.enabled) {
      const error = checkAmount(input.amount, CHARGE_MIN, CHARGE_MAX);
      if (error) throw new PayClientError(422, 'invalid', { amount: error });
      this.requireStoredMethod(account);
    }
    this.accounts.patchState(account.id, {
      autoRecharge: { enabled: input.enabled, amount: input.enabled ? input.amount : 0 },
    });
    return this.core.guest(account.id);
  }

  private requireStoredMethod(account: Account): void {
    const methods = this.core.pay.methods(account.id);
    if (!methods.card && !methods.debit) throw new PayClientError(409, 'no_stored_method');
  }

  /** `changecc` / `changels`: new card or bank details (validated, stored masked). */
  changePayment(sessionId: string, input: { payment: PaymentInput }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    if (input.payment.stored === true) throw new PayClientError(422, 'invalid');
    this.collect(account, input.payment, true);
    return this.core.guest(account.id);
  }

  /** `opcompensation`: a restricted guest settles what is owed; the restriction is lifted. */
  opCompensation(sessionId: string, input: { payment: PaymentInput }): PayGuest {
    const account = this.core.requireAccount(sessionId);
    const due = this.core.guest(account.id).amountDue;
    if (due === 0) throw new PayClientError(409, 'nothing_due');
    const paytype = this.collect(account, input.payment, false);
    this.core.pay.recordPayment({
      accountId: account.id,
      flow: 'opcompensation',
      paytype,
      amount: due,
      credited: 0,
      currency: account.currency,
    });
    this.accounts.patchState(account.id, { isRestricted: false, restrictionLevel: 0 });
    return this.core.guest(account.id);
  }
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  return 'Card';
}
