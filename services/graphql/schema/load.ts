import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The GraphQL services whose SDL lives here, one folder each. */
export const GRAPHQL_SERVICES = ['query', 'feed', 'guest'] as const;
export type GraphqlService = (typeof GRAPHQL_SERVICES)[number];

const SCHEMA_DIR = dirname(fileURLToPath(import.meta.url));

/** The `.graphql` files of a service: `_root.graphql` first (the root types), then by name. */
export function schemaFiles(service: GraphqlService): string[] {
  const dir = join(SCHEMA_DIR, service);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === '_root.graphql' ? -1 : b === '_root.graphql' ? 1 : a.localeCompare(b)))
    .map((name) => join(dir, name));
}

/**
 * A service's whole SDL: its files concatenated (Node only: the simulator, tests and the
 * `graphql-env.d.ts` generator read it; the browser gets types, never the SDL).
 *
 * @example
 * const schema = buildSchema(loadSchemaSdl('feed'));
 */
export function loadSchemaSdl(service: GraphqlService): string {
  return schemaFiles(service)
    .map((file) => `# ${file.slice(SCHEMA_DIR.length + 1)}\n${readFileSync(file, 'utf8')}`)
    .join('\n');
}

/** Where a service's generated introspection types live (committed; a test checks them). */
export function introspectionTypesPath(service: GraphqlService): string {
  return join(SCHEMA_DIR, service, 'graphql-env.d.ts');
}
