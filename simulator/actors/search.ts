import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOfCaller } from '../actorProfile/availability.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { ActorFilter, ActorType, CatalogueActor, Gender } from '../catalogue/actors.ts';
import { LANGUAGES } from '../catalogue/words.ts';
import type { SimulatorContext } from '../context.ts';
import { quoteCurrencyOf } from '../money.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { actorTile } from './tile.ts';

/** The age ranges the search offers (decision 0031), each with its bounds. */
const AGE_RANGES = [
  ['18-24', 18, 24],
  ['25-34', 25, 34],
  ['35-44', 35, 44],
  ['45+', 45, 200],
] as const;
type AgeRange = (typeof AGE_RANGES)[number][0];
const GENDERS: readonly string[] = ['N', 'M', 'F'] satisfies Gender[];
const TYPES: readonly string[] = ['F', 'M', 'FM', 'FF', 'S'] satisfies ActorType[];
const MAX_TEXT = 40;
const MAX_PAGE = 100;
const CATALOGUE_PAGE = 200;

interface ActorSearchBody {
  text: string;
  languages: string[];
  ages: AgeRange[];
}

/** The logged-in guests' last searches (decision 0031): one each. */
class SavedSearchStore {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS actor_search_saved (
      account_id INTEGER PRIMARY KEY, search_json TEXT NOT NULL)`);
  }
  of(accountId: number): ActorSearchBody | null {
    const row = this.db
      .prepare<[number], { search_json: string }>(
        'SELECT search_json FROM actor_search_saved WHERE account_id = ?',
      )
      .get(accountId);
    return row ? (JSON.parse(row.search_json) as ActorSearchBody) : null;
  }
  keep(accountId: number, search: ActorSearchBody): void {
    this.db
      .prepare('INSERT OR REPLACE INTO actor_search_saved VALUES (?, ?)')
      .run(accountId, JSON.stringify(search));
  }
  forget(accountId: number): void {
    this.db.prepare('DELETE FROM actor_search_saved WHERE account_id = ?').run(accountId);
  }
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((each) => typeof each === 'string') ? value : null;

/** The body's search and filters, or the reason it is refused. */
function parseBody(body: unknown):
  | {
      search: ActorSearchBody;
      genders: Gender[];
      types: ActorType[];
      offset: number;
      limit: number;
    }
  | string {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = typeof fields.text === 'string' ? fields.text.trim() : '';
  const languages = strings(fields.languages ?? []);
  const ages = strings(fields.ages ?? []);
  const genders = strings(fields.genders ?? []);
  const types = strings(fields.types ?? []);
  if (text.length > MAX_TEXT) return 'text is too long';
  if (!languages || languages.some((code) => !(LANGUAGES as readonly string[]).includes(code)))
    return 'unknown language';
  if (!ages || ages.some((range) => !AGE_RANGES.some(([key]) => key === range)))
    return 'unknown age range';
  if (!genders || genders.some((code) => !GENDERS.includes(code))) return 'unknown gender';
  if (!types || types.some((code) => !TYPES.includes(code))) return 'unknown type';
  if (text === '' && languages.length === 0 && ages.length === 0) return 'empty search';
  const offset = Math.max(0, Number(fields.offset ?? 0) | 0);
  const limit = Math.min(MAX_PAGE, Math.max(1, Number(fields.limit ?? 30) | 0));
  return {
    search: { text, languages: [...languages].sort(), ages: ages as AgeRange[] },
    genders: genders as Gender[],
    types: types as ActorType[],
    offset,
    limit,
  };
}

const inRanges = (age: number, ranges: readonly AgeRange[]) =>
  ranges.length === 0 ||
  AGE_RANGES.some(([key, min, max]) => ranges.includes(key) && age >= min && age <= max);
const speaksAny = (actor: CatalogueActor, languages: readonly string[]) =>
  languages.length === 0 || actor.profile.languages.some((code) => languages.includes(code));

/**
 * The actor search (seed 001 §7 `actorsearch`; shapes: decision 0031), below `/rest/v1/`:
 * - `GET actorsearch/init`: `{ facets: { languages: [{ code, count }], ages: [{ range, count }] },
 *   saved }`: every language and age range with the performers it finds (those the caller's
 *   country may see), and a logged-in guest's last search (null for a visitor or none);
 * - `POST actorsearch/search { text, languages, ages, genders, types, offset, limit }`: one page
 *   `{ total, items }` of performer tiles (the query service's `Actor` tile), online first, whose
 *   name has the text (any case), who speak any of the languages and are in any of the ranges;
 *   a logged-in guest's search is kept as her last; 400 for an empty search or an unknown code;
 * - `POST actorsearch/filter/delete`: her kept search is forgotten, `{ saved: null }`.
 */
export function registerActorSearchSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { actors } = ctx.catalogue;
  const saved = new SavedSearchStore(ctx.store.db);
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));
  /** Every performer of a filter, online first (the catalogue's pages walked through). */
  const everyone = (filter: ActorFilter): CatalogueActor[] => {
    const all: CatalogueActor[] = [];
    for (let offset = 0; ; offset += CATALOGUE_PAGE) {
      const page = actors.list(filter, 'ranking', { offset, limit: CATALOGUE_PAGE });
      all.push(...page.items);
      if (page.items.length === 0 || all.length >= page.total) return all;
    }
  };
  const visible = (country: string | null): ActorFilter =>
    country === null ? {} : { visibleIn: country };

  app.register(
    (rest, _options, done) => {
      rest.get('/actorsearch/init', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const shown = everyone(visible(countryOfCaller(caller)));
        return {
          facets: {
            languages: LANGUAGES.map((code) => ({
              code,
              count: shown.filter((actor) => actor.profile.languages.includes(code)).length,
            })).filter((facet) => facet.count > 0),
            ages: AGE_RANGES.map(([range]) => ({
              range,
              count: shown.filter((actor) => inRanges(actor.profile.age, [range])).length,
            })),
          },
          saved: caller.kind === 'guest' ? saved.of(caller.account.id) : null,
        };
      });
      rest.post('/actorsearch/search', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const body = parseBody(request.body);
        if (typeof body === 'string')
          return reply.code(400).send({ error: 'bad_request', message: body });
        const { search, genders, types, offset, limit } = body;
        const filter: ActorFilter = visible(countryOfCaller(caller));
        if (search.text) filter.search = search.text;
        if (genders.length > 0) filter.genders = genders;
        if (types.length > 0) filter.types = types;
        const found = everyone(filter).filter(
          (actor) => speaksAny(actor, search.languages) && inRanges(actor.profile.age, search.ages),
        );
        if (caller.kind === 'guest' && offset === 0) saved.keep(caller.account.id, search);
        const currency = quoteCurrencyOf(caller);
        return {
          total: found.length,
          items: found.slice(offset, offset + limit).map((actor) => actorTile(actor, currency)),
        };
      });
      rest.post('/actorsearch/filter/delete', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        if (caller.kind === 'guest') saved.forget(caller.account.id);
        return { saved: null };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
