import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ActorProfile,
  ActorSeo,
  ChatButtonConfig,
  Sedcards,
} from '../../machines/actorProfile/actorProfile.types.ts';
import { accessTokenOf, resolveCaller, stringParam, type Caller } from '../auth.ts';
import type { CatalogueActor } from '../catalogue/index.ts';
import type { SimulatorContext } from '../context.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { seoTexts } from '../seo/texts.ts';
import { ACCOUNT_STATE_DEFAULTS } from '../store/account-state.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import { registerActorProfileExtras } from './extras.ts';

/** Seed 001 §9: ratings dislike 1, like 5. */
const RATINGS = [1, 5] as const;

/**
 * The actor profile's REST calls (seed 001 §7, Actors and Gallery) over the catalogue:
 * `getActorDataByIdOrName/{idOrName}` (any case; 404 for an unknown actor) with the chat button
 * config for the caller, `getsedcards/{idOrName}`, `setSedcardsGuestRating/{actorId}`,
 * `getActorNoteById/{actorId}`, `storeActorNote`, `seo/getActorSeoContent/{actorId}/{tagGroup}`.
 * A caller from a country the actor bans gets her without avatar and sedcard pictures (§5).
 * Developer control: `GET /dev/actor-profile/find?bannedIn=CH | ratings=few|many`: `{ id, name }`
 * of the first such actor (ratings: one who bans no country); `&withMedia=1` with `bannedIn`: one
 * with a video, an album and a feed post who does not ban DE, with `videoId`, `albumId`, `postId`.
 */
export function registerActorProfileSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  registerActorProfileExtras(app, ctx);
  const ratings = new SedcardRatings(ctx.store.db);
  const favorites = new FavoritesRepository(ctx.store.db, Date.now);
  const actors = ctx.catalogue.actors;
  /** What the Actor shape says of her and the caller (seed 001 §3): a ticket, a pin. */
  const relationOf = (actor: CatalogueActor, viewer: number | null): Relation =>
    viewer === null
      ? { hasTicket: false, isFavorite: false }
      : {
          hasTicket: ctx.catalogue.extras
            .chatShows({ from: Date.now(), actorId: actor.id, accountId: viewer }, { limit: 100 })
            .items.some((show) => show.isBought),
          isFavorite: favorites.isPinned(viewer, 'actor', actor.id),
        };
  const actorOf = (idOrName: string) =>
    /^\d+$/.test(idOrName) ? actors.byId(Number(idOrName)) : actors.byName(idOrName);
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));

  app.register(
    (rest, _options, done) => {
      rest.get('/getActorDataByIdOrName/:idOrName', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const actor = actorOf((request.params as { idOrName: string }).idOrName);
        if (!actor) return reply.code(404).send({ error: 'not_found' });
        const viewer = caller.kind === 'guest' ? caller.account.id : null;
        return profileOf(
          actor,
          isBanned(actor, caller),
          {
            inPrivateChat: ctx.catalogue.actors.isInPrivateChat(actor.id, viewer),
            currency: quoteCurrencyOf(caller),
          },
          relationOf(actor, viewer),
        );
      });
      rest.get('/getsedcards/:idOrName', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const actor = actorOf((request.params as { idOrName: string }).idOrName);
        if (!actor) return reply.code(404).send({ error: 'not_found' });
        return sedcardsOf(actor, caller, ratings);
      });
      rest.post('/setSedcardsGuestRating/:actorId', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const actor = actorOf((request.params as { actorId: string }).actorId);
        if (!actor) return reply.code(404).send({ error: 'not_found' });
        const rating = (request.body as { guestRating?: unknown } | undefined)?.guestRating;
        if (!RATINGS.includes(rating as 1 | 5))
          return reply.code(400).send({ error: 'bad_request', message: 'guestRating is 1 or 5' });
        ratings.set(caller.account.id, actor.id, rating as 1 | 5);
        return sedcardsOf(actor, caller, ratings);
      });
      rest.get('/getActorNoteById/:actorId', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const actorId = Number((request.params as { actorId: string }).actorId);
        const note = actors.note(caller.account.id, actorId);
        return { actorId, comment: note?.comment ?? null };
      });
      rest.post('/storeActorNote', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const body = request.body as { actorId?: unknown; comment?: unknown } | undefined;
        const actor = typeof body?.actorId === 'number' ? actors.byId(body.actorId) : undefined;
        if (!actor || typeof body?.comment !== 'string' || body.comment.length > 2000)
          return reply.code(400).send({ error: 'bad_request', message: 'actorId and comment' });
        actors.setNote(caller.account.id, actor.id, body.comment.trim());
        return { actorId: actor.id, comment: body.comment.trim() };
      });
      rest.get('/seo/getActorSeoContent/:actorId/:tagGroup', async (request, reply) => {
        const params = request.params as { actorId: string; tagGroup: string };
        const actor = actorOf(params.actorId);
        if (!actor) return reply.code(404).send({ error: 'not_found' });
        if (params.tagGroup === 'profile') return seoOf(actor);
        // A videos tag group: the query service's SEO text of that tag (simulator/seo).
        const { age, country } = actor.profile;
        const [text] = seoTexts(ctx.store.db, [params.tagGroup], { ...actor, age, country });
        if (!text) return reply.code(404).send({ error: 'not_found' });
        return { title: text.title, text: text.paragraphs.join('\n\n') };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );

  app.get('/dev/actor-profile/find', async (request, reply) => {
    const bannedIn = stringParam(request.query, 'bannedIn');
    const few = stringParam(request.query, 'ratings');
    const withMedia = stringParam(request.query, 'withMedia') === '1';
    const notBanned = `NOT EXISTS (SELECT 1 FROM json_each(data_json, '$.bannedCountryCodes'))`;
    // With media: she has a video, a photo album and a feed post, and does not ban the default
    // country (DE), so a test can compare a guest she bans with one she does not.
    const media = `AND EXISTS (SELECT 1 FROM cat_media m WHERE m.actor_id = cat_actors.id AND m.kind = 'video')
      AND EXISTS (SELECT 1 FROM cat_media m WHERE m.actor_id = cat_actors.id AND m.kind = 'album')
      AND EXISTS (SELECT 1 FROM cat_feed_posts p WHERE p.actor_id = cat_actors.id AND p.status = 'published')
      AND NOT EXISTS (SELECT 1 FROM json_each(data_json, '$.bannedCountryCodes') WHERE value = 'DE')`;
    const row =
      bannedIn !== undefined
        ? ctx.store.db
            .prepare<[string], { id: number; name: string }>(
              `SELECT id, name FROM cat_actors WHERE EXISTS (SELECT 1 FROM
               json_each(data_json, '$.bannedCountryCodes') WHERE value = ?)
               ${withMedia ? media : ''} ORDER BY id LIMIT 1`,
            )
            .get(bannedIn)
        : ctx.store.db
            .prepare<[], { id: number; name: string }>(
              `SELECT id, name FROM cat_actors WHERE rating_count ${few === 'few' ? '<' : '>='} 10
               AND ${notBanned} ORDER BY id LIMIT 1`,
            )
            .get();
    if (!row) return reply.code(404).send({ error: 'no such actor' });
    if (!withMedia) return { id: row.id, name: row.name };
    const first = (sql: string) =>
      ctx.store.db.prepare<[number], { id: number }>(sql).get(row.id)?.id ?? null;
    return {
      id: row.id,
      name: row.name,
      videoId: first("SELECT id FROM cat_media WHERE actor_id = ? AND kind = 'video' ORDER BY id"),
      albumId: first("SELECT id FROM cat_media WHERE actor_id = ? AND kind = 'album' ORDER BY id"),
      postId: first(
        "SELECT id FROM cat_feed_posts WHERE actor_id = ? AND status = 'published' ORDER BY id",
      ),
    };
  });
}

/** The caller's country (the guest state's geoLocation; visitors get the default). */
function countryOf(caller: Caller): string | null {
  const geo =
    caller.kind === 'guest' ? caller.account.state.geoLocation : ACCOUNT_STATE_DEFAULTS.geoLocation;
  return geo?.countryCode ?? null;
}

function isBanned(actor: CatalogueActor, caller: Caller): boolean {
  const country = countryOf(caller);
  return country !== null && actor.bannedCountryCodes.includes(country);
}

/**
 * What the chat button config says of her running chats (`isInPrivateChat`), and the currency
 * its prices are quoted in for the caller (a franc guest's CHF).
 */
interface LiveState {
  inPrivateChat: boolean;
  currency: QuoteCurrency;
}

function chatButtonsOf(actor: CatalogueActor, banned: boolean, live: LiveState): ChatButtonConfig {
  const price = (money: CatalogueActor['messagePrice']) => quote(money, live.currency);
  const p = actor.chatPrices;
  return {
    actorId: actor.id,
    actorLink: `/en/amateur/${actor.slug}/`,
    isActorOnline: actor.isOnline,
    freeChat: actor.freeChat,
    voucherChatMinutes: actor.voucherChatMinutes,
    prices: {
      freeMessages: actor.freeMessages,
      message: price(actor.messagePrice),
      single: price(p.singleChat),
      singlec2c: price(p.singleC2CChat),
      video: price(p.videoChat),
      voucherChatMinutes: actor.voucherChatMinutes,
      voyeur: price(p.voyeurChat),
      ticketShow: price(p.ticketShow),
    },
    multiChatPrice: price(actor.multiChatPrice),
    singleC2CChatPrice: price(p.singleC2CChat),
    isVoyeurChatAvailable: actor.isVoyeurChatAvailable,
    isCurrentlyTicketShow: actor.isCurrentlyTicketShow,
    isInPrivateChat: actor.isOnline && live.inPrivateChat,
    // Her phone is on: she takes mobile video calls and anonymous voice calls alike.
    isVoiceCallAvailable: actor.isOnlineMobileVideocall,
    isOnlineMobileVideocall: actor.isOnlineMobileVideocall,
    isBannedCountry: banned,
  };
}

/** The caller's own facts about her: a ticket of a show of hers not yet ended, her pin. */
interface Relation {
  hasTicket: boolean;
  isFavorite: boolean;
}

function profileOf(
  actor: CatalogueActor,
  banned: boolean,
  live: LiveState,
  relation: Relation,
): ActorProfile {
  return {
    id: actor.id,
    name: actor.name,
    isOnline: actor.isOnline,
    star: actor.star,
    isTopAmateur: actor.isTopAmateur,
    registeredSince: actor.registeredSince,
    bannedCountryCodes: actor.bannedCountryCodes,
    profile: actor.profile,
    chatFeatures: actor.chatFeatures,
    // Her preview is open while she offers it, except during her ticket show (its guests paid
    // for what a preview would show free) and to a country she bans.
    isLivePreviewEnabled: actor.chatFeatures.livePreview && !actor.isCurrentlyTicketShow && !banned,
    guestHasTicket: relation.hasTicket,
    // The conversion chat follows a live preview (seed 000 §4): she takes it while online with it.
    isActorAvailableForConversionChat: actor.isOnline && actor.chatFeatures.livePreview && !banned,
    modelGuestRelation: { isFavorite: relation.isFavorite },
    chatButtons: chatButtonsOf(actor, banned, live),
    heatMap: actor.heatMap,
    chatRatings: actor.chatRatings,
    avatar: banned ? null : actor.avatar,
  };
}

function sedcardsOf(actor: CatalogueActor, caller: Caller, ratings: SedcardRatings): Sedcards {
  const counts = ratings.counts(actor.id);
  return {
    pictures: isBanned(actor, caller) ? [] : actor.sedcards,
    guestRating: caller.kind === 'guest' ? ratings.of(caller.account.id, actor.id) : null,
    likes: counts.likes,
    dislikes: counts.dislikes,
  };
}

function seoOf(actor: CatalogueActor): ActorSeo {
  const { age, country, threeWords } = actor.profile;
  return {
    title: `${actor.name}, ${age}, live cam from ${country}`,
    text: `${actor.name} is ${threeWords.join(', ')}. Chat with her live in HD, watch her videos and photos.`,
  };
}

/** The guests' sedcard ratings, one per guest and actor (kept across restarts). */
class SedcardRatings {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS ap_sedcard_ratings (
      account_id INTEGER NOT NULL, actor_id INTEGER NOT NULL, rating INTEGER NOT NULL,
      PRIMARY KEY (account_id, actor_id))`);
  }
  of(accountId: number, actorId: number): number | null {
    const row = this.db
      .prepare<[number, number], { rating: number }>(
        'SELECT rating FROM ap_sedcard_ratings WHERE account_id = ? AND actor_id = ?',
      )
      .get(accountId, actorId);
    return row?.rating ?? null;
  }
  set(accountId: number, actorId: number, rating: 1 | 5): void {
    this.db
      .prepare('INSERT OR REPLACE INTO ap_sedcard_ratings VALUES (?, ?, ?)')
      .run(accountId, actorId, rating);
  }
  counts(actorId: number): { likes: number; dislikes: number } {
    const row = this.db
      .prepare<[number], { likes: number | null; dislikes: number | null }>(
        `SELECT sum(rating = 5) AS likes, sum(rating = 1) AS dislikes
         FROM ap_sedcard_ratings WHERE actor_id = ?`,
      )
      .get(actorId);
    return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0 };
  }
}
