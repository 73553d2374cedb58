// Writes each GraphQL service's gql.tada introspection types (`services/graphql/schema/<service>/
// graphql-env.d.ts`) from its SDL. Run after editing a `.graphql` file:
//   npx tsx scripts/graphql-env.ts
import { writeFileSync } from 'node:fs';
import { introspectionTypes } from '../services/graphql/schema/introspection.ts';
import { GRAPHQL_SERVICES, introspectionTypesPath } from '../services/graphql/schema/load.ts';

for (const service of GRAPHQL_SERVICES) {
  writeFileSync(introspectionTypesPath(service), introspectionTypes(service));
  console.log(`wrote ${introspectionTypesPath(service)}`);
}
