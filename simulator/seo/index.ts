import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers } from '../graphql/index.ts';
import { seoTexts } from './texts.ts';

/** At most this many tags in one ask. */
const MAX_TAGS = 20;

/**
 * The query service's SEO texts by tags (seed 001 §7; services/graphql/schema/query/seo.graphql):
 * `seoTexts(tags, actorId)`, each text made from the catalogue (simulator/seo/texts.ts). The REST
 * call `seo/getActorSeoContent/{actorId}/{tagGroup}` answers a videos tag group with the same
 * text (simulator/actorProfile).
 */
export function registerSeoSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  registerResolvers(app, 'query', {
    Query: {
      seoTexts: (_, args) => {
        const tags = Array.isArray(args.tags) ? (args.tags as string[]) : [];
        if (tags.length > MAX_TAGS)
          throw graphqlError(GRAPHQL_CODES.badUserInput, `At most ${MAX_TAGS} tags`);
        if (typeof args.actorId !== 'number') return seoTexts(ctx.store.db, tags);
        const actor = ctx.catalogue.actors.byId(args.actorId);
        if (!actor) throw graphqlError(GRAPHQL_CODES.badUserInput, 'No such actor');
        return seoTexts(ctx.store.db, tags, {
          id: actor.id,
          name: actor.name,
          age: actor.profile.age,
          country: actor.profile.country,
        });
      },
    },
  });
}
