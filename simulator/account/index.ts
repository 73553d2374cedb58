import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { audioOf, seededAlbumsOf } from '../contests/catalog.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { isTestCopy, type Account } from '../store/accounts.ts';
import { registerPinCall } from './pinCall.ts';
import { FAILABLE_CALLS, registerAccountRest, type FailableCall } from './rest.ts';
import { AccountStore } from './store.ts';
import { registerTracking } from './tracking.ts';

/**
 * The account feature's simulator: the personal area's REST calls, the guest service's pin call,
 * the tracker, and the developer controls (`/dev/account/…`) that verify an e-mail (pushing
 * `guestEmailVerified`), set a balance (pushing `guestBalance`) or make a call fail.
 */
export function registerAccountSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  const store = new AccountStore(ctx.store.db);
  const failing = new Set<FailableCall>();
  app.register(
    (rest, _options, done) => {
      registerAccountRest(rest, ctx, store, failing);
      done();
    },
    { prefix: REST_PREFIX },
  );
  registerPinCall(app, store);
  registerTracking(app, ctx, store);

  const accountOf = (query: unknown) => {
    const login = stringParam(query, 'as');
    return login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
  };

  // The link in the verification e-mail, for scripts: the address is verified and the guest's
  // open pages hear it at once.
  app.post('/dev/account/verifyEmail', async (request, reply) => {
    const account = accountOf(request.query);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    store.patchProfile(account, { emailVerified: true });
    return { pushed: hub.push(account.id, { type: 'guestEmailVerified' }) };
  });

  // Every test its own guest: a fresh copy of a demo account, logged in like it by `?as=<login>`
  // or, in the payment client, by its new login and the original's password.
  // `&favourites=1`: the original's pinned favourites too (the favourite cams, their notices);
  // `&conversations=1`: its messenger conversations, each with its messages, under new ids;
  // `&mediathek=1`: what its mediathek holds (photo albums, audio, shop and feed purchases).
  app.post('/dev/account/copy', async (request, reply) => {
    const login = stringParam(request.query, 'from');
    const from = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!from || isTestCopy(from)) return reply.code(404).send({ error: 'unknown_login' });
    const withFavourites = stringParam(request.query, 'favourites') === '1';
    const withConversations = stringParam(request.query, 'conversations') === '1';
    const withMediathek = stringParam(request.query, 'mediathek') === '1';
    const copy = ctx.store.db.transaction(() => {
      const made = ctx.store.accounts.insertCopy(from);
      // Its relations too: a copy of a demo account has seen the onboarding box, as the original.
      store.copyRelations(from.id, made.id);
      copyRows(ctx.store.db, PAY_CLIENT_PASSWORD, from.id, made.id);
      if (withFavourites) copyRows(ctx.store.db, PINNED_FAVOURITES, from.id, made.id);
      if (withConversations) copyConversations(ctx.store.db, from.id, made.id);
      if (withMediathek) copyMediathek(ctx.store.db, from, made.id);
      return made;
    })();
    return { login: copy.login, id: copy.id, email: copy.email };
  });

  // Tests that read the balance set the one they assume: the demo store outlives each test.
  app.post('/dev/account/balance', async (request, reply) => {
    const account = accountOf(request.query);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    const balance = stringParam(request.query, 'balance') ?? '';
    if (!/^\d+(\.\d{1,2})?$/.test(balance))
      return reply.code(400).send({ error: 'balance must be an amount like 15.00' });
    ctx.store.accounts.setBalance(account.id, Number(balance));
    hub.pushBalance(account.id, { isPayment: false });
    return { balance: Number(balance) };
  });

  const callParam = z.enum(FAILABLE_CALLS);
  app.post('/dev/account/fail', async (request, reply) => {
    const call = callParam.safeParse(stringParam(request.query, 'call'));
    if (!call.success)
      return reply.code(400).send({ error: `call is one of ${FAILABLE_CALLS.join(', ')}` });
    failing.add(call.data);
    return { failing: [...failing] };
  });
  app.delete('/dev/account/fail', () => {
    failing.clear();
    return { failing: [] };
  });
}

/** The payment client's password of an account (its hash), for a copy to log in with. */
const PAY_CLIENT_PASSWORD = `INSERT OR IGNORE INTO pay_client_credentials
  SELECT @to, password_hash, email_verified, updated_at FROM pay_client_credentials
  WHERE account_id = @from`;

/** An account's pinned favourites, with their pin times (the lists' order). */
const PINNED_FAVOURITES = `INSERT OR IGNORE INTO favorites
  SELECT @to, target_type, target_id, pinned, updated_at FROM favorites
  WHERE account_id = @from AND pinned = 1`;

function copyRows(db: Database, sql: string, from: number, to: number): void {
  db.prepare(sql).run({ from, to });
}

/** The columns of a table but its key and owner, in order (`PRAGMA table_info`). */
function ownedColumns(db: Database, table: 'channels' | 'messages'): string[] {
  return db
    .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
    .all()
    .map((column) => column.name)
    .filter((name) => !['id', 'account_id', 'channel_id'].includes(name));
}

/** The account's channels under fresh ids after the highest one, and their messages. */
function copyConversations(db: Database, from: number, to: number): void {
  const channels = ownedColumns(db, 'channels').join(', ');
  const messages = ownedColumns(db, 'messages').join(', ');
  const { top } = db
    .prepare<[], { top: number }>('SELECT COALESCE(MAX(id), 0) AS top FROM channels')
    .get()!;
  const originals = db
    .prepare<[number], { id: number }>('SELECT id FROM channels WHERE account_id = ? ORDER BY id')
    .all(from);
  const channel = db.prepare(
    `INSERT INTO channels (id, account_id, ${channels})
     SELECT @id, @to, ${channels} FROM channels WHERE id = @old`,
  );
  const message = db.prepare(
    `INSERT INTO messages (account_id, channel_id, ${messages})
     SELECT @to, @id, ${messages} FROM messages WHERE channel_id = @old ORDER BY id`,
  );
  originals.forEach(({ id: old }, index) => {
    const id = top + index + 1;
    channel.run({ id, to, old });
    message.run({ id, to, old });
  });
}

/** An account's shop and feed purchases and the albums it removed from its mediathek. */
const MEDIATHEK_ROWS = [
  `INSERT OR IGNORE INTO content_purchases (account_id, kind, item_id)
   SELECT @to, kind, item_id FROM content_purchases WHERE account_id = @from`,
  `INSERT OR IGNORE INTO feed_purchases (account_id, post_id)
   SELECT @to, post_id FROM feed_purchases WHERE account_id = @from`,
  `INSERT OR IGNORE INTO mediathek_removed (account_id, album_id)
   SELECT @to, album_id FROM mediathek_removed WHERE account_id = @from`,
];

/**
 * What the account's mediathek holds, as the copy's own: its purchases and removed albums, and
 * the photo albums and audio items the demo world gives its login, as bought ones (the simulator
 * seeds those by login, so a copy has none of its own). The copy's removals and resets leave the
 * original's alone.
 */
function copyMediathek(db: Database, from: Account, to: number): void {
  for (const sql of MEDIATHEK_ROWS) copyRows(db, sql, from.id, to);
  const bought = db.prepare(
    'INSERT OR IGNORE INTO content_purchases (account_id, kind, item_id) VALUES (?, ?, ?)',
  );
  for (const id of seededAlbumsOf(from.login)) bought.run(to, 'album', id);
  for (const { audioId } of audioOf(from.login, [])) bought.run(to, 'audio', audioId);
}
