import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { htmlPage } from '../html.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/**
 * The payment client on its own origin. For now a placeholder page; the pay-tour issue serves the
 * frame side of `contract/pay-client.md` here (`/VXPAY-V3/`).
 */
export function registerPayClientRoutes(
  app: FastifyInstance,
  _ctx: SimulatorContext,
  _hub: RealtimeHub,
): void {
  const page = htmlPage(
    'Payment client (simulator)',
    '<p>This is the simulator’s payment client origin. The payment flows arrive with the pay-tour issue.</p>',
  );
  for (const path of ['/', '/VXPAY-V3/']) {
    app.get(path, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page),
    );
  }
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
}
