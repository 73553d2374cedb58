import type { FastifyInstance } from 'fastify';
import type { ActorPreview } from '../../machines/actorPreview/actorPreview.types.ts';
import { bansCountry, countryOfCaller } from '../actorProfile/availability.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { CatalogueActor } from '../catalogue/index.ts';
import { pictureUrl, type PictureKind } from '../catalogue/pictures.ts';
import type { SimulatorContext } from '../context.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/** How many sedcard pictures the preview shows. */
export const PREVIEW_SEDCARDS = 4;
/** The about text is cut at a word before this many characters. */
const PREVIEW_ABOUT_CHARS = 160;

/**
 * `GET phoenix/get_profile_preview/{actorId}` (seed 001 §7, Actors): the hover card of her tile
 * from the catalogue. The same rules as her profile: an unknown actor is 404, and a caller from a
 * country she bans is refused (403 `unavailable_in_country`, as her videos and albums are), so her
 * pictures never reach that guest. Her chat price is in the caller's currency (`quoteCurrencyOf`).
 */
export function registerActorPreviewSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  app.register(
    (rest, _options, done) => {
      rest.get('/phoenix/get_profile_preview/:actorId', async (request, reply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const { actorId } = request.params as { actorId: string };
        const actor = /^\d+$/.test(actorId)
          ? ctx.catalogue.actors.byId(Number(actorId))
          : undefined;
        if (!actor) return reply.code(404).send({ error: 'not_found' });
        if (bansCountry(ctx.store.db, actor.id, countryOfCaller(caller)))
          return reply.code(403).send({ error: 'unavailable_in_country' });
        return previewOf(actor, quoteCurrencyOf(caller));
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}

const sizes = (kind: PictureKind, id: number | string) => ({
  w320: pictureUrl(kind, id, 320),
  w640: pictureUrl(kind, id, 640),
  w1280: pictureUrl(kind, id, 1280),
});

/** The description up to a word before `max` characters, with an ellipsis when cut. */
export function shortAbout(text: string, max = PREVIEW_ABOUT_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function previewOf(actor: CatalogueActor, currency: QuoteCurrency): ActorPreview {
  const { age, country, languages, threeWords, description } = actor.profile;
  return {
    id: actor.id,
    name: actor.name,
    age,
    country,
    isOnline: actor.isOnline,
    freeChat: actor.freeChat,
    languages,
    threeWords,
    about: shortAbout(description),
    profileLink: `/en/amateur/${actor.slug}/`,
    picture: sizes('actor', actor.id),
    sedcards: actor.sedcards
      .slice(0, PREVIEW_SEDCARDS)
      .map((each) => sizes('sedcard', `${actor.id}-${each.id}`)),
    chatPrice: quote(actor.chatPrices.videoChat, currency),
    rating: {
      count: actor.chatRatings.lastNinetyDays.countRatings,
      satisfactionRate: actor.chatRatings.lastNinetyDays.satisfactionRate,
    },
  };
}
