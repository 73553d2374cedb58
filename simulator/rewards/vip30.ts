import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';
import { quoteCurrencyOf } from '../money.ts';

/** Months the history shows by default, and at most (decision 0027). */
export const VIP30_MONTHS = 6;
const MAX_MONTHS = 12;

/** The calendar month `back` months before the one of `now` (UTC), as its first and next ms. */
function monthBefore(now: number, back: number): { key: string; from: number; until: number } {
  const date = new Date(now);
  const from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
  const until = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back + 1, 1);
  return { key: new Date(from).toISOString().slice(0, 7), from, until };
}

/**
 * The query service's `vip30History(first)` (services/graphql/schema/query/vip30.graphql): for a
 * VIP, each of her last months (newest first) with the VIP30 offer videos released in it and
 * their prices added up, in her currency; a guest who is no VIP has none.
 */
export function registerVip30Simulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  now: () => number = Date.now,
): void {
  registerResolvers(app, 'query', {
    Query: {
      vip30History: (_, args, context) => {
        const account = requireGuest(context);
        if (!account.state.isVip) return [];
        const first = typeof args.first === 'number' ? args.first : VIP30_MONTHS;
        const months = Math.min(MAX_MONTHS, Math.max(1, first));
        const currency = quoteCurrencyOf(context.caller);
        return Array.from({ length: months }, (_, back) => {
          const { key, from, until } = monthBefore(now(), back);
          const videos = ctx.catalogue.media.list(
            { kind: 'video', types: ['vip30'], releasedFrom: from, releasedUntil: until - 1 },
            'newest',
            { limit: 500 },
          );
          const value = videos.items.reduce((sum, video) => sum + video.basePrice.value, 0);
          return {
            month: key,
            videos: videos.total,
            value: Math.round(value * 100) / 100,
            currency,
          };
        });
      },
    },
  });
}
