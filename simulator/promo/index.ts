import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';

const codeParams = z.object({ promoCode: z.string().trim().min(1) });
/** A split test's group as the dev control takes it (`34=B`). */
const GROUP = /^[A-Za-z]$/;

/**
 * The promo codes' platform side (seed 001 §7, §9; decision 0041):
 * `GET promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}` answers
 * `{ success, data: { hasNotRedeemed } }`, read from the codes the guest redeemed
 * (`redeemBonus`, simulator/rewards keeps them per account); a visitor has no account to ask about.
 *
 * Developer control: `POST /dev/promo/testGroups?as=<login>&34=B&50=A` puts a demo account into
 * the named groups of split tests (the session's `testGroups`; the platform would assign them),
 * so e2e chooses the variant a guest sees; a group left out keeps what it was.
 */
export function registerPromoSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  app.post('/dev/promo/testGroups', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    const asked = Object.entries(request.query as Record<string, unknown>).filter(
      ([key]) => key !== 'as',
    );
    if (asked.some(([test, group]) => !/^\d+$/.test(test) || !GROUP.test(String(group))))
      return reply.code(400).send({ error: 'each test id (a number) takes one letter, 34=B' });
    const testGroups = {
      ...account.state.testGroups,
      ...Object.fromEntries(asked.map(([test, group]) => [test, String(group).toUpperCase()])),
    };
    ctx.store.accounts.patchState(account.id, { testGroups });
    return { success: true, testGroups };
  });

  app.register(
    (rest, _options, done) => {
      rest.get('/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode', async (request, reply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
        const params = codeParams.safeParse(request.params);
        if (!params.success) return reply.code(400).send({ error: 'promoCode is required' });
        const code = params.data.promoCode.toUpperCase();
        return {
          success: true,
          data: { hasNotRedeemed: !redeemedCodes(ctx, caller.account.id).includes(code) },
        };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}

/**
 * The codes a guest redeemed, from the rewards' store (`rewards_world`, one JSON row per account,
 * simulator/rewards): read only, and none before the rewards kept anything for the guest.
 */
function redeemedCodes(ctx: SimulatorContext, accountId: number): string[] {
  const table = ctx.store.db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rewards_world'")
    .get();
  if (!table) return [];
  const row = ctx.store.db
    .prepare('SELECT state FROM rewards_world WHERE account_id = ?')
    .get(accountId) as { state: string } | undefined;
  if (!row) return [];
  const { redeemedCodes: codes } = JSON.parse(row.state) as { redeemedCodes?: unknown };
  return Array.isArray(codes)
    ? codes.filter((code): code is string => typeof code === 'string')
    : [];
}
