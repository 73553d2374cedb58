import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';
import { MediathekLibrary, type LibraryFilter } from './library.ts';

const DEFAULT_FIRST = 30;
const MAX_FIRST = 100;
const COLLECTIONS_FIRST = 15;

/**
 * The guest's mediathek on the query service (services/graphql/schema/query/mediathek.graphql):
 * `mediathek(filter, first, offset)`, `collections(first, offset)` and
 * `updateMediathek(hashId, pinned, archived)`. A visitor
 * has none.
 */
export function registerMediathekSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  now: () => number = Date.now,
): void {
  const library = new MediathekLibrary(ctx.store.db, now);
  registerResolvers(app, 'query', {
    Query: {
      mediathek: (_, args, context) => {
        const account = requireGuest(context);
        const first = Math.min(
          MAX_FIRST,
          Math.max(0, typeof args.first === 'number' ? args.first : DEFAULT_FIRST),
        );
        const offset = Math.max(0, typeof args.offset === 'number' ? args.offset : 0);
        return library.list(account, args.filter as LibraryFilter, { first, offset });
      },
      /** Seed 001 §9: collections come 15 a page. */
      collections: (_, args, context) => {
        const account = requireGuest(context);
        const first = Math.min(
          MAX_FIRST,
          Math.max(0, typeof args.first === 'number' ? args.first : COLLECTIONS_FIRST),
        );
        const offset = Math.max(0, typeof args.offset === 'number' ? args.offset : 0);
        return library.collections(account, { first, offset });
      },
    },
    Mutation: {
      updateMediathek: (_, args, context) => {
        const account = requireGuest(context);
        const changes = {
          ...(typeof args.pinned === 'boolean' ? { pinned: args.pinned } : {}),
          ...(typeof args.archived === 'boolean' ? { archived: args.archived } : {}),
        };
        const item = library.update(account, String(args.hashId), changes);
        if (!item) throw graphqlError(GRAPHQL_CODES.badUserInput, 'No such item in the mediathek');
        return item;
      },
    },
  });
}
