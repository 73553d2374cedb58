import type { FastifyInstance } from 'fastify';
import { GRAPHQL_CODES, graphqlError } from '../errors.ts';
import { registerResolvers } from '../registry.ts';

/**
 * `heartbeat(count)`: ticks 1…count, 20 ms apart, then completes; a count outside 1–10 is an
 * error. A probe of the subscription transport itself (handshake, events, completion, errors).
 */
export function registerHeartbeat(app: FastifyInstance): void {
  registerResolvers(app, 'feed', {
    Subscription: {
      heartbeat: {
        subscribe: (_, args) => {
          const count = Number(args.count);
          if (!Number.isInteger(count) || count < 1 || count > 10)
            throw graphqlError(GRAPHQL_CODES.badUserInput, 'count must be 1 to 10');
          return ticks(count);
        },
      },
    },
  });
}

async function* ticks(count: number): AsyncGenerator<number> {
  for (let tick = 1; tick <= count; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    yield tick;
  }
}
