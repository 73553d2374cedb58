import type { FastifyInstance } from 'fastify';
import { GRAPHQL_CODES, graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';

/** Where the platform may bring the guest back after a check: an http(s) address. */
function isForwardUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The guest service's age check (services/graphql/schema/guest/avs.graphql, session as bearer):
 * `avs { bonusAvailable }`, true while the guest's age is not verified yet (her first check earns
 * the bonus), and `avs { requestAvs(forwardUrl) }`, which takes the request of a check (the check
 * itself runs in the payment client's avs flow, which brings her back to the page). The service
 * refuses a caller who is not a logged-in guest, and a forward address that is not one.
 */
export function registerAvsSimulator(app: FastifyInstance): void {
  registerResolvers(app, 'guest', {
    Query: { avs: () => ({}) },
    Mutation: { avs: () => ({}) },
    AvsQueries: {
      bonusAvailable: (_, _args, context) => requireGuest(context).state.avsStatus !== 'accepted',
    },
    AvsMutations: {
      requestAvs: (_, args, context) => {
        requireGuest(context);
        if (!isForwardUrl(String(args.forwardUrl)))
          throw graphqlError(GRAPHQL_CODES.badUserInput, 'forwardUrl is not an address');
        return true;
      },
    },
  });
}
