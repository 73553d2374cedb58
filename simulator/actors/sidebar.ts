import type { FastifyInstance } from 'fastify';
import { countryOfCaller } from '../actorProfile/availability.ts';
import type { ActorFilter } from '../catalogue/actors.ts';
import type { BlogPost } from '../catalogue/extras.ts';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers } from '../graphql/index.ts';
import { pictures } from './tile.ts';

/** Seed 001 §3: the blog's interviews category; §9: all actors (3) and new ones (88). */
const INTERVIEWS_CATEGORY = 46;
const ALL_ACTORS = 3;
const NEW_ACTORS = 88;
const DEFAULT_INTERVIEWS = 3;
const MAX_INTERVIEWS = 50;
const TOP_TYPES = [
  ['BEST_CHATS', {}],
  ['TOP_100', {}],
  ['FAVORITES', { star: true }],
  ['VIDEO_CALL', { mobileVideocall: true }],
] as const satisfies readonly (readonly [string, ActorFilter])[];

/**
 * The query service's `sidebar` and `interviews` (services/graphql/schema/query/sidebar.graphql;
 * shapes: decision 0031):
 * - `sidebar`: the lists (cams, new girls, free chat), the top cams lists and the actor categories
 *   with performers online, each with how many are online now (those the caller's country may
 *   see); categories with nobody online are left out, the most online first;
 * - `interviews(first, offset)`: the interviews category's blog posts that are about a performer
 *   the caller may see, newest first, each with her name, profile slug and avatar.
 */
export function registerSidebarSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { actors, extras } = ctx.catalogue;
  const interviewPosts = (): BlogPost[] => {
    const all: BlogPost[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = extras.blogPosts({ categoryId: INTERVIEWS_CATEGORY }, { offset, limit: 200 });
      all.push(...page.items);
      if (page.items.length === 0 || all.length >= page.total) return all;
    }
  };
  registerResolvers(app, 'query', {
    Query: {
      sidebar: (_, _args, context) => {
        const country = countryOfCaller(context.caller);
        const online = (filter: ActorFilter) =>
          actors.list(
            { ...filter, online: true, ...(country === null ? {} : { visibleIn: country }) },
            'ranking',
            { limit: 1 },
          ).total;
        const none = { topType: null, categoryId: null, categorySlug: null, categoryName: null };
        const lists = (
          [
            ['cams', {}],
            ['newGirls', { categoryId: NEW_ACTORS }],
            ['freeChat', { freeChat: true }],
          ] as const
        ).map(([list, filter]) => ({ kind: 'list', list, ...none, online: online(filter) }));
        const tops = TOP_TYPES.map(([topType, filter]) => ({
          kind: 'top',
          list: null,
          ...none,
          topType,
          // TOP_100 lists at most 100.
          online: Math.min(online(filter), topType === 'TOP_100' ? 100 : Infinity),
        }));
        const categories = ctx.catalogue
          .categories('actor')
          .filter((category) => category.id !== ALL_ACTORS)
          .map((category) => ({
            kind: 'category',
            list: null,
            topType: null,
            categoryId: category.id,
            categorySlug: category.slug,
            categoryName: category.name,
            online: online({ categoryId: category.id }),
          }))
          .filter((entry) => entry.online > 0)
          .sort((a, b) => b.online - a.online || a.categoryId - b.categoryId);
        return [...lists, ...tops, ...categories];
      },
      interviews: (_, args, context) => {
        const first = Math.min(
          MAX_INTERVIEWS,
          Math.max(1, Number(args.first ?? DEFAULT_INTERVIEWS) | 0),
        );
        const offset = Math.max(0, Number(args.offset ?? 0) | 0);
        const country = countryOfCaller(context.caller);
        const about = interviewPosts().flatMap((post) => {
          const actor = post.actorId === null ? undefined : actors.byId(post.actorId);
          if (!actor || (country !== null && actor.bannedCountryCodes.includes(country))) return [];
          return [
            {
              id: post.id,
              title: post.title,
              teaser: post.teaser,
              published: post.published,
              actor: {
                id: actor.id,
                name: actor.name,
                slug: actor.slug,
                avatarUrl: pictures(actor.id).w320,
              },
            },
          ];
        });
        return { total: about.length, items: about.slice(offset, offset + first) };
      },
    },
  });
}
