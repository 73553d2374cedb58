import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XSS_VECTORS } from '../../fixtures/xss/vectors.ts';
import { accessTokenOf, cookieSession, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { ChannelsRepository } from '../store/channels.ts';
import { MessagesRepository } from '../store/messages.ts';
import { REST_PREFIX } from './rest.ts';

/** How many messenger channels a hostile guest gets, each named by a vector. */
export const XSS_CHANNELS = 12;
/** Vectors per conversation: the messenger shows a conversation's newest 50 messages. */
const XSS_MESSAGES_PER_CHANNEL = 45;

type Rewrite = (value: unknown, next: () => string) => unknown;

/** Replaces the string values of `keys` (at any depth) by the next vectors. */
function replacingKeys(keys: readonly string[], when: (node: object) => boolean = () => true) {
  const walk: Rewrite = (value, next) => {
    if (Array.isArray(value)) return value.map((item) => walk(item, next));
    if (typeof value !== 'object' || value === null) return value;
    const node = value as Record<string, unknown>;
    const hit = when(node);
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => {
        if (hit && keys.includes(key) && typeof field === 'string') return [key, next()];
        if (hit && keys.includes(key) && Array.isArray(field) && field.every(isString))
          return [key, field.map(() => next())];
        return [key, walk(field, next)];
      }),
    );
  };
  return walk;
}
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Which replies carry hostile texts to a hostile guest, and in which fields: the texts the
 * platform's users or actors write and the app shows.
 */
const SURFACES: readonly { prefix: string; rewrite: Rewrite }[] = [
  // Blog titles and teasers (landing, category pages, archives).
  { prefix: `${REST_PREFIX}/blog/`, rewrite: replacingKeys(['title', 'teaser']) },
  // The search's proposals ("did you mean") and the names of what it found.
  { prefix: `${REST_PREFIX}/searchResult/`, rewrite: replacingKeys(['proposals', 'name']) },
  // Album comments: the album's first page and the pages after it.
  ...['album/', 'gallery/'].map((path) => ({
    prefix: `${REST_PREFIX}/${path}`,
    rewrite: replacingKeys(['author', 'text'], (node) => 'author' in node && 'text' in node),
  })),
  // Feed posts (title, text), their models' and commenters' names, and comments.
  { prefix: '/graphql/feed', rewrite: replacingKeys(['title', 'text', 'name']) },
];

/**
 * Hostile content for the XSS e2e journey (issue 23 §8, demo and test mode only): `POST
 * /dev/xss/seed?as=<login>` makes that guest hostile. Her messenger gets channels named by vectors
 * of `fixtures/xss/vectors.ts`, the first of them sharing every vector as the actor's messages; and from then on
 * the blog, the search, album comments and the feed answer her (and only her) with vectors in
 * their text fields, in corpus order, wrapping around. Other guests see the catalogue as before.
 */
export function registerDevXss(app: FastifyInstance, ctx: SimulatorContext): void {
  const hostile = new Map<number, number>();
  const channels = new ChannelsRepository(ctx.store.db, Date.now);
  const messages = new MessagesRepository(ctx.store.db);

  const accountOf = (request: FastifyRequest): number | null => {
    const token = accessTokenOf(request);
    const session =
      (token === undefined ? undefined : ctx.store.sessions.findByToken(token)) ??
      cookieSession(ctx.store, request);
    return session?.accountId ?? null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (hostile.size === 0 || typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !/^application\/([\w.+-]*\+)?json/.test(type)) return payload;
    const surface = SURFACES.find(({ prefix }) => request.url.startsWith(prefix));
    if (!surface) return payload;
    const accountId = accountOf(request);
    if (accountId === null || !hostile.has(accountId)) return payload;
    const next = () => {
      const at = hostile.get(accountId) ?? 0;
      hostile.set(accountId, at + 1);
      return XSS_VECTORS[at % XSS_VECTORS.length]!.text;
    };
    return JSON.stringify(surface.rewrite(JSON.parse(payload), next));
  });

  app.post('/dev/xss/seed', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    // A test's copy has no conversations of its own: the demo account's lend their actors.
    const demo = ctx.store.accounts.findByLogin('demo');
    const own = [...channels.list(account.id), ...(demo ? channels.list(demo.id) : [])];
    const template = own[0];
    if (!template) return reply.code(409).send({ error: 'no_actors' });
    const now = Date.now();
    const seeded = ctx.store.db.transaction(() =>
      Array.from({ length: XSS_CHANNELS }, (_, index) => {
        const vector = XSS_VECTORS[index % XSS_VECTORS.length]!;
        const id = channels.nextId();
        channels.insertIfMissing({
          id,
          accountId: account.id,
          // Each her own actor of the catalogue's roster: the channel's page loads.
          actorId: own[index % own.length]!.actorId,
          actorName: vector.text,
          actorAge: 25,
          unread: false,
          unreadCount: 0,
          archived: false,
          blocked: false,
          isActorOnline: false,
          multiChatPrice: null,
          canVoyeurChat: false,
          freeMessagesAmount: 0,
          messagePrice: template.messagePrice,
          isMessagingFree: true,
          subject: null,
          previewPictureUrl: null,
          freeChat: false,
        });
        // The first conversations share the whole corpus as her messages, the others one each.
        const chunk = XSS_VECTORS.slice(
          index * XSS_MESSAGES_PER_CHANNEL,
          (index + 1) * XSS_MESSAGES_PER_CHANNEL,
        );
        const texts = chunk.length > 0 ? chunk : [vector];
        texts.forEach((each, at) =>
          messages.insert({
            accountId: account.id,
            channelId: id,
            senderType: 'actor',
            messageType: 'text',
            data: { text: each.text },
            includedGifts: [],
            price: { value: 0, currency: template.messagePrice.currency },
            // The first channel newest, so the messenger opens on it; its messages in order.
            createdAt: now - index * 60_000 + at,
          }),
        );
        return { channelId: id, actorName: vector.text, vectorIds: texts.map((each) => each.id) };
      }),
    )();
    hostile.set(account.id, hostile.get(account.id) ?? 0);
    return reply.header('cache-control', 'no-store').send({ channels: seeded });
  });
}
