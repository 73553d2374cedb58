import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, type Caller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';
import type { Channel } from '../store/channels.ts';
import type { MessengerActivity } from './activity.ts';
import { GIFT_CATEGORIES, GIFTS, TOY_CONTROLS, imageUrl } from './catalog.ts';
import {
  channelHistorySchema,
  giftsReplySchema,
  recommendationsReplySchema,
  toyControlsReplySchema,
  unreadCountReplySchema,
  type ChannelHistory,
} from './schemas.ts';

const HISTORY_PAGE = 50;
const HISTORY_PAGE_MAX = 200;
const RECOMMENDATIONS = 9;

const positiveInt = z.coerce.number().int().positive();
const historyQuery = z.object({
  before: positiveInt.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).optional(),
});
const touchBody = z.object({ channelId: positiveInt });
const recommendationsQuery = z.object({
  currentActorId: positiveInt.optional(),
  useGrid: z.enum(['true', 'false', '0', '1']).optional(),
  fsk: z.coerce.number().int().min(0).max(18).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** 400 with every problem zod found, `field: message; …` (REST and dev controls alike). */
export const badRequest = (reply: FastifyReply, error: z.ZodError) =>
  reply.code(400).send({
    error: 'bad_request',
    message: error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '),
  });

/**
 * The messenger REST calls of seed 000 §7 under `/rest/v1` (the shapes are in `schemas.ts` and
 * simulator/README.md): a channel's history, the channel with an actor (opened if new), actor
 * recommendations, an actor, the gift catalogue, the toy controls, the guest's unread count and
 * the touch of a channel read. The conversation, unread and touch calls are for logged-in guests;
 * actors, recommendations, gifts and toys answer visitors too.
 */
export function registerMessengerRest(
  app: FastifyInstance,
  ctx: SimulatorContext,
  activity: MessengerActivity,
): void {
  const callerOf = (request: FastifyRequest): Caller =>
    resolveCaller(ctx.store, accessTokenOf(request));
  /** The logged-in guest, or the reply already sent (401 for others, 403 when locked). */
  const guestOf = (request: FastifyRequest, reply: FastifyReply): Account | FastifyReply => {
    const caller = callerOf(request);
    if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
    if (caller.account.isLocked) return reply.code(403).send({ error: 'locked' });
    return caller.account;
  };
  const isReply = (value: Account | FastifyReply): value is FastifyReply => 'sent' in value;

  const history = (account: Account, channel: Channel, before: number | null, limit: number) => {
    const page = activity.messages.page(account.id, channel.id, before, limit);
    const body: ChannelHistory = {
      channel,
      messages: page.messages.map((stored) => stored.message),
      hasMore: page.hasMore,
      total: page.total,
    };
    return channelHistorySchema.parse(body);
  };

  app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
    async (rest) => {
      rest.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });

      /** A history call: the guest, the id in the path, `before` and `limit`, then the channel. */
      const historyRoute =
        (find: (account: Account, id: number) => Channel | undefined) =>
        async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
          const account = guestOf(request, reply);
          if (isReply(account)) return account;
          const id = positiveInt.safeParse(request.params.id);
          if (!id.success) return badRequest(reply, id.error);
          const query = historyQuery.safeParse(request.query);
          if (!query.success) return badRequest(reply, query.error);
          const channel = find(account, id.data);
          if (!channel) return reply.code(404).send({ error: 'not_found' });
          const { before, limit } = query.data;
          return history(account, channel, before ?? null, limit ?? HISTORY_PAGE);
        };
      rest.get(
        '/channel/:id',
        historyRoute((account, id) => activity.channels.find(account.id, id)),
      );
      rest.get(
        '/channel/actor/:id',
        historyRoute((account, id) => openChannel(activity, account, id)),
      );

      /** The guest's unread messages: her listed channels' unread counts (archived ones apart). */
      const unreadCountOf = (account: Account) =>
        unreadCountReplySchema.parse({
          unreadCount: activity.channels
            .list(account.id, 'all')
            .reduce((sum, channel) => sum + channel.unreadCount, 0),
        });

      rest.get('/unreadCount', async (request, reply) => {
        const account = guestOf(request, reply);
        if (isReply(account)) return account;
        return unreadCountOf(account);
      });

      /**
       * The guest read a channel: it is read (no unread mark, no unread messages), her tabs are
       * told (`channelUpdate`), and the answer is her unread count after it.
       */
      rest.post('/touchMessengerChannel', async (request, reply) => {
        const account = guestOf(request, reply);
        if (isReply(account)) return account;
        const body = touchBody.safeParse(request.body);
        if (!body.success) return badRequest(reply, body.error);
        const channel = activity.channels.markRead(account.id, body.data.channelId);
        if (!channel) return reply.code(404).send({ error: 'not_found' });
        activity.announce(account.id, channel);
        return unreadCountOf(account);
      });

      rest.get('/recommendations', async (request, reply) => {
        if (callerOf(request).kind === 'invalid') {
          return reply.code(401).send({ error: 'invalid_token' });
        }
        const query = recommendationsQuery.safeParse(request.query);
        if (!query.success) return badRequest(reply, query.error);
        const actors = activity.actors.recommended(
          query.data.limit ?? RECOMMENDATIONS,
          query.data.currentActorId ?? null,
        );
        return recommendationsReplySchema.parse({ actors });
      });

      rest.get<{ Params: { actorId: string } }>('/actor/:actorId', async (request, reply) => {
        if (callerOf(request).kind === 'invalid') {
          return reply.code(401).send({ error: 'invalid_token' });
        }
        const actorId = positiveInt.safeParse(request.params.actorId);
        if (!actorId.success) return badRequest(reply, actorId.error);
        return activity.actors.find(actorId.data) ?? reply.code(404).send({ error: 'not_found' });
      });

      rest.get('/gifts', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const account = caller.kind === 'guest' ? caller.account : null;
        const currency = account?.currency ?? 'EUR';
        return giftsReplySchema.parse({
          currency,
          categories: GIFT_CATEGORIES,
          gifts: GIFTS.map((gift) => ({
            ...gift,
            price: { value: gift.price, currency },
            imageUrl: imageUrl('gift', gift.id),
          })),
          boughtGifts: account?.state.boughtGifts ?? {},
        });
      });

      rest.get('/toyControls', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const currency = caller.kind === 'guest' ? caller.account.currency : 'EUR';
        return toyControlsReplySchema.parse({
          currency,
          toyControls: TOY_CONTROLS.map((toy) => ({
            ...toy,
            price: { value: toy.price, currency },
            imageUrl: imageUrl('toy', toy.id),
          })),
        });
      });
    },
    { prefix: '/rest/v1' },
  );
}

/**
 * The guest's channel with the actor; a new channel when there is none (writing to an actor from
 * her profile or the recommendations), announced to the guest's tabs with `channelUpdate`.
 * Undefined for an unknown actor.
 */
function openChannel(
  activity: MessengerActivity,
  account: Account,
  actorId: number,
): Channel | undefined {
  const existing = activity.channels.findByActor(account.id, actorId);
  if (existing) return existing;
  const actor = activity.actors.find(actorId);
  if (!actor) return undefined;
  const id = activity.channels.nextId();
  activity.channels.insertIfMissing({
    id,
    accountId: account.id,
    actorId,
    actorName: actor.name,
    actorAge: actor.age,
    unread: false,
    unreadCount: 0,
    archived: false,
    blocked: false,
    isActorOnline: actor.isOnline,
    multiChatPrice: null,
    canVoyeurChat: false,
    freeMessagesAmount: 0,
    messagePrice: { value: actor.messagePrice, currency: account.currency },
    isMessagingFree: false,
    subject: null,
    previewPictureUrl: actor.previewPictureUrl,
    freeChat: false,
  });
  const channel = activity.channels.find(account.id, id);
  if (channel) activity.announce(account.id, channel);
  return channel;
}
