import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GuestStateReply } from '../../services/rest/schemas.ts';
import { accessTokenOf, resolveCaller, stringParam, type Caller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { guestStateOf, visitorState } from '../guest-state.ts';
import type { Account } from '../store/accounts.ts';
import { formatMoney } from '../../machines/shared/money.ts';

/**
 * `guest/state` (visitors too), `getGuestBalance`, `closeDataProtection` and
 * `closeAgbAndDataProtection` (logged-in guests only).
 */
export function registerGuestRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const callerOf = (request: FastifyRequest): Caller =>
    resolveCaller(ctx.store, accessTokenOf(request));

  app.get('/guest/state', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
    if (caller.kind === 'anonymous') return visitorState();
    if (caller.account.isLocked) return lockedReply(reply);
    if (caller.account.locksOnLogin) lockOnceConnected(ctx, caller.account.id);
    return guestStateOf(caller.account) satisfies GuestStateReply;
  });

  app.get('/getGuestBalance', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
    if (caller.account.isLocked) return lockedReply(reply);
    return balanceOf(caller.account);
  });

  // The guest answered the data-protection dialog: it is not asked again either way.
  app.post('/closeDataProtection', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
    const accepted = (request.body as { accepted?: unknown } | null)?.accepted;
    if (typeof accepted !== 'boolean')
      return reply.code(400).send({ error: 'accepted must be a boolean' });
    ctx.store.accounts.patchState(caller.account.id, { showDataProtection: false });
    return { success: true, accepted };
  });

  // The guest accepted the new terms (AGB/GTC) and data protection: neither is asked again.
  app.post('/closeAgbAndDataProtection', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
    ctx.store.accounts.patchState(caller.account.id, {
      showAgbAndDataProtection: false,
      showDataProtection: false,
    });
    return { success: true };
  });

  registerAvsDevRoute(app, ctx);
  registerNewTermsDevRoute(app, ctx);
}

/**
 * Developer control (e2e, demo): `POST /rest/v1/dev/guest/newTerms?as=<login>` publishes new terms
 * for the account: its guest state says `showAgbAndDataProtection` until it accepts them.
 */
function registerNewTermsDevRoute(app: FastifyInstance, ctx: SimulatorContext): void {
  app.post('/dev/guest/newTerms', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no account ${login ?? '(as missing)'}` });
    ctx.store.accounts.patchState(account.id, { showAgbAndDataProtection: true });
    return { showAgbAndDataProtection: true };
  });
}

const AVS_PUSH = {
  unknown: { type: 'avsRevoked' },
  pending: { type: 'avsPending' },
  accepted: { type: 'avsSet' },
  rejected: { type: 'avsRejected', message: 'The document could not be read.' },
} as const;
type DevAvsStatus = keyof typeof AVS_PUSH;

/**
 * Developer control (e2e): `POST /rest/v1/dev/guest/avs?as=<login>&status=<status>` stores the
 * age-check status on the account (what `guest/state` answers after a reload) and pushes the
 * matching frame to the guest's open pages (`unknown` → `avsRevoked`, `pending` → `avsPending`,
 * `accepted` → `avsSet`, `rejected` → `avsRejected`). It lives under the REST prefix because
 * these routes are registered there.
 */
function registerAvsDevRoute(app: FastifyInstance, ctx: SimulatorContext): void {
  app.post('/dev/guest/avs', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no account ${login ?? '(as missing)'}` });
    const status = stringParam(request.query, 'status');
    if (status === undefined || !Object.hasOwn(AVS_PUSH, status))
      return reply
        .code(400)
        .send({ error: 'status must be unknown, pending, accepted or rejected' });
    const frame = AVS_PUSH[status as DevAvsStatus];
    ctx.store.accounts.patchState(account.id, {
      avsStatus: status as DevAvsStatus,
      avsRejectMessage: frame.type === 'avsRejected' ? frame.message : null,
    });
    ctx.hub.push(account.id, frame);
    return { status, pushed: frame.type };
  });
}

const LOCK_POLL_MS = 100;
const LOCK_GIVE_UP_MS = 15_000;
const locking = new Set<number>();

/**
 * The demo account `locked` (`locksOnLogin`): once its page has a realtime session, the platform
 * locks it (stored, so it stays locked) and pushes `guestLocked`. Without a socket in time, the
 * account is left as it was.
 */
function lockOnceConnected(ctx: SimulatorContext, accountId: number): void {
  if (locking.has(accountId)) return;
  locking.add(accountId);
  const started = Date.now();
  const poll = () => {
    const { hub } = ctx;
    if (hub.socketCount(accountId) > 0) {
      ctx.store.accounts.setLocked(accountId, true);
      hub.push(accountId, { type: 'guestLocked' });
      locking.delete(accountId);
      return;
    }
    if (Date.now() - started > LOCK_GIVE_UP_MS) {
      locking.delete(accountId);
      return;
    }
    setTimeout(poll, LOCK_POLL_MS).unref();
  };
  setTimeout(poll, LOCK_POLL_MS).unref();
}

function lockedReply(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ error: 'locked' });
}

function balanceOf(account: Account) {
  return {
    balance: account.balance,
    balanceFormatted: formatMoney({ value: account.balance, currency: account.currency }),
    isPayingCustomer: account.state.isPayingCustomer,
  };
}
