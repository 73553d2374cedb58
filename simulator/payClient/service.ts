import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { OneClickError } from '../../machines/oneClick/oneClick.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { ACCOUNT_STATE_DEFAULTS } from '../store/account-state.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Account } from '../store/accounts.ts';
import type { Store } from '../store/index.ts';
import { fromMinor, toMinor } from '../money.ts';
import {
  ABO_PLANS,
  CARRIER_AMOUNTS,
  CHARGE_MAX,
  CHARGE_MIN,
  OPCOMPENSATION_PER_LEVEL,
  TRIAL_CHARGE,
  VOICE_AMOUNTS,
  type AboFlow,
} from './frame/flows.ts';
import {
  checkAmount,
  checkBirthDate,
  checkCardExpiry,
  checkCardNumber,
  checkCvc,
  checkEmail,
  checkIban,
  checkPassword,
  checkPhone,
  checkUsername,
  digitsOf,
  type FieldError,
} from './frame/validation.ts';
import {
  PayClientStore,
  isHashOf,
  verifyPassword,
  type PaySession,
  type PaymentMethods,
} from './store.ts';

/** A refused request: HTTP status, a machine code, and per-field errors for the form. */
export class PayClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Readonly<Record<string, FieldError>> = {},
  ) {
    super(code);
    this.name = 'PayClientError';
  }
}

/** What the frame knows about the guest (everything it shows or puts in a success result). */
export interface PayGuest {
  id: number;
  login: string;
  screenname: string;
  email: string;
  balance: number;
  currency: string;
  balanceFormatted: string;
  isPayingCustomer: boolean;
  isVip: boolean;
  isVXSelect: boolean;
  isTvSubscriber: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  amountDue: number;
  avsStatus: string;
  fsk18: boolean;
  emailVerified: boolean;
  newsletter: boolean;
  oneClick: { enabled: boolean; amounts: number[] };
  autoRecharge: { enabled: boolean; amount: number };
  methods: PaymentMethods;
  uhash: string;
}

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

const codeSchema = z.strictObject({
  code: z.string().min(1),
  kind: z.enum(['promocode', 'scratchcard']),
  oneOff: z.boolean(),
  benefit: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('balance'), amount: z.number().positive() }),
    z.strictObject({
      type: z.literal('voucher'),
      voucherType: z.number().int().min(1).max(10),
      amount: z.number().int().positive(),
    }),
  ]),
  description: z.string(),
});
export type PayCode = z.infer<typeof codeSchema>;

const credentialSchema = z.strictObject({
  login: z.string(),
  password: z.string().min(1),
  /** A saved card (masked), for paying demo accounts: they pay with one click. */
  card: z
    .strictObject({ brand: z.string(), last4: z.string(), expiry: z.string(), holder: z.string() })
    .optional(),
});

/** The mail `pwdlost` sends: the link's key, to the account's address. */
export interface ResetMail {
  to: string;
  login: string;
  userId: number;
  resetKey: string;
}

/** A card the simulated acquirer always declines (for the error path). */
export const DECLINED_CARD = '4000000000000002';
/** A document number the simulated age check rejects. */
const AVS_REJECT_DOCUMENT = 'REJECT';
const AVS_DELAY_MS = 2000;
const RESET_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long after a login in the frame the app may turn it into a session (onsuccess), once. */
export const LOGIN_HANDOFF_MS = 5 * 60 * 1000;
/**
 * How long a transfer token may be presented: to load a page of its session (once) or to be
 * claimed by the page that opened the flow. A later load starts a new pay session.
 */
export const TRANSFER_TOKEN_TTL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NEW_ACCOUNT_ID = 5001;

export interface PayClientDeps {
  store: Store;
  hub: Pick<RealtimeHub, 'push' | 'pushBalance'>;
  credentialsPath: string;
  codesPath: string;
  now?: () => number;
  /**
   * Demo mode (default true): the published demo passwords and promo codes, and `pwdlost`
   * answering with its reset key (the frame links to it). False: random passwords
   * ({@link PayClientService.startPasswords}), no codes, reset keys only by mail.
   */
  demoSecrets?: boolean;
  /** Runs `fn` after `ms` (the age check's delayed verdict); tests pass a manual scheduler. */
  schedule?: (fn: () => void, ms: number) => void;
}

/**
 * The payment client's effects on the simulator: pay-side sessions (named to the frame by its
 * key, to the page by single-use transfer tokens),
 * login and signup, top-ups, subscriptions, settings, the age check, codes and password resets.
 * Every change to a balance or flag is followed by the realtime push the app expects.
 */
/** What a one-click charge did: the balance after it, or why it failed. */
export type OneClickChargeOutcome =
  { ok: true; balance: number } | { ok: false; errorCode: OneClickError; balance: number };

export class PayClientService {
  readonly pay: PayClientStore;
  private readonly now: () => number;
  private readonly schedule: (fn: () => void, ms: number) => void;
  private readonly codes: PayCode[];
  private readonly credentials: z.infer<typeof credentialSchema>[];
  private readonly mailListeners = new Set<(mail: ResetMail) => void>();
  /** Passwords made at this start (production): printed once by the banner, stored hashed only. */
  readonly startPasswords: { login: string; password: string }[] = [];

  constructor(private readonly deps: PayClientDeps) {
    this.now = deps.now ?? Date.now;
    this.schedule = deps.schedule ?? ((fn, ms) => void setTimeout(fn, ms).unref());
    this.pay = new PayClientStore(deps.store.db, this.now);
    const codes = z.array(codeSchema).parse(JSON.parse(readFileSync(deps.codesPath, 'utf8')));
    // The promo codes are published (README, fixtures): production redeems none of them.
    this.codes = deps.demoSecrets === false ? [] : codes;
    this.credentials = z
      .array(credentialSchema)
      .parse(JSON.parse(readFileSync(deps.credentialsPath, 'utf8')));
    this.seedCredentials();
  }

  private get accounts() {
    return this.deps.store.accounts;
  }

  /**
   * The demo accounts' passwords (and saved cards) for accounts that have none yet (changes
   * survive restarts). Without demo secrets each gets a random password instead, also replacing
   * a published one a store kept from a demo run; {@link startPasswords} lists them for the banner.
   */
  private seedCredentials(): void {
    const demo = this.deps.demoSecrets !== false;
    for (const { login, password, card } of this.credentials) {
      const account = this.accounts.findByLogin(login);
      if (!account) continue;
      const stored = this.pay.passwordHash(account.id);
      if (demo) {
        if (stored !== undefined) continue;
        this.pay.seedPassword(account.id, password);
        if (card) this.pay.setMethods(account.id, { ...this.pay.methods(account.id), card });
      } else if (stored === undefined || isHashOf(password, stored)) {
        const random = randomBytes(12).toString('base64url');
        this.pay.seedPassword(account.id, random);
        this.startPasswords.push({ login, password: random });
      }
    }
  }

  get codeList(): readonly PayCode[] {
    return this.codes;
  }

  // ---- sessions -------------------------------------------------------------------------------

  /**
   * A page load of the payment client (`GET /VXPAY-V3/?tt=…`): always a new pay session, with a
   * new transfer token (to tell the page that framed it) and a frame key of its own (for its API
   * calls; never in a URL nor in a message). A known transfer token that no load spent yet and
   * that is younger than {@link TRANSFER_TOKEN_TTL_MS} is spent by this load and makes its session
   * the new one's parent: the login carries over once the same app session claims the new token
   * (`claim`). So a token read off a URL or a log opens nothing: spent, or not the reader's.
   */
  openPage(tt: string | undefined): { sessionId: string; tt: string; key: string } {
    const parent =
      tt === undefined ? undefined : this.pay.spendToken(tt, this.now() - TRANSFER_TOKEN_TTL_MS);
    const sessionId = this.pay.createSession(parent ?? null).id;
    return { sessionId, tt: this.pay.issueToken(sessionId), key: this.pay.issueKey(sessionId) };
  }

  /** The session of a frame key (its API calls); 401 `unknown_key` for any other string. */
  sessionOfKey(key: string): string {
    const sessionId = this.pay.sessionOfKey(key);
    if (sessionId === undefined) throw new PayClientError(401, 'unknown_key');
    return sessionId;
  }

  requireSession(sessionId: string): PaySession {
    const session = this.pay.findSession(sessionId);
    if (!session) throw new PayClientError(401, 'unknown_key');
    return session;
  }

  /**
   * `modalbox-init-session {token}`: the app's access token names the guest, if logged in.
   * Without one, `resume` (the frame key of this browser's last login here, kept in the payment
   * client's own storage) carries that login over, like the real client's own cookie, but only
   * while the app session it was handed to (or came from) is still the account's: a guest who
   * logged out of the app is a visitor here too.
   */
  initSession(sessionId: string, token: string | null, resume?: string): PayGuest | null {
    const session = this.requireSession(sessionId);
    if (token !== null) {
      const appSession = this.deps.store.sessions.findByToken(token);
      if (appSession?.accountId != null && this.accounts.findById(appSession.accountId)) {
        this.pay.bindSession(sessionId, appSession.accountId, 'token', { appSid: appSession.sid });
        return this.guest(appSession.accountId);
      }
    }
    const previousId = resume === undefined ? undefined : this.pay.sessionOfKey(resume);
    if (session.accountId === null && previousId !== undefined && previousId !== sessionId) {
      const previous = this.pay.findSession(previousId);
      const app = previous?.appSid
        ? this.deps.store.sessions.findBySid(previous.appSid)
        : undefined;
      if (previous?.accountId != null && app?.accountId === previous.accountId) {
        this.pay.bindSession(sessionId, previous.accountId, 'token', { appSid: app.sid });
        return this.guestOrNull(previous.accountId);
      }
    }
    return session.accountId === null ? null : this.guestOrNull(session.accountId);
  }

  /**
   * `vxpay/claim` on the app's origin: the page that opened the flow says the transfer token its
   * frame just sent is its own, for its app session `sid`. The first claim of a session wins
   * (later ones by the same sid are no-ops); the token must be unspent and young. Only the
   * claiming app session may later take a login of this session over (`handoff`).
   */
  claim(tt: string, sid: string): void {
    const token = this.pay.findToken(tt);
    if (!token) throw new PayClientError(404, 'unknown_transfer_token');
    if (token.spentAt !== null || this.now() - token.issuedAt > TRANSFER_TOKEN_TTL_MS)
      throw new PayClientError(403, 'transfer_token_expired');
    if (!this.pay.claimSession(token.sessionId, sid))
      throw new PayClientError(409, 'transfer_token_claimed');
    const session = this.pay.findSession(token.sessionId);
    const parent = session?.parentId ? this.pay.findSession(session.parentId) : undefined;
    if (session?.accountId === null && parent?.accountId != null) {
      const owners = ownersOf(parent);
      if (owners.length > 0 && owners.every((owner) => owner === sid))
        this.pay.inherit(session.id, parent);
    }
  }

  guestOf(sessionId: string): PayGuest | null {
    const session = this.requireSession(sessionId);
    return session.accountId === null ? null : this.guestOrNull(session.accountId);
  }

  private requireAccount(sessionId: string): Account {
    const session = this.requireSession(sessionId);
    const account =
      session.accountId === null ? undefined : this.accounts.findById(session.accountId);
    if (!account) throw new PayClientError(401, 'login_required');
    if (account.isLocked) throw new PayClientError(403, 'locked');
    return account;
  }

  private guestOrNull(accountId: number): PayGuest | null {
    return this.accounts.findById(accountId) ? this.guest(accountId) : null;
  }

  guest(accountId: number): PayGuest {
    const account = this.accounts.findById(accountId);
    if (!account) throw new PayClientError(404, 'unknown_account');
    const { state } = account;
    return {
      id: account.id,
      login: account.login,
      screenname: account.name,
      email: account.email,
      balance: account.balance,
      currency: account.currency,
      balanceFormatted: formatMoney({ value: account.balance, currency: account.currency }),
      isPayingCustomer: state.isPayingCustomer,
      isVip: state.isVip,
      isVXSelect: state.isVXSelect,
      isTvSubscriber: state.isTvSubscriber,
      isRestricted: state.isRestricted,
      restrictionLevel: state.restrictionLevel,
      amountDue: state.isRestricted
        ? Math.max(1, state.restrictionLevel) * OPCOMPENSATION_PER_LEVEL
        : 0,
      avsStatus: state.avsStatus,
      fsk18: state.avsStatus === 'accepted',
      emailVerified: this.pay.emailVerified(account.id),
      newsletter: state.notificationsSettings['newsletter'] === true,
      oneClick: state.oneClick,
      autoRecharge: state.autoRecharge,
      methods: this.pay.methods(account.id),
      uhash: uhashOf(account.id),
    };
  }

  // ---- login, signup, logout ------------------------------------------------------------------

  /** Logs the pay session in by login name, screen name or e-mail (any case) and password. */
  async login(sessionId: string, input: { login: string; password: string }): Promise<PayGuest> {
    this.requireSession(sessionId);
    const fields: Record<string, FieldError> = {};
    if (input.login.trim() === '') fields['login'] = 'required';
    if (input.password === '') fields['password'] = 'required';
    if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
    const account = this.findAccount(input.login);
    const hash = account && this.pay.passwordHash(account.id);
    // An unknown login runs the same scrypt (verifyPassword), so its answer takes as long.
    if (!(await verifyPassword(input.password, hash)) || !account) {
      throw new PayClientError(401, 'wrong_credentials');
    }
    if (account.isLocked) throw new PayClientError(403, 'locked');
    this.pay.bindSession(sessionId, account.id, 'login');
    return this.guest(account.id);
  }

  private findAccount(name: string): Account | undefined {
    const wanted = name.trim().toLowerCase();
    return this.accounts
      .list()
      .find(
        (account) =>
          account.login === wanted ||
          account.name.toLowerCase() === wanted ||
          account.email.toLowerCase() === wanted,
      );
  }

  /** A new account (validated: e-mail, screen name, password; unique name and e-mail). */
  async signup(
    sessionId: string,
    input: { email: string; username: string; password: string; newsletter: boolean },
  ): Promise<PayGuest> {
    this.requireSession(sessionId);
    const fields: Record<string, FieldError> = {};
    const email = checkEmail(input.email);
    const username = checkUsername(input.username);
    const password = checkPassword(input.password);
    if (email) fields['email'] = email;
    if (username) fields['username'] = username;
    if (password) fields['password'] = password;
    if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
    const all = this.accounts.list();
    const login = input.username.toLowerCase();
    if (all.some((a) => a.login === login || a.name.toLowerCase() === login)) {
      throw new PayClientError(409, 'username_taken', { username: 'usernameInvalid' });
    }
    const address = input.email.trim();
    if (all.some((a) => a.email.toLowerCase() === address.toLowerCase())) {
      throw new PayClientError(409, 'email_taken', { email: 'emailInvalid' });
    }
    const id = Math.max(FIRST_NEW_ACCOUNT_ID - 1, ...all.map((a) => a.id)) + 1;
    const created = this.accounts.insertIfMissing({
      id,
      login,
      description: 'Signed up in the payment client',
      name: input.username,
      email: address,
      currency: 'EUR',
      balance: 0,
      isLocked: false,
      locksOnLogin: false,
      state: {
        ...ACCOUNT_STATE_DEFAULTS,
        signupOrigin: 'web',
        notificationsSettings: { newsletter: input.newsletter },
      },
    });
    if (!created) throw new PayClientError(409, 'username_taken', { username: 'usernameInvalid' });
    await this.pay.setPassword(id, input.password);
    this.pay.bindSession(sessionId, id, 'signup');
    return this.guest(id);
  }

  logout(sessionId: string): void {
    this.requireSession(sessionId);
    this.pay.bindSession(sessionId, null, null);
  }

  /**
   * The app's `vxpay/onsuccess`: the pay session that `tt` (any transfer token issued for it)
   * names, and the account it may hand to the app session `appSid` (the caller's cookie, if any).
   * Only the app session that claimed the session when the flow opened (`claim`), or, for a flow
   * opened by a logged-in guest, that guest's own app session, may take it; a login, signup or
   * reset in the frame only within the hand-off window; it must match `userId` when one is
   * given; and it hands off once (`completeHandoff`).
   */
  handoff(
    tt: string,
    userId: number | null,
    appSid: string | null,
  ): PaySession & { account: Account } {
    const sessionId = this.pay.findToken(tt)?.sessionId;
    const session = sessionId === undefined ? undefined : this.pay.findSession(sessionId);
    if (!session || session.accountId === null) {
      throw new PayClientError(403, 'not_logged_in_in_payment_client');
    }
    if (session.handedOffAt !== null) throw new PayClientError(403, 'transfer_token_used');
    if (userId !== null && userId !== session.accountId) {
      throw new PayClientError(403, 'user_mismatch');
    }
    const owners = ownersOf(session);
    if (owners.length === 0) throw new PayClientError(403, 'not_claimed');
    if (appSid === null || owners.some((sid) => sid !== appSid))
      throw new PayClientError(403, 'session_mismatch');
    if (session.boundBy !== 'token') {
      const fresh = session.boundAt !== null && this.now() - session.boundAt <= LOGIN_HANDOFF_MS;
      if (!fresh) throw new PayClientError(403, 'login_expired');
    }
    const account = this.accounts.findById(session.accountId);
    if (!account) throw new PayClientError(403, 'unknown_account');
    if (account.isLocked) throw new PayClientError(403, 'locked');
    return { ...session, account };
  }

  /**
   * After the app set its new session for the hand-off: the login is spent, and later pages may
   * resume it while that session lives. False if another request spent it first.
   */
  completeHandoff(sessionId: string, sid: string): boolean {
    return this.pay.completeHandoff(sessionId, sid);
  }

  // ---- money ----------------------------------------------------------------------------------

  /** Checks and settles a card or direct-debit payment; saves new details for later payments. */
  private collect(account: Account, input: PaymentInput, save: boolean): string {
    const methods = this.pay.methods(account.id);
    if (input.method === 'CC') {
      if (input.stored === true) {
        if (!methods.card) throw new PayClientError(409, 'no_stored_card');
        return 'CC';
      }
      const fields: Record<string, FieldError> = {};
      const number = checkCardNumber(input.number);
      const expiry = checkCardExpiry(input.expiry, this.now());
      const cvc = checkCvc(input.cvc);
      if (number) fields['number'] = number;
      if (expiry) fields['expiry'] = expiry;
      if (cvc) fields['cvc'] = cvc;
      if (input.holder.trim() === '') fields['holder'] = 'required';
      if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
      const digits = digitsOf(input.number);
      if (digits === DECLINED_CARD) throw new PayClientError(402, 'card_declined');
      if (save) {
        const card = {
          brand: brandOf(digits),
          last4: digits.slice(-4),
          expiry: input.expiry.replace(/\s/g, ''),
          holder: input.holder.trim(),
        };
        this.pay.setMethods(account.id, { ...methods, card });
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
    if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
    if (save) {
      const compact = input.iban.replace(/\s/g, '').toUpperCase();
      const debit = {
        ibanMasked: `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`,
        holder: input.holder.trim(),
      };
      this.pay.setMethods(account.id, { ...methods, debit });
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
    this.deps.store.db.transaction(() => {
      this.accounts.setBalance(account.id, fromMinor(minor, account.currency));
      if (!account.state.isPayingCustomer) {
        this.accounts.patchState(account.id, { isPayingCustomer: true });
      }
      this.pay.recordPayment({ accountId: account.id, currency: account.currency, ...payment });
    })();
    this.deps.hub.pushBalance(account.id, { isPayment: true });
  }

  private checkLimit(account: Account, amount: number): void {
    const { monthlyLimit } = this.pay.methods(account.id);
    if (monthlyLimit === null) return;
    const spent = this.pay.toppedUpSince(account.id, this.now() - 30 * DAY_MS);
    if (spent + amount > monthlyLimit + 1e-9) {
      throw new PayClientError(409, 'limit_exceeded', { amount: 'amountInvalid' });
    }
  }

  /** `moneycharge`: a top-up of `amount` by card or direct debit. */
  moneyCharge(
    sessionId: string,
    input: { amount: number; payment: PaymentInput; save: boolean },
  ): PayGuest {
    const account = this.requireAccount(sessionId);
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
    return this.guest(account.id);
  }

  /** `trialmoneycharge`: for guests who never paid, pay 1 and get 5. */
  trialCharge(sessionId: string, input: { payment: PaymentInput; save: boolean }): PayGuest {
    const account = this.requireAccount(sessionId);
    if (account.state.isPayingCustomer) throw new PayClientError(409, 'trial_not_available');
    this.checkLimit(account, TRIAL_CHARGE.price);
    const paytype = this.collect(account, input.payment, input.save);
    this.credit(account, {
      flow: 'trialmoneycharge',
      paytype,
      amount: TRIAL_CHARGE.price,
      credited: TRIAL_CHARGE.credit,
    });
    return this.guest(account.id);
  }

  /** `moneycharge` with paytype Voice: the guest called the premium number for `amount`. */
  voiceCharge(sessionId: string, input: { amount: number }): PayGuest {
    const account = this.requireAccount(sessionId);
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
    return this.guest(account.id);
  }

  /** `carrier`: billed to the mobile phone bill. */
  carrierCharge(sessionId: string, input: { phone: string; amount: number }): PayGuest {
    const account = this.requireAccount(sessionId);
    const fields: Record<string, FieldError> = {};
    const phone = checkPhone(input.phone);
    if (phone) fields['phone'] = phone;
    if (!(CARRIER_AMOUNTS as readonly number[]).includes(input.amount))
      fields['amount'] = 'amountInvalid';
    if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
    this.checkLimit(account, input.amount);
    this.pay.setMethods(account.id, {
      ...this.pay.methods(account.id),
      carrierPhone: input.phone.replace(/\s/g, ''),
    });
    this.credit(account, {
      flow: 'carrier',
      paytype: 'Carrier',
      amount: input.amount,
      credited: input.amount,
    });
    return this.guest(account.id);
  }

  /** `limit`: top-ups allowed per 30 days; null removes the limit. */
  setLimit(sessionId: string, input: { limit: number | null }): PayGuest {
    const account = this.requireAccount(sessionId);
    if (input.limit !== null) {
      const error = checkAmount(input.limit, CHARGE_MIN, 100_000);
      if (error) throw new PayClientError(422, 'invalid', { limit: error });
    }
    this.pay.setMethods(account.id, { ...this.pay.methods(account.id), monthlyLimit: input.limit });
    return this.guest(account.id);
  }

  /** `oneclick`: one-click top-ups with the stored method, for the chosen amounts. */
  setOneClick(sessionId: string, input: { enabled: boolean; amounts: number[] }): PayGuest {
    const account = this.requireAccount(sessionId);
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
    return this.guest(account.id);
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
    const methods = this.pay.methods(account.id);
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
    const account = this.requireAccount(sessionId);
    if (input.enabled) {
      const error = checkAmount(input.amount, CHARGE_MIN, CHARGE_MAX);
      if (error) throw new PayClientError(422, 'invalid', { amount: error });
      this.requireStoredMethod(account);
    }
    this.accounts.patchState(account.id, {
      autoRecharge: { enabled: input.enabled, amount: input.enabled ? input.amount : 0 },
    });
    return this.guest(account.id);
  }

  private requireStoredMethod(account: Account): void {
    const methods = this.pay.methods(account.id);
    if (!methods.card && !methods.debit) throw new PayClientError(409, 'no_stored_method');
  }

  /** `changecc` / `changels`: new card or bank details (validated, stored masked). */
  changePayment(sessionId: string, input: { payment: PaymentInput }): PayGuest {
    const account = this.requireAccount(sessionId);
    if (input.payment.stored === true) throw new PayClientError(422, 'invalid');
    this.collect(account, input.payment, true);
    return this.guest(account.id);
  }

  /** `opcompensation`: a restricted guest settles what is owed; the restriction is lifted. */
  opCompensation(sessionId: string, input: { payment: PaymentInput }): PayGuest {
    const account = this.requireAccount(sessionId);
    const due = this.guest(account.id).amountDue;
    if (due === 0) throw new PayClientError(409, 'nothing_due');
    const paytype = this.collect(account, input.payment, false);
    this.pay.recordPayment({
      accountId: account.id,
      flow: 'opcompensation',
      paytype,
      amount: due,
      credited: 0,
      currency: account.currency,
    });
    this.accounts.patchState(account.id, { isRestricted: false, restrictionLevel: 0 });
    return this.guest(account.id);
  }

  // ---- subscriptions --------------------------------------------------------------------------

  /** VIP, trial VIP, VX Select or TV: paid by card or debit; the matching push follows. */
  subscribe(
    sessionId: string,
    input: { flow: AboFlow; payment: PaymentInput; save: boolean },
  ): PayGuest {
    const account = this.requireAccount(sessionId);
    const plan = ABO_PLANS[input.flow];
    const current = this.pay.abos(account.id).find((abo) => abo.aboId === plan.aboId);
    const now = this.now();
    if (current && current.endAt > now) throw new PayClientError(409, 'already_subscribed');
    if (plan.trial && account.state.isVip) throw new PayClientError(409, 'already_subscribed');
    const paytype = this.collect(account, input.payment, input.save);
    this.pay.putAbo(account.id, {
      aboId: plan.aboId,
      name: plan.name,
      isTrial: plan.trial,
      isFree: false,
      amount: plan.priceEur,
      startedAt: now,
      endAt: now + plan.days * DAY_MS,
    });
    this.pay.recordPayment({
      accountId: account.id,
      flow: input.flow,
      paytype,
      amount: plan.priceEur,
      credited: 0,
      currency: 'EUR',
    });
    const update = { active: true, justStarted: true, priceEur: plan.priceEur };
    if (plan.aboId === 'vip') {
      this.accounts.patchState(account.id, { isVip: true, isPayingCustomer: true });
      this.deps.hub.push(account.id, { type: 'vipAboUpdate', ...update });
    } else if (plan.aboId === 'vxtv') {
      this.accounts.patchState(account.id, {
        isTvSubscriber: true,
        isPremium: true,
        isPayingCustomer: true,
      });
      this.deps.hub.push(account.id, { type: 'vxtvAboUpdate', ...update });
    } else {
      this.accounts.patchState(account.id, { isVXSelect: true, isPayingCustomer: true });
    }
    return this.guest(account.id);
  }

  /**
   * The guest's subscriptions as `getactiveabos` answers them. Flags set by the fixtures (a VIP
   * or TV demo account) without a row get one, running 30 days from now.
   */
  activeAbos(sessionId: string): Record<string, unknown> {
    const session = this.requireSession(sessionId);
    const account =
      session.accountId === null ? undefined : this.accounts.findById(session.accountId);
    if (!account) return {};
    const rows = this.pay.abos(account.id);
    const now = this.now();
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
        this.pay.putAbo(account.id, row);
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

  // ---- age verification -----------------------------------------------------------------------

  /**
   * `avs`: the check is pending at once (`avsPending`), and decided after `AVS_DELAY_MS`:
   * accepted (`avsSet`), or rejected (`avsRejected`) for the document number `REJECT`.
   */
  requestAvs(
    sessionId: string,
    input: { fullName: string; birthDate: string; documentNumber: string },
  ): PayGuest {
    const account = this.requireAccount(sessionId);
    if (account.state.avsStatus === 'accepted') throw new PayClientError(409, 'already_verified');
    const fields: Record<string, FieldError> = {};
    if (input.fullName.trim() === '') fields['fullName'] = 'required';
    const birth = checkBirthDate(input.birthDate, this.now());
    if (birth) fields['birthDate'] = birth;
    if (input.documentNumber.trim() === '') fields['documentNumber'] = 'required';
    if (Object.keys(fields).length > 0) throw new PayClientError(422, 'invalid', fields);
    this.accounts.patchState(account.id, { avsStatus: 'pending', avsRejectMessage: null });
    this.deps.hub.push(account.id, { type: 'avsPending' });
    const reject = input.documentNumber.trim().toUpperCase() === AVS_REJECT_DOCUMENT;
    this.schedule(() => {
      if (this.accounts.findById(account.id)?.state.avsStatus !== 'pending') return;
      if (reject) {
        const message = 'The document could not be verified.';
        this.accounts.patchState(account.id, { avsStatus: 'rejected', avsRejectMessage: message });
        this.deps.hub.push(account.id, { type: 'avsRejected', message });
      } else {
        this.accounts.patchState(account.id, { avsStatus: 'accepted', avsRejectMessage: null });
        this.deps.hub.push(account.id, { type: 'avsSet' });
      }
    }, AVS_DELAY_MS);
    return this.guest(account.id);
  }

  // ---- codes ----------------------------------------------------------------------------------

  /** `promocode` / `scratchcard`: redeems a code once (per guest, or at all for one-off cards). */
  redeem(
    sessionId: string,
    input: { code: string; kind: 'promocode' | 'scratchcard' },
  ): {
    guest: PayGuest;
    benefit: PayCode['benefit'];
  } {
    const account = this.requireAccount(sessionId);
    const wanted = input.code.trim().toUpperCase();
    if (wanted === '') throw new PayClientError(422, 'invalid', { code: 'required' });
    const code = this.codes.find((entry) => entry.code === wanted && entry.kind === input.kind);
    if (!code) throw new PayClientError(404, 'unknown_code', {});
    if (!this.pay.redeem(code.code, account.id, code.oneOff)) {
      throw new PayClientError(409, 'code_used');
    }
    const { benefit } = code;
    if (benefit.type === 'balance') {
      const minor =
        toMinor(account.balance, account.currency) + toMinor(benefit.amount, account.currency);
      this.accounts.setBalance(account.id, fromMinor(minor, account.currency));
      this.deps.hub.pushBalance(account.id, { isPayment: false });
    } else {
      const vouchers = [
        ...account.state.vouchers,
        { type: benefit.voucherType, actorId: null, amount: benefit.amount },
      ];
      this.accounts.patchState(account.id, { vouchers });
      this.deps.hub.push(account.id, { type: 'vouchers', vouchers });
    }
    this.deps.hub.push(account.id, { type: 'bonusCodeRedeemed', code: code.code, bonus: benefit });
    return { guest: this.guest(account.id), benefit };
  }

  // ---- passwords and settings -----------------------------------------------------------------

  /**
   * `pwdlost`: a reset key for the account named by login, screen name or e-mail, sent where the
   * platform's mail would go (`onMail`: demo mode's `/dev/mailbox`, production's server log).
   * Only demo mode (`revealResetKeys`) also puts it in the reply, for the frame's "open the mail"
   * link; elsewhere a known and an unknown name get the same empty answer after the same work.
   */
  passwordLost(
    sessionId: string,
    input: { login: string },
  ): { resetKey?: string | null; userId?: number | null } {
    this.requireSession(sessionId);
    if (input.login.trim() === '') throw new PayClientError(422, 'invalid', { login: 'required' });
    const account = this.findAccount(input.login);
    const resetKey = account ? this.pay.createReset(account.id) : null;
    if (account && resetKey !== null) {
      const mail = { to: account.email, login: account.login, userId: account.id, resetKey };
      for (const listener of this.mailListeners) listener(mail);
    }
    if (this.deps.demoSecrets === false) return {};
    return { resetKey, userId: account?.id ?? null };
  }

  /** Where reset mails go (demo: the /dev mailbox; production: the server log). */
  onMail(listener: (mail: ResetMail) => void): void {
    this.mailListeners.add(listener);
  }

  /** `pwdreset`: a new password with a valid key; the pay session is logged in afterwards. */
  async passwordReset(
    sessionId: string,
    input: { userId: number; key: string; password: string },
  ): Promise<PayGuest> {
    this.requireSession(sessionId);
    const error = checkPassword(input.password);
    if (error) throw new PayClientError(422, 'invalid', { password: error });
    if (!this.pay.useReset(input.key, input.userId, RESET_MAX_AGE_MS)) {
      throw new PayClientError(403, 'reset_key_invalid');
    }
    await this.pay.setPassword(input.userId, input.password);
    this.pay.bindSession(sessionId, input.userId, 'reset');
    return this.guest(input.userId);
  }

  /** `settings`: password change (current one required), newsletter, e-mail confirmation. */
  async settings(
    sessionId: string,
    input: {
      currentPassword?: string | undefined;
      newPassword?: string | undefined;
      newsletter?: boolean | undefined;
      verifyEmail?: boolean | undefined;
    },
  ): Promise<{ guest: PayGuest; passwordChanged: boolean; emailVerified: boolean }> {
    const account = this.requireAccount(sessionId);
    let passwordChanged = false;
    let emailVerified = false;
    if (input.newPassword !== undefined && input.newPassword !== '') {
      const hash = this.pay.passwordHash(account.id);
      if (!(await verifyPassword(input.currentPassword ?? '', hash)) || hash === undefined) {
        throw new PayClientError(403, 'wrong_password', { currentPassword: 'required' });
      }
      const error = checkPassword(input.newPassword);
      if (error) throw new PayClientError(422, 'invalid', { newPassword: error });
      await this.pay.setPassword(account.id, input.newPassword);
      passwordChanged = true;
    }
    if (input.newsletter !== undefined) {
      this.accounts.patchState(account.id, {
        notificationsSettings: {
          ...account.state.notificationsSettings,
          newsletter: input.newsletter,
        },
      });
    }
    if (input.verifyEmail === true && !this.pay.emailVerified(account.id)) {
      this.pay.setEmailVerified(account.id);
      this.deps.hub.push(account.id, { type: 'guestEmailVerified' });
      emailVerified = true;
    }
    return { guest: this.guest(account.id), passwordChanged, emailVerified };
  }

  // ---- actions --------------------------------------------------------------------------------

  /** `modalbox-action-*`: the answer's `data` for the pay session. */
  action(sessionId: string, name: string, params: Record<string, unknown>): unknown {
    const guest = this.guestOf(sessionId);
    switch (name) {
      case 'isLoggedIn':
        return guest !== null;
      case 'getbalance':
        return guest
          ? { balance: guest.balance, currency: guest.currency }
          : { balance: 0, currency: 'EUR' };
      case 'getactiveabos':
        return this.activeAbos(sessionId);
      case 'getavsstatus':
        return { fsk18: guest?.fsk18 ?? false };
      case 'logout':
        if (params['clearToken'] !== false) this.logout(sessionId);
        return null;
      default:
        throw new PayClientError(404, 'unknown_action');
    }
  }
}

/**
 * Whose flow a pay session is: the app session that claimed it, and the logged-in guest's whose
 * token bound it. None (never claimed, a visitor's login): nobody may take its login over.
 */
function ownersOf(session: PaySession): string[] {
  return [session.claimSid, session.boundBy === 'token' ? session.appSid : null].filter(
    (sid): sid is string => sid !== null,
  );
}

/** A stable, non-reversible guest hash for the success result. */
function uhashOf(accountId: number): string {
  return createHash('sha256').update(`vxpay-sim:${accountId}`).digest('hex').slice(0, 16);
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  return 'Card';
}
