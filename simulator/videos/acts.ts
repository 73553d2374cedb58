import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/** Shares a guest may send in one (UTC) day: a mail relay's limit, not the guest's wish. */
export const SHARES_PER_DAY = 10;
const DAY_MS = 86_400_000;

const shareBody = z.object({
  videoId: z.number().int().positive(),
  email: z.string().trim().max(254).email(),
});
const watchBody = z.object({ videoId: z.number().int().positive() });

/**
 * What a guest does with a video beside buying it (decision 0037), each a logged-in guest's call
 * (401 `need_login`), for a video of the catalogue (404), a bad body 400:
 * - `POST sendVideoShareEmail` {videoId, email} (seed 000 §7): the video's page link is mailed to
 *   the address, at most {@link SHARES_PER_DAY} a day (429 `too_many_shares`); `{ success: true }`.
 * - `POST watch/start` {videoId} (seed 001 §7): a whole video started playing; `{ success: true }`.
 * Developer controls (e2e): `GET /dev/videos/shareEmails?as=<login>` lists the mails sent (newest
 * first: to, videoId, link) and `GET /dev/videos/watchStarts?as=<login>` the starts told.
 */
export function registerVideoActs(
  app: FastifyInstance,
  ctx: SimulatorContext,
  now: () => number,
): void {
  const db = ctx.store.db;
  db.exec(`CREATE TABLE IF NOT EXISTS video_share_emails (
    id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL, video_id INTEGER NOT NULL,
    email TEXT NOT NULL, link TEXT NOT NULL, sent_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS video_watch_starts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL, video_id INTEGER NOT NULL,
    started_at INTEGER NOT NULL)`);
  const guestOf = (request: FastifyRequest) => {
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    return caller.kind === 'guest' && !caller.account.isLocked ? caller.account : null;
  };
  const videoOf = (id: number) => ctx.catalogue.media.byId('video', id);

  app.post(`${REST_PREFIX}/sendVideoShareEmail`, async (request, reply) => {
    const account = guestOf(request);
    if (!account) return reply.code(401).send({ error: 'need_login' });
    const body = shareBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'videoId and an e-mail address' });
    const video = videoOf(body.data.videoId);
    if (!video) return reply.code(404).send({ error: 'no video' });
    const at = now();
    const { sent } = db
      .prepare<[number, number], { sent: number }>(
        'SELECT COUNT(*) AS sent FROM video_share_emails WHERE account_id = ? AND sent_at >= ?',
      )
      .get(account.id, at - (at % DAY_MS)) ?? { sent: 0 };
    if (sent >= SHARES_PER_DAY) return reply.code(429).send({ error: 'too_many_shares' });
    const language = stringParam(request.query, 'language') ?? 'en';
    const link = `${ctx.runtime().appOrigin}/${language}/amateur/${video.actorName.toLowerCase()}/videos/${video.id}/`;
    db.prepare(
      'INSERT INTO video_share_emails (account_id, video_id, email, link, sent_at) VALUES (?, ?, ?, ?, ?)',
    ).run(account.id, video.id, body.data.email, link, at);
    return { success: true };
  });

  app.post(`${REST_PREFIX}/watch/start`, async (request, reply) => {
    const account = guestOf(request);
    if (!account) return reply.code(401).send({ error: 'need_login' });
    const body = watchBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'videoId is required' });
    if (!videoOf(body.data.videoId)) return reply.code(404).send({ error: 'no video' });
    db.prepare(
      'INSERT INTO video_watch_starts (account_id, video_id, started_at) VALUES (?, ?, ?)',
    ).run(account.id, body.data.videoId, now());
    return { success: true };
  });

  const accountOf = (request: FastifyRequest) => {
    const login = stringParam(request.query, 'as');
    return login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
  };
  app.get('/dev/videos/shareEmails', async (request, reply) => {
    const account = accountOf(request);
    if (!account) return reply.code(404).send({ error: 'no account (as)' });
    return db
      .prepare<[number], { to: string; videoId: number; link: string }>(
        `SELECT email AS "to", video_id AS videoId, link FROM video_share_emails
         WHERE account_id = ? ORDER BY id DESC`,
      )
      .all(account.id);
  });
  app.get('/dev/videos/watchStarts', async (request, reply) => {
    const account = accountOf(request);
    if (!account) return reply.code(404).send({ error: 'no account (as)' });
    return db
      .prepare<[number], { videoId: number }>(
        'SELECT video_id AS videoId FROM video_watch_starts WHERE account_id = ? ORDER BY id DESC',
      )
      .all(account.id);
  });
}
