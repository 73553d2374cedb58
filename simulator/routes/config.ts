import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';

/** `/config.json` beside `index.html`: the runtime config, never cached (DESIGN.md §5). */
export function registerConfigRoute(app: FastifyInstance, ctx: SimulatorContext): void {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ctx.runtime().config;
  });
}
