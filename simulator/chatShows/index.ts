import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';

const DEFAULT_FIRST = 30;
const MAX_FIRST = 100;

const timeOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
};

/**
 * Chat shows (seed 001 §3, §7; services/graphql/schema/query/chatShows.graphql): the query
 * service's `chatShows(endDateFrom, startDateTo, first, offset, order, internal)`, the chat show
 * list filtered to status ok. `endDateFrom` leaves out shows that ended before it, `startDateTo`
 * those that start after it; internal shows only with `internal: true`. `isBought` / `canBuy`
 * answer for the logged-in guest.
 */
export function registerChatShowsSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { catalogue } = ctx;
  registerResolvers(app, 'query', {
    Query: {
      chatShows: (_, args, context) => {
        const accountId = context.caller.kind === 'guest' ? context.caller.account.id : undefined;
        const from = timeOf(args.endDateFrom);
        const to = timeOf(args.startDateTo);
        const first = Math.min(
          MAX_FIRST,
          Math.max(0, typeof args.first === 'number' ? args.first : DEFAULT_FIRST),
        );
        const offset = Math.max(0, typeof args.offset === 'number' ? args.offset : 0);
        const all = catalogue.extras.chatShows(
          { ...(from === undefined ? {} : { from }), ...(accountId ? { accountId } : {}) },
          { limit: 200 },
        ).items;
        const shown = all
          .filter((show) => args.internal === true || !show.isInternal)
          .filter((show) => to === undefined || Date.parse(show.start) <= to);
        if (args.order === 'DESC') shown.reverse();
        return { total: shown.length, items: shown.slice(offset, offset + first) };
      },
    },
    Mutation: {
      buyChatTicket: (_, args, context) => {
        const account = requireGuest(context);
        const id = Number(args.id);
        const showOf = () =>
          catalogue.extras
            .chatShows({ all: true, accountId: account.id }, { limit: 200 })
            .items.find((show) => show.id === id);
        const show = showOf();
        const failed = (errorCode: string) => ({
          success: false,
          errorCode,
          ticket: null,
          show: show ?? null,
        });
        if (!show) return failed('unknown_show');
        const price = show.isFree ? 0 : show.price.value;
        if (!show.isBought && account.balance < price) return failed('insufficient_balance');
        const outcome = catalogue.extras.buyChatTicket(id, account.id);
        if (outcome !== 'ok') return failed(outcome);
        ctx.store.accounts.setBalance(
          account.id,
          Math.round((account.balance - price) * 100) / 100,
        );
        return {
          success: true,
          errorCode: null,
          ticket: { showId: id, boughtAt: new Date(Date.now()).toISOString() },
          show: showOf(),
        };
      },
      removeChatTicket: (_, args, context) => {
        const account = requireGuest(context);
        const id = Number(args.id);
        const show = catalogue.extras
          .chatShows({ all: true, accountId: account.id }, { limit: 200 })
          .items.find((each) => each.id === id);
        if (!show || !catalogue.extras.removeChatTicket(id, account.id)) return false;
        const price = show.isFree ? 0 : show.price.value;
        ctx.store.accounts.setBalance(
          account.id,
          Math.round((account.balance + price) * 100) / 100,
        );
        return true;
      },
    },
  });
}
