import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';

const MODES = ['grid', 'list'] as const;
/** A grid type is a short name (`contests`, `search-videos`); anything longer is refused. */
const MAX_TYPE_LENGTH = 64;
/** Grid types one guest may keep (every list of the app has one). */
const MAX_TYPES = 100;

/** The logged-in guests' grid or list modes, by grid type (decision 0026). */
class TileGridSettingsStore {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS tile_grid_settings (
      account_id INTEGER NOT NULL, type TEXT NOT NULL, mode TEXT NOT NULL,
      PRIMARY KEY (account_id, type))`);
  }
  of(accountId: number): Record<string, string> {
    const rows = this.db
      .prepare<[number], { type: string; mode: string }>(
        'SELECT type, mode FROM tile_grid_settings WHERE account_id = ? ORDER BY type',
      )
      .all(accountId);
    return Object.fromEntries(rows.map((row) => [row.type, row.mode]));
  }
  /** Keeps the mode; false when the guest already keeps the most types and this is a new one. */
  set(accountId: number, type: string, mode: string): boolean {
    const known = this.of(accountId);
    if (!(type in known) && Object.keys(known).length >= MAX_TYPES) return false;
    this.db
      .prepare('INSERT OR REPLACE INTO tile_grid_settings VALUES (?, ?, ?)')
      .run(accountId, type, mode);
    return true;
  }
}

/**
 * The tile grid settings (seed 001 §7 `storeTileGridSettings`, decision 0026):
 * `POST storeTileGridSettings { type, mode }` keeps a logged-in guest's grid or list mode of a grid
 * type and answers it; `GET getTileGridSettings` answers `{ settings: { [type]: mode } }` (empty
 * for a visitor, whose modes stay on the device).
 */
export function registerTileGridSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const settings = new TileGridSettingsStore(ctx.store.db);
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));
  app.register(
    (rest, _options, done) => {
      rest.get('/getTileGridSettings', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        return { settings: caller.kind === 'guest' ? settings.of(caller.account.id) : {} };
      });
      rest.post('/storeTileGridSettings', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const body = request.body as { type?: unknown; mode?: unknown } | undefined;
        const { type, mode } = body ?? {};
        if (
          typeof type !== 'string' ||
          type === '' ||
          type.length > MAX_TYPE_LENGTH ||
          !MODES.includes(mode as (typeof MODES)[number])
        )
          return reply
            .code(400)
            .send({ error: 'bad_request', message: 'type and mode (grid or list)' });
        if (!settings.set(caller.account.id, type, mode as string))
          return reply.code(400).send({ error: 'bad_request', message: 'too many grid types' });
        return { type, mode };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
