import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers } from '../graphql/index.ts';

/** The longest pattern the service keeps (a search box's text, not a document). */
const STORED_PATTERN_MAX = 100;

/**
 * `storeSearchPattern(searchPattern)` on the query service (services/graphql/schema/query/
 * search.graphql): every caller with a session (visitor or guest) stores the patterns it searched
 * for; the store keeps one row per pattern (any case) with how often it was searched and when last,
 * so the tallies outlive restarts.
 */
export function registerStoredSearchPatterns(app: FastifyInstance, ctx: SimulatorContext): void {
  const db = ctx.store.db;
  db.exec(`CREATE TABLE IF NOT EXISTS search_patterns (
    pattern_key TEXT PRIMARY KEY, pattern TEXT NOT NULL, searches INTEGER NOT NULL,
    last_searched_at INTEGER NOT NULL)`);
  const store = db.prepare<[string, string, number], { pattern: string; searches: number }>(
    `INSERT INTO search_patterns (pattern_key, pattern, searches, last_searched_at)
     VALUES (?, ?, 1, ?)
     ON CONFLICT (pattern_key) DO UPDATE SET
       pattern = excluded.pattern, searches = searches + 1, last_searched_at = excluded.last_searched_at
     RETURNING pattern, searches`,
  );

  registerResolvers(app, 'query', {
    Mutation: {
      storeSearchPattern: (_, args) => {
        const pattern = String(args.searchPattern).trim().replace(/\s+/g, ' ');
        if (pattern.length < 1 || pattern.length > STORED_PATTERN_MAX)
          throw graphqlError(
            GRAPHQL_CODES.badUserInput,
            `searchPattern must be 1 to ${STORED_PATTERN_MAX} characters`,
          );
        const row = store.get(pattern.toLowerCase(), pattern, Date.now())!;
        return { searchPattern: row.pattern, searches: row.searches };
      },
    },
  });
}
