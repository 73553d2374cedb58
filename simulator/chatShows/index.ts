import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { priceIn } from '../../machines/content/content.price.ts';
import type { ChatShow } from '../catalogue/chatShows.ts';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';
import { CURRENCIES } from '../../machines/shared/money.ts';
import { fromMinor, quote, quoteCurrencyOf, toMinor, type QuoteCurrency } from '../money.ts';
import { ticketPriceMinor, ticketRefusal, type TicketCreation } from './tickets.ts';

const DEFAULT_FIRST = 30;
const POST_BUY_INFO = 'Your seat is held: open her live show page when the show starts.';
const MAX_FIRST = 100;

const timeOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
};

const inviteQuery = z.object({ as: z.string().min(1), showId: z.coerce.number().int().optional() });

/**
 * Chat shows (seed 001 §3, §7; services/graphql/schema/query/chatShows.graphql): the query
 * service's `chatShows(endDateFrom, startDateTo, first, offset, order, internal)`, the chat show
 * list filtered to status ok; `modelId` lists one performer's (the chat tickets by model), each
 * with her `actorLink`, the price's `symbol` and the texts as language lists. `endDateFrom` leaves out shows that ended before it, `startDateTo`
 * those that start after it; internal shows only with `internal: true`. `isBought` / `canBuy`
 * answer for the logged-in guest.
 *
 * `buyChatTicket` charges the price from the balance (in the balance's currency, pushed as
 * `guestBalance`) or refuses with one error code (`tickets.ts`); `creationType: INVITATION`
 * claims the ticket of a `privateTicketShowInvitation` the guest was sent, free. Her tickets are
 * the benefits' chat show tickets (invited ones the private show tickets). The dev control
 * `POST /dev/chatShows/invite?as=<login>[&showId=]` sends the invitation push.
 */
export function registerChatShowsSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const { catalogue, store, hub } = ctx;
  /** Invitations sent, by account: the show ids she may claim a ticket of. */
  const invitations = new Map<number, Set<number>>();
  const invited = (accountId: number, showId: number) =>
    invitations.get(accountId)?.has(showId) === true;
  const showsOf = (accountId: number): ChatShow[] =>
    catalogue.extras.chatShows({ all: true, accountId }, { limit: 200 }).items;
  const showOf = (accountId: number, id: number) => showsOf(accountId).find((s) => s.id === id);

  /** A show as the query service writes it (seed 001 §3 Chat ticket/show). */
  const asServed = (show: ChatShow, currency: QuoteCurrency) => {
    const slug = catalogue.actors.byId(show.actorId)?.slug ?? show.actorName.toLowerCase();
    return {
      ...show,
      actorLink: `/en/amateur/${slug}/`,
      price: { ...quote(show.price, currency), symbol: CURRENCIES[currency].symbol },
      description: [{ language: 'en', value: show.description }],
      postBuyInfo: [{ language: 'en', value: POST_BUY_INFO }],
    };
  };

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
          {
            ...(from === undefined ? {} : { from }),
            ...(accountId ? { accountId } : {}),
            ...(typeof args.modelId === 'number' ? { actorId: args.modelId } : {}),
          },
          { limit: 200 },
        ).items;
        const shown = all
          .filter((show) => args.internal === true || !show.isInternal)
          .filter((show) => to === undefined || Date.parse(show.start) <= to);
        if (args.order === 'DESC') shown.reverse();
        const currency = quoteCurrencyOf(context.caller);
        return {
          total: shown.length,
          items: shown.slice(offset, offset + first).map((show) => asServed(show, currency)),
        };
      },
    },
    Mutation: {
      buyChatTicket: (_, args, context) => {
        const account = requireGuest(context);
        const id = Number(args.id);
        const show = showOf(account.id, id) ?? null;
        const creationType: TicketCreation =
          args.creationType === 'INVITATION' ? 'INVITATION' : 'PURCHASE';
        const promoCode = typeof args.promoCode === 'string' ? args.promoCode : null;
        const price = show && !show.isFree ? priceIn(show.price.value, account.currency) : null;
        const ask = {
          show,
          creationType,
          invited: invited(account.id, id),
          promoCode,
          priceMinor: price ? toMinor(price.value, account.currency) : 0,
          balanceMinor: toMinor(account.balance, account.currency),
          now: Date.now(),
        };
        const failed = (errorCode: string) => ({
          success: false,
          errorCode,
          ticket: null,
          show: show ? asServed(show, quoteCurrencyOf(context.caller)) : null,
        });
        const refusal = ticketRefusal(ask);
        if (refusal !== null || !show) return failed(refusal ?? 'unknown_show');
        // The seat is taken in one statement: a sale that lost the race answers its code.
        const outcome = catalogue.extras.buyChatTicket(id, account.id);
        if (outcome !== 'ok') return failed(outcome === 'unknown' ? 'unknown_show' : outcome);
        const charged = ticketPriceMinor(ask, show.bonusCode);
        if (charged > 0) {
          store.accounts.setBalance(
            account.id,
            fromMinor(ask.balanceMinor - charged, account.currency),
          );
          hub.pushBalance(account.id, { isPayment: false });
        }
        const bought = showOf(account.id, id);
        return {
          success: true,
          errorCode: null,
          ticket: { showId: id, boughtAt: new Date(ask.now).toISOString() },
          show: bought ? asServed(bought, quoteCurrencyOf(context.caller)) : null,
        };
      },
      removeChatTicket: (_, args, context) => {
        const account = requireGuest(context);
        const id = Number(args.id);
        const show = showOf(account.id, id);
        if (!show || !catalogue.extras.removeChatTicket(id, account.id)) return false;
        // An invited ticket cost nothing; a bought one is refunded at its price.
        const wasInvited = invited(account.id, id);
        const refund =
          show.isFree || wasInvited ? null : priceIn(show.price.value, account.currency);
        if (refund) {
          const balance = toMinor(account.balance, account.currency);
          store.accounts.setBalance(
            account.id,
            fromMinor(balance + toMinor(refund.value, account.currency), account.currency),
          );
          hub.pushBalance(account.id, { isPayment: false });
        }
        return true;
      },
    },
  });

  // Her show starts now, or `inSeconds` from now (keeping its length): she is online, held so,
  // and in her ticket show, so a guest holding a ticket joins it as LIVESHOW once it started.
  app.post('/dev/chatShows/startNow', async (request, reply) => {
    const query = request.query as { showId?: unknown; inSeconds?: unknown };
    const showId = Number(query.showId);
    const inSeconds = Number(query.inSeconds ?? 0);
    const show = Number.isInteger(showId) ? showOf(-1, showId) : undefined;
    if (!Number.isFinite(inSeconds) || inSeconds < 0)
      return reply.code(400).send({ error: 'inSeconds=<seconds from now, 0 or more>' });
    if (!show || !catalogue.extras.startChatShowNow(showId, inSeconds * 1000))
      return reply.code(404).send({ error: 'no such show' });
    catalogue.actors.setOnline(show.actorId, true);
    catalogue.actors.holdOnline(show.actorId, true);
    catalogue.actors.setInTicketShow(show.actorId, true);
    return { showId, actorId: show.actorId, actorName: show.actorName };
  });

  // Sends a private ticket show invitation to the guest: the show named, or the next upcoming
  // show with a free seat she holds no ticket of.
  app.post('/dev/chatShows/invite', async (request, reply) => {
    const query = inviteQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'as=<login>[&showId=<id>]' });
    const account = store.accounts.findByLogin(query.data.as);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const now = Date.now();
    const show = showsOf(account.id).find((each) =>
      query.data.showId !== undefined
        ? each.id === query.data.showId
        : each.status === 'ok' &&
          !each.isBought &&
          !each.isInternal &&
          each.ticketsSold < each.capacity &&
          Date.parse(each.start) > now,
    );
    if (!show) return reply.code(404).send({ error: 'no such show' });
    invitations.set(account.id, new Set([...(invitations.get(account.id) ?? []), show.id]));
    hub.push(account.id, {
      type: 'privateTicketShowInvitation',
      showId: show.id,
      actorId: show.actorId,
      start: show.start,
    });
    return { showId: show.id, actorId: show.actorId, actorName: show.actorName, start: show.start };
  });
}

/** The guest's tickets as the benefits list them (seed 001 §3: show id, start, end). */
export function ticketsOfGuest(
  ctx: SimulatorContext,
  accountId: number,
): { showId: number; actorName: string; start: string; end: string }[] {
  return ctx.catalogue.extras
    .chatShows({ all: true, accountId }, { limit: 200 })
    .items.filter((show) => show.isBought)
    .map((show) => ({
      showId: show.id,
      actorName: show.actorName,
      start: show.start,
      end: show.end,
    }));
}
