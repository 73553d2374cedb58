import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { cookieSession, type Caller } from '../auth.ts';
import type { GraphqlContext } from '../graphql/registry.ts';
import { guestStateOf, visitorState } from '../guest-state.ts';
import type { Store } from '../store/index.ts';

/**
 * Seed 001 §5, banned countries: an actor who bans a country is unavailable to a guest from it,
 * so the platform never hands out her media (playlists, preview clips, pictures, feed media) to
 * that guest. The guest's country is the guest state's geoLocation (a visitor's is the default).
 */

/** The country of a REST or GraphQL caller. */
export function countryOfCaller(caller: Caller | GraphqlContext['caller']): string | null {
  const state = caller.kind === 'guest' ? guestStateOf(caller.account) : visitorState();
  return state.geoLocation?.countryCode ?? null;
}

/**
 * The country of the browser asking for a media file: media addresses carry no token, so the
 * caller is the session of the `sid` cookie (a visitor without one has the default country).
 */
function countryOfMediaRequest(store: Store, request: FastifyRequest): string | null {
  const session = cookieSession(store, request);
  const account =
    session?.accountId === null || session === undefined
      ? undefined
      : store.accounts.findById(session.accountId);
  return countryOfCaller(
    account ? { kind: 'guest', session: session!, account } : { kind: 'visitor' },
  );
}

/** SQL: the actor in `column` bans the country bound to the one `?` (seed 001 §5). */
export const bansCountrySql = (column: string) =>
  `EXISTS (SELECT 1 FROM cat_actors banning, json_each(banning.data_json, '$.bannedCountryCodes')
    WHERE banning.id = ${column} AND json_each.value = ?)`;

/** Whether actor `actorId` bans `country` (false for no country or an unknown actor). */
export function bansCountry(db: Database, actorId: number, country: string | null): boolean {
  if (country === null) return false;
  return (
    db
      .prepare<[number, string], { one: number }>(`SELECT 1 AS one WHERE ${bansCountrySql('?')}`)
      .get(actorId, country) !== undefined
  );
}

/** The actor whose media a catalogue picture shows (`/media/pic/{kind}/{id}/…`); null: none. */
export function actorOfPicture(db: Database, kind: string, id: number): number | null {
  const sql: Record<string, string> = {
    actor: 'SELECT id AS actorId FROM cat_actors WHERE id = ?',
    sedcard: 'SELECT id AS actorId FROM cat_actors WHERE id = ?',
    video: "SELECT actor_id AS actorId FROM cat_media WHERE id = ? AND kind = 'video'",
    album: "SELECT actor_id AS actorId FROM cat_media WHERE id = ? AND kind = 'album'",
    albumPicture: "SELECT actor_id AS actorId FROM cat_media WHERE id = ? AND kind = 'album'",
    post: 'SELECT actor_id AS actorId FROM cat_feed_posts WHERE id = ?',
  };
  const query = sql[kind];
  if (query === undefined) return null;
  return db.prepare<[number], { actorId: number }>(query).get(id)?.actorId ?? null;
}

/**
 * Whether a media file of actor `actorId` is refused to the browser asking (her ban of its
 * country); null actor: the file belongs to no actor.
 */
export function mediaRefused(
  store: Store,
  request: FastifyRequest,
  actorId: number | null,
): boolean {
  return actorId !== null && bansCountry(store.db, actorId, countryOfMediaRequest(store, request));
}
