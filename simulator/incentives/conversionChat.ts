import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { ConversionStore } from './store.ts';

/** How long a conversion chat runs unless the developer control says otherwise. */
const CONVERSION_CHAT_SECONDS = 10 * 60;
/** The guest-info entry keeping the guest's answer (`enabled` or `disabled`). */
const CONVERSION_CHAT_ANSWER = 'conversionChat';

const actionBody = z.object({ action: z.enum(['enable', 'disable']) });

/**
 * The conversion chat (seed 000 §2, §3, §4, §7): a logged-in guest is offered a free chat while
 * the guest state's `conversionChatCountdownEnd` lies ahead (the messenger opens its box).
 * `POST conversionChat` answers it: `enable` when the guest takes it (the trial top-up follows
 * in the pay tour), `disable` when they decline it. Either way the offer has had its answer: the
 * countdown end is cleared, so the box does not come back on the next page, and the answer is
 * kept in the conversion store.
 *
 * Developer control: `POST /dev/conversion/chat?as=<login>&seconds=<n>` starts a conversion chat
 * for the demo account that ends in n seconds (default 600; 0 ends it); the guest sees it on
 * their next page load.
 */
export function registerConversionChatSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  store: ConversionStore,
  now: () => number,
): void {
  app.post('/dev/conversion/chat', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    const seconds = Number(stringParam(request.query, 'seconds') ?? CONVERSION_CHAT_SECONDS);
    if (!Number.isInteger(seconds) || seconds < 0)
      return reply.code(400).send({ error: 'seconds must be a whole number' });
    const end = seconds === 0 ? null : new Date(now() + seconds * 1000).toISOString();
    ctx.store.accounts.patchState(account.id, { conversionChatCountdownEnd: end });
    return { success: true, conversionChatCountdownEnd: end };
  });

  app.register(
    (rest, _options, done) => {
      rest.post('/conversionChat', async (request, reply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
        const body = actionBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'action (enable or disable) is required' });
        const { account } = caller;
        store.setGuestInfo(
          `account:${account.id}`,
          CONVERSION_CHAT_ANSWER,
          body.data.action === 'enable' ? 'enabled' : 'disabled',
        );
        ctx.store.accounts.patchState(account.id, { conversionChatCountdownEnd: null });
        return { success: true };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
