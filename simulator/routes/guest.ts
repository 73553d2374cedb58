import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GuestStateReply } from '../../services/rest/schemas.ts';
import { accessTokenOf, resolveCaller, type Caller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { guestStateOf, visitorState } from '../guest-state.ts';
import type { Account } from '../store/accounts.ts';
import { formatMoney } from '../../machines/shared/money.ts';

/** `guest/state` (visitors too), `getGuestBalance` and `closeDataProtection` (logged-in guests only). */
export function registerGuestRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const callerOf = (request: FastifyRequest): Caller =>
    resolveCaller(ctx.store, accessTokenOf(request));

  app.get('/guest/state', async (request, reply) => {
    const caller = callerOf(request);
    if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
    if (caller.kind === 'anonymous') return visitorState();
    if (caller.account.isLocked) return lockedReply(reply);
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
