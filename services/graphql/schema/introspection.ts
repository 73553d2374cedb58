import { outputIntrospectionFile } from '@gql.tada/internal';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { loadSchemaSdl, type GraphqlService } from './load.ts';

/**
 * The text of a service's `graphql-env.d.ts`: gql.tada's introspection types generated from the
 * SDL (Node only). `npx tsx scripts/graphql-env.ts` writes them; `schema.test.ts` fails when a
 * committed file differs, so the client's types cannot drift from the schema the simulator runs.
 */
export function introspectionTypes(service: GraphqlService): string {
  const schema = buildSchema(loadSchemaSdl(service));
  const text = outputIntrospectionFile(introspectionFromSchema(schema, { descriptions: false }), {
    fileType: '.d.ts',
    shouldPreprocess: true,
  });
  // Three services, three schemas: each is passed to its own `initGraphQLTada` (tada.ts), so the
  // generator's global `setupSchema` augmentation (one schema for the whole program) is cut.
  const augmentation = text.indexOf("import * as gqlTada from 'gql.tada';");
  return augmentation < 0 ? text : `${text.slice(0, augmentation).trimEnd()}\n`;
}
