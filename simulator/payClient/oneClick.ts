import type { FastifyInstance } from 'fastify';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { payClientService } from './index.ts';
import { DECLINED_CARD } from './charges.ts';

/**
 * One-click charges over the realtime channel (seed 000 §7): `chargeOneClick {amount, channelId}`
 * charges the guest's stored method through the payment client's service and answers
 * `chargeOneClickResult` (with our `errorCode` on a failure, docs/realtime-extensions.md); a
 * success also pushes the new balance. Dev control: `POST /dev/payClient/storedCard?as=<login>`
 * gives a test guest (a copy of a demo account has none) a stored card, `&declined=1` one the
 * acquirer declines.
 */
export function registerOneClickCharges(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  const service = payClientService(ctx, hub);
  hub.onClientFrame(({ accountId, frame }) => {
    if (frame.type !== 'chargeOneClick') return;
    const outcome = service.charges.oneClickCharge(accountId, frame.amount);
    hub.push(accountId, {
      type: 'chargeOneClickResult',
      success: outcome.ok,
      amount: frame.amount,
      channelId: frame.channelId,
      balance: outcome.balance,
      errorCode: outcome.ok ? undefined : outcome.errorCode,
    });
  });

  app.post('/dev/payClient/storedCard', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const declined = stringParam(request.query, 'declined') === '1';
    const card = {
      brand: 'VISA',
      last4: declined ? DECLINED_CARD.slice(-4) : '1111',
      expiry: '12/29',
      holder: account.name,
    };
    service.pay.setMethods(account.id, { ...service.pay.methods(account.id), card });
    return { card };
  });
}
