import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';
import type { MessengerActivity } from './activity.ts';
import { ACTOR_ANSWERS, findGift, type MediaKind } from './catalog.ts';
import { badRequest } from './rest.ts';

const settingsSchema = z.strictObject({
  replies: z.boolean().optional(),
  replyDelayMs: z.number().int().min(0).max(60_000).nullable().optional(),
  onlineIntervalMs: z
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 50 && ms <= 3_600_000), '0 (off) or 50 to 3 600 000')
    .optional(),
});
const onlineSchema = z.strictObject({ online: z.boolean() });
const freeShowSchema = z.strictObject({ running: z.boolean() });
const writeSchema = z.strictObject({
  channelId: z.number().int().positive(),
  text: z.string().min(1).max(2000).optional(),
  giftId: z.number().int().positive().nullable().optional(),
});
const notifySchema = z.strictObject({
  type: z.number().int().nonnegative(),
  title: z.string().min(1).max(200),
  text: z.string().max(1000),
  link: z.string().max(500).nullable().optional(),
});

/**
 * Test controls of the messenger simulation under `/dev/messenger` (simulator/README.md): answer
 * delay and on/off, the online timer, an actor online or offline now, her free show started or
 * stopped now, an actor writing now, a notification now. Replies are never cached.
 */
export function registerMessengerDevRoutes(
  app: FastifyInstance,
  ctx: SimulatorContext,
  activity: MessengerActivity,
): void {
  const accountOf = (request: FastifyRequest, reply: FastifyReply): Account | FastifyReply => {
    const login = stringParam(request.query, 'as');
    if (login === undefined) {
      return reply.code(400).send({ error: 'bad_request', message: 'Name the guest with ?as=' });
    }
    const account = ctx.store.accounts.findByLogin(login);
    return account ?? reply.code(404).send({ error: 'unknown_login', message: `No '${login}'` });
  };
  const isReply = (value: Account | FastifyReply): value is FastifyReply => 'sent' in value;
  /** The actor a route's `:actorId` names, or undefined for none the messenger knows. */
  const actorNamed = (param: string) => {
    const actorId = Number(param);
    return Number.isInteger(actorId) ? activity.actors.find(actorId) : undefined;
  };
  const state = () => ({ ...activity.current(), pendingAnswers: activity.pendingAnswers() });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (dev) => {
    dev.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    dev.get('/dev/messenger/settings', () => state());

    dev.post('/dev/messenger/settings', async (request, reply) => {
      const body = settingsSchema.safeParse(request.body ?? {});
      if (!body.success) return badRequest(reply, body.error);
      const patch = Object.fromEntries(
        Object.entries(body.data).filter(([, value]) => value !== undefined),
      );
      activity.configure(patch);
      return state();
    });

    dev.post('/dev/messenger/reset', () => {
      activity.reset();
      return state();
    });

    dev.post<{ Params: { actorId: string } }>(
      '/dev/messenger/actors/:actorId/online',
      async (request, reply) => {
        const body = onlineSchema.safeParse(request.body);
        if (!body.success) return badRequest(reply, body.error);
        const actor = actorNamed(request.params.actorId);
        if (!actor) return reply.code(404).send({ error: 'unknown_actor' });
        const changed = activity.setActorOnline(actor.id, body.data.online);
        return { changed, actor: activity.actors.find(actor.id) };
      },
    );

    dev.post<{ Params: { actorId: string } }>(
      '/dev/messenger/actors/:actorId/freeShow',
      async (request, reply) => {
        const body = freeShowSchema.safeParse(request.body);
        if (!body.success) return badRequest(reply, body.error);
        const actor = actorNamed(request.params.actorId);
        if (!actor) return reply.code(404).send({ error: 'unknown_actor' });
        return { channels: activity.setFreeShow(actor.id, body.data.running) };
      },
    );

    dev.post('/dev/messenger/tick', async (_request, reply) => {
      return activity.tick() ?? reply.code(409).send({ error: 'no_actors' });
    });

    dev.post('/dev/messenger/write', async (request, reply) => {
      const account = accountOf(request, reply);
      if (isReply(account)) return account;
      const body = writeSchema.safeParse(request.body);
      if (!body.success) return badRequest(reply, body.error);
      const giftId = body.data.giftId ?? null;
      if (giftId !== null && !findGift(giftId)) {
        return reply.code(400).send({ error: 'bad_request', message: `No gift ${giftId}` });
      }
      const stored = activity.actorWrites(account.id, body.data.channelId, {
        text: body.data.text ?? ACTOR_ANSWERS[0] ?? 'Hi!',
        giftId,
      });
      if (!stored) return reply.code(404).send({ error: 'unknown_channel' });
      return { channelId: stored.channelId, message: stored.message };
    });

    dev.post('/dev/messenger/notify', async (request, reply) => {
      const account = accountOf(request, reply);
      if (isReply(account)) return account;
      const body = notifySchema.safeParse(request.body);
      if (!body.success) return badRequest(reply, body.error);
      const { link, ...fields } = body.data;
      return {
        notification: activity.notify({ accountId: account.id, ...fields, link: link ?? null }),
      };
    });
  });

  // Pictures for gifts, toys and actors: a coloured badge with an initial, drawn on the fly.
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/messenger/:kind/:file',
    async (request, reply) => {
      const match = /^(\d{1,6})\.svg$/.exec(request.params.file);
      const kind = request.params.kind as MediaKind;
      if (!match || !['gift', 'toy', 'actor'].includes(kind)) {
        return reply.code(404).send({ error: 'not_found' });
      }
      const id = Number(match[1]);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(badge(kind, id));
    },
  );
}

const GLYPHS: Record<MediaKind, string> = { gift: 'G', toy: 'T', actor: 'A' };

function badge(kind: MediaKind, id: number): string {
  const hue = (id * 47) % 360;
  const letter = kind === 'gift' ? (findGift(id)?.name[0] ?? GLYPHS.gift) : GLYPHS[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="${kind === 'actor' ? 32 : 12}" fill="hsl(${hue} 60% 45%)"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="bold" ` +
    `text-anchor="middle" fill="#fff">${letter}${kind === 'actor' ? '' : id}</text></svg>`
  );
}
