import { initGraphQLTada } from 'gql.tada';
import type { introspection as FeedIntrospection } from './schema/feed/graphql-env.d.ts';
import type { introspection as GuestIntrospection } from './schema/guest/graphql-env.d.ts';
import type { introspection as QueryIntrospection } from './schema/query/graphql-env.d.ts';

/**
 * Typed documents per GraphQL service (gql.tada, decision 0007): `queryGraphql(`query … { … }`)`
 * is checked against the query service's SDL at compile time and gives the reply's and the
 * variables' types (`ResultOf`, `VariablesOf`). The types come from the committed
 * `schema/<service>/graphql-env.d.ts`, generated from the SDL (`npx tsx scripts/graphql-env.ts`).
 *
 * @example
 * const BENEFITS = queryGraphql(`query Benefits { benefits { spinwheelSpins } }`);
 */
export const queryGraphql = initGraphQLTada<{
  introspection: QueryIntrospection;
  scalars: { JSON: unknown; ID: string };
}>();
export const feedGraphql = initGraphQLTada<{
  introspection: FeedIntrospection;
  scalars: { ID: string };
}>();
export const guestGraphql = initGraphQLTada<{
  introspection: GuestIntrospection;
  scalars: { ID: string };
}>();
