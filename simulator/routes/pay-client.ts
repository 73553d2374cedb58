import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { htmlPage } from '../html.ts';
import { registerPayClient } from '../payClient/routes.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/**
 * The payment client on its own origin: the frame side of `contract/pay-client.md` at
 * `/VXPAY-V3/` (simulator/payClient/), and a short index page at `/`.
 */
export function registerPayClientRoutes(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  const index = htmlPage(
    'Payment client (simulator)',
    '<p>This is the simulator’s payment client origin. The app opens it at <code>/VXPAY-V3/</code>, in an iframe or a tab.</p>',
  );
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(index),
  );
  registerPayClient(app, ctx, hub);
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
}
