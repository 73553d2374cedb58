import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import { pictureUrl } from '../catalogue/pictures.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/** Most past chats a page gives. */
const MAX_PAGE = 60;

/** One ended video chat, as the live chat's end records it. */
export interface EndedVideoChat {
  accountId: number;
  chatId: string;
  actorId: number;
  startedAt: number;
  minutes: number;
  /** What it cost (minor units of `currency`). */
  totalMinor: number;
  currency: string;
}

/** The guests' past video chats (decision 0029). */
export class VideoChatHistory {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS video_chat_history (
      account_id INTEGER NOT NULL, chat_id TEXT NOT NULL, actor_id INTEGER NOT NULL,
      started_at INTEGER NOT NULL, minutes INTEGER NOT NULL, total_minor INTEGER NOT NULL,
      currency TEXT NOT NULL, PRIMARY KEY (account_id, chat_id))`);
  }
  record(chat: EndedVideoChat): void {
    this.db
      .prepare('INSERT OR REPLACE INTO video_chat_history VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(
        chat.accountId,
        chat.chatId,
        chat.actorId,
        chat.startedAt,
        chat.minutes,
        chat.totalMinor,
        chat.currency,
      );
  }
  page(accountId: number, offset: number, limit: number) {
    const rows = this.db
      .prepare<[number, number, number], Omit<EndedVideoChat, 'accountId'> & { chatId: string }>(
        `SELECT chat_id AS chatId, actor_id AS actorId, started_at AS startedAt, minutes,
         total_minor AS totalMinor, currency FROM video_chat_history WHERE account_id = ?
         ORDER BY started_at DESC, chat_id DESC LIMIT ? OFFSET ?`,
      )
      .all(accountId, limit, offset);
    const total =
      this.db
        .prepare<[number], { n: number }>(
          'SELECT count(*) AS n FROM video_chat_history WHERE account_id = ?',
        )
        .get(accountId)?.n ?? 0;
    return { rows, total };
  }
}

const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(30),
});
const addQuery = z.object({
  as: z.string().min(1),
  count: z.coerce.number().int().min(1).max(50).default(3),
});

/**
 * "My video chats" (decision 0029): `GET guest/videoChats?offset&limit` answers the logged-in
 * guest's past video chats, newest first, `{ total, items: [{ chatId, actorId, actorName,
 * profileLink, picture, startedAt, minutes, amount }] }` (401 `need_login` for a visitor). The
 * live chat records each chat as it ends (`record`); `POST /dev/videoChats/add?as=<login>&count=3`
 * adds past chats with online performers, an hour apart, for tests and demos.
 */
export function registerVideoChatsSimulator(app: FastifyInstance, ctx: SimulatorContext) {
  const history = new VideoChatHistory(ctx.store.db);
  const actors = ctx.catalogue.actors;

  app.register(
    (rest, _options, done) => {
      rest.get('/guest/videoChats', async (request, reply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'need_login' });
        const parsed = pageQuery.safeParse(request.query);
        if (!parsed.success) return reply.code(400).send({ error: 'offset and limit' });
        const { rows, total } = history.page(
          caller.account.id,
          parsed.data.offset,
          parsed.data.limit,
        );
        const items = rows.flatMap((row) => {
          const actor = actors.byId(row.actorId);
          if (!actor) return [];
          return [
            {
              chatId: row.chatId,
              actorId: actor.id,
              actorName: actor.name,
              profileLink: `/en/amateur/${actor.slug}/`,
              picture: {
                w320: pictureUrl('actor', actor.id, 320),
                w640: pictureUrl('actor', actor.id, 640),
                w1280: pictureUrl('actor', actor.id, 1280),
              },
              startedAt: new Date(row.startedAt).toISOString(),
              minutes: row.minutes,
              amount: { value: row.totalMinor / 100, currency: row.currency },
            },
          ];
        });
        return { total, items };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );

  app.post('/dev/videoChats/add', async (request, reply) => {
    const parsed = addQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ error: 'as (a login) and count' });
    const account = ctx.store.accounts.findByLogin(parsed.data.as);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const online = actors.idsByOnline(true).slice(0, parsed.data.count);
    const now = Date.now();
    const added = online.map((actorId, i) => {
      const chat = {
        accountId: account.id,
        chatId: `past-${account.id}-${now}-${i}`,
        actorId,
        startedAt: now - (i + 1) * 3_600_000,
        minutes: 2 + i,
        totalMinor: (2 + i) * 199,
        currency: account.currency,
      };
      history.record(chat);
      return chat.chatId;
    });
    return { added };
  });

  return history;
}
