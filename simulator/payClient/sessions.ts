import { ACCOUNT_STATE_DEFAULTS } from '../store/account-state.ts';
import type { Account } from '../store/accounts.ts';
import { PayClientError, throwIfInvalid, type PayClientCore, type PayGuest } from './core.ts';
import { checkEmail, checkPassword, checkUsername, type FieldError } from './frame/validation.ts';
import { verifyPassword } from './passwords.ts';
import type { PaySession } from './sessionStore.ts';

/** How long after a login in the frame the app may turn it into a session (onsuccess), once. */
export const LOGIN_HANDOFF_MS = 5 * 60 * 1000;
/**
 * How long a transfer token may be presented: to load a page of its session (once) or to be
 * claimed by the page that opened the flow. A later load starts a new pay session.
 */
export const TRANSFER_TOKEN_TTL_MS = 10 * 60 * 1000;
const FIRST_NEW_ACCOUNT_ID = 5001;

/**
 * Pay-side sessions (named to the frame by its key, to the page by single-use transfer tokens),
 * login, signup and logout in the frame, and the hand-off of a login to the app (`onsuccess`).
 */
export class PaySessions {
  constructor(private readonly core: PayClientCore) {}

  private get store() {
    return this.core.sessions;
  }

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
      tt === undefined
        ? undefined
        : this.store.spendToken(tt, this.core.now() - TRANSFER_TOKEN_TTL_MS);
    const sessionId = this.store.createSession(parent ?? null).id;
    return { sessionId, tt: this.store.issueToken(sessionId), key: this.store.issueKey(sessionId) };
  }

  /** The session of a frame key (its API calls); 401 `unknown_key` for any other string. */
  sessionOfKey(key: string): string {
    const sessionId = this.store.sessionOfKey(key);
    if (sessionId === undefined) throw new PayClientError(401, 'unknown_key');
    return sessionId;
  }

  /**
   * `modalbox-init-session {token}`: the app's access token names the guest, if logged in.
   * Without one, `resume` (the frame key of this browser's last login here, kept in the payment
   * client's own storage) carries that login over, like the real client's own cookie, but only
   * while the app session it was handed to (or came from) is still the account's: a guest who
   * logged out of the app is a visitor here too.
   */
  initSession(sessionId: string, token: string | null, resume?: string): PayGuest | null {
    const session = this.core.requireSession(sessionId);
    const appSessions = this.core.deps.store.sessions;
    if (token !== null) {
      const appSession = appSessions.findByToken(token);
      if (appSession?.accountId != null && this.core.accounts.findById(appSession.accountId)) {
        this.store.bindSession(sessionId, appSession.accountId, 'token', {
          appSid: appSession.sid,
        });
        return this.core.guest(appSession.accountId);
      }
    }
    const previousId = resume === undefined ? undefined : this.store.sessionOfKey(resume);
    if (session.accountId === null && previousId !== undefined && previousId !== sessionId) {
      const previous = this.store.findSession(previousId);
      const app = previous?.appSid ? appSessions.findBySid(previous.appSid) : undefined;
      if (previous?.accountId != null && app?.accountId === previous.accountId) {
        this.store.bindSession(sessionId, previous.accountId, 'token', { appSid: app.sid });
        return this.core.guestOrNull(previous.accountId);
      }
    }
    return session.accountId === null ? null : this.core.guestOrNull(session.accountId);
  }

  /**
   * `vxpay/claim` on the app's origin: the page that opened the flow says the transfer token its
   * frame just sent is its own, for its app session `sid`. The first claim of a session wins
   * (later ones by the same sid are no-ops); the token must be unspent and young. Only the
   * claiming app session may later take a login of this session over (`handoff`).
   */
  claim(tt: string, sid: string): void {
    const token = this.store.findToken(tt);
    if (!token) throw new PayClientError(404, 'unknown_transfer_token');
    if (token.spentAt !== null || this.core.now() - token.issuedAt > TRANSFER_TOKEN_TTL_MS)
      throw new PayClientError(403, 'transfer_token_expired');
    if (!this.store.claimSession(token.sessionId, sid))
      throw new PayClientError(409, 'transfer_token_claimed');
    const session = this.store.findSession(token.sessionId);
    const parent = session?.parentId ? this.store.findSession(session.parentId) : undefined;
    if (session?.accountId === null && parent?.accountId != null) {
      const owners = ownersOf(parent);
      if (owners.length > 0 && owners.every((owner) => owner === sid))
        this.store.inherit(session.id, parent);
    }
  }

  guestOf(sessionId: string): PayGuest | null {
    const session = this.core.requireSession(sessionId);
    return session.accountId === null ? null : this.core.guestOrNull(session.accountId);
  }

  /** Logs the pay session in by login name, screen name or e-mail (any case) and password. */
  async login(sessionId: string, input: { login: string; password: string }): Promise<PayGuest> {
    this.core.requireSession(sessionId);
    const fields: Record<string, FieldError> = {};
    if (input.login.trim() === '') fields['login'] = 'required';
    if (input.password === '') fields['password'] = 'required';
    throwIfInvalid(fields);
    const account = this.core.findAccount(input.login);
    const hash = account && this.core.pay.passwordHash(account.id);
    // An unknown login runs the same scrypt (verifyPassword), so its answer takes as long.
    if (!(await verifyPassword(input.password, hash)) || !account) {
      throw new PayClientError(401, 'wrong_credentials');
    }
    if (account.isLocked) throw new PayClientError(403, 'locked');
    this.store.bindSession(sessionId, account.id, 'login');
    return this.core.guest(account.id);
  }

  /** A new account (validated: e-mail, screen name, password; unique name and e-mail). */
  async signup(
    sessionId: string,
    input: { email: string; username: string; password: string; newsletter: boolean },
  ): Promise<PayGuest> {
    this.core.requireSession(sessionId);
    const fields: Record<string, FieldError> = {};
    const email = checkEmail(input.email);
    const username = checkUsername(input.username);
    const password = checkPassword(input.password);
    if (email) fields['email'] = email;
    if (username) fields['username'] = username;
    if (password) fields['password'] = password;
    throwIfInvalid(fields);
    const accounts = this.core.accounts;
    const all = accounts.list();
    const login = input.username.toLowerCase();
    if (all.some((a) => a.login === login || a.name.toLowerCase() === login)) {
      throw new PayClientError(409, 'username_taken', { username: 'usernameInvalid' });
    }
    const address = input.email.trim();
    if (all.some((a) => a.email.toLowerCase() === address.toLowerCase())) {
      throw new PayClientError(409, 'email_taken', { email: 'emailInvalid' });
    }
    const id = Math.max(FIRST_NEW_ACCOUNT_ID - 1, ...all.map((a) => a.id)) + 1;
    const created = accounts.insertIfMissing({
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
    await this.core.pay.setPassword(id, input.password);
    this.store.bindSession(sessionId, id, 'signup');
    return this.core.guest(id);
  }

  logout(sessionId: string): void {
    this.core.requireSession(sessionId);
    this.store.bindSession(sessionId, null, null);
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
    const sessionId = this.store.findToken(tt)?.sessionId;
    const session = sessionId === undefined ? undefined : this.store.findSession(sessionId);
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
      const fresh =
        session.boundAt !== null && this.core.now() - session.boundAt <= LOGIN_HANDOFF_MS;
      if (!fresh) throw new PayClientError(403, 'login_expired');
    }
    const account = this.core.accounts.findById(session.accountId);
    if (!account) throw new PayClientError(403, 'unknown_account');
    if (account.isLocked) throw new PayClientError(403, 'locked');
    return { ...session, account };
  }

  /**
   * After the app set its new session for the hand-off: the login is spent, and later pages may
   * resume it while that session lives. False if another request spent it first.
   */
  completeHandoff(sessionId: string, sid: string): boolean {
    return this.store.completeHandoff(sessionId, sid);
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
