import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import webpush from 'web-push';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import { policyOf, type SimulatorContext } from '../context.ts';
import { pruneEveryMinute } from '../retention.ts';
import { NOTIFICATION_TYPES } from '../messenger/activity.ts';
import { REST_PREFIX } from '../routes/rest.ts';

/** The notifications that also go out as web pushes: a favourite came online (seed 001 §4). */
const PUSHED_TYPES: readonly number[] = [NOTIFICATION_TYPES.actorOnline];
/** How long a push service keeps an undelivered alert: a favourite online is stale in an hour. */
const PUSH_TTL_SECONDS = 3600;
const VAPID_SUBJECT = 'mailto:support@camclient.example';
/** Devices one guest may subscribe (each alert costs one outbound request per device). */
const MAX_SUBSCRIPTIONS = 10;

/**
 * The browsers' push services (Chrome/Edge's FCM, Firefox's autopush, Safari's, Windows'): an
 * endpoint elsewhere would make the simulator POST wherever a guest says (SSRF).
 */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Addresses no push service has: loopback, private, link-local, shared, unspecified. */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

/** Whether an address is internal (an IPv4-mapped IPv6 one by its IPv4 part). */
function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Resolves a host name to its addresses (DNS; tests stand in). */
export type Resolve = (host: string) => Promise<string[]>;
const resolveDns: Resolve = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Whether `endpoint` may be pushed to: https on the default port, a known push service's host, and
 * every address it resolves to public (checked at subscribe and again before each push, so a
 * name re-pointed at an internal address later is caught too).
 */
async function isPushEndpoint(endpoint: string, resolve: Resolve): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || isIP(host) !== 0)
    return false;
  if (!PUSH_HOSTS.some((pattern) => pattern.test(host))) return false;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every((address) => !isInternal(address));
  } catch {
    return false;
  }
}

export interface PushSubscriptionRow {
  token: string;
  accountId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries to the service worker (public/sw.js). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/**
 * The subscriptions and the application server's VAPID keys, in the simulator's store so that they
 * survive restarts (DATA_DIR). The tables are this feature's own and created here.
 */
export class WebPushStore {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS web_push_subscriptions (
               token TEXT PRIMARY KEY,
               account_id INTEGER NOT NULL,
               endpoint TEXT NOT NULL UNIQUE,
               p256dh TEXT NOT NULL,
               auth TEXT NOT NULL
             );
             CREATE TABLE IF NOT EXISTS web_push_keys (
               id INTEGER PRIMARY KEY CHECK (id = 1),
               public_key TEXT NOT NULL,
               private_key TEXT NOT NULL
             );`);
    // When the browser last subscribed, renewed or asked about it: old rows expire (policy.ts).
    const columns = db
      .prepare<[], { name: string }>('PRAGMA table_info(web_push_subscriptions)')
      .all();
    if (!columns.some((column) => column.name === 'seen_at'))
      db.exec('ALTER TABLE web_push_subscriptions ADD COLUMN seen_at INTEGER');
  }

  /** Whose subscription the token names, if anyone's. */
  ownerOfToken(token: string): number | undefined {
    return this.db
      .prepare<[string], { account_id: number }>(
        'SELECT account_id FROM web_push_subscriptions WHERE token = ?',
      )
      .get(token)?.account_id;
  }

  /** Whose the endpoint is, if anyone's. */
  ownerOf(endpoint: string): number | undefined {
    return this.db
      .prepare<[string], { account_id: number }>(
        'SELECT account_id FROM web_push_subscriptions WHERE endpoint = ?',
      )
      .get(endpoint)?.account_id;
  }

  count(accountId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>(
          'SELECT count(*) AS n FROM web_push_subscriptions WHERE account_id = ?',
        )
        .get(accountId)?.n ?? 0
    );
  }

  /** Deletes subscriptions not seen since `before` (ms); returns how many. */
  pruneBefore(before: number): number {
    return this.db
      .prepare('DELETE FROM web_push_subscriptions WHERE COALESCE(seen_at, 0) < ?')
      .run(before).changes;
  }

  /** The VAPID key pair, made once. */
  keys(): { publicKey: string; privateKey: string } {
    const row = this.db
      .prepare('SELECT public_key AS publicKey, private_key AS privateKey FROM web_push_keys')
      .get() as { publicKey: string; privateKey: string } | undefined;
    if (row) return row;
    const made = webpush.generateVAPIDKeys();
    this.db
      .prepare('INSERT INTO web_push_keys (id, public_key, private_key) VALUES (1, ?, ?)')
      .run(made.publicKey, made.privateKey);
    return made;
  }

  /**
   * Subscribes a device's endpoint for the guest (again: new keys and token); returns its token.
   * An endpoint another guest holds is never moved (the caller refuses it first: `ownerOf`).
   */
  save(accountId: number, subscription: Omit<PushSubscriptionRow, 'token' | 'accountId'>): string {
    const token = randomBytes(12).toString('hex');
    this.db
      .prepare(
        `INSERT INTO web_push_subscriptions (token, account_id, endpoint, p256dh, auth, seen_at)
         VALUES (@token, @accountId, @endpoint, @p256dh, @auth, @now)
         ON CONFLICT (endpoint) DO UPDATE SET token = excluded.token, p256dh = excluded.p256dh,
           auth = excluded.auth, seen_at = excluded.seen_at
         WHERE account_id = excluded.account_id`,
      )
      .run({ token, accountId, now: Date.now(), ...subscription });
    return token;
  }

  /** The browser renewed its subscription: the token's row takes the new endpoint and keys. */
  replace(
    accountId: number,
    token: string,
    subscription: Omit<PushSubscriptionRow, 'token' | 'accountId'>,
  ): boolean {
    const result = this.db
      .prepare(
        `UPDATE web_push_subscriptions SET endpoint = @endpoint, p256dh = @p256dh, auth = @auth,
           seen_at = @now
         WHERE token = @token AND account_id = @accountId`,
      )
      .run({ token, accountId, now: Date.now(), ...subscription });
    return result.changes === 1;
  }

  /** New keys for a device the guest has subscribed (`update/{payload}`). */
  updateKeys(
    accountId: number,
    subscription: Omit<PushSubscriptionRow, 'token' | 'accountId'>,
  ): boolean {
    const result = this.db
      .prepare(
        `UPDATE web_push_subscriptions SET p256dh = @p256dh, auth = @auth
         WHERE endpoint = @endpoint AND account_id = @accountId`,
      )
      .run({ accountId, ...subscription });
    return result.changes === 1;
  }

  remove(accountId: number, endpoint: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM web_push_subscriptions WHERE account_id = ? AND endpoint = ?')
        .run(accountId, endpoint).changes === 1
    );
  }

  has(accountId: number, endpoint: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM web_push_subscriptions WHERE account_id = ? AND endpoint = ?')
        .get(accountId, endpoint) !== undefined
    );
  }

  of(accountId: number): PushSubscriptionRow[] {
    return this.db
      .prepare(
        `SELECT token, account_id AS accountId, endpoint, p256dh, auth
         FROM web_push_subscriptions WHERE account_id = ?`,
      )
      .all(accountId) as PushSubscriptionRow[];
  }
}

const isText = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A push subscription as `PushSubscription.toJSON()` gives it; only https push services. */
function subscriptionOf(body: unknown): Omit<PushSubscriptionRow, 'token' | 'accountId'> | null {
  const subscription = (body as { subscription?: unknown } | null)?.subscription as
    { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | undefined;
  const endpoint = subscription?.endpoint;
  const p256dh = subscription?.keys?.p256dh;
  const auth = subscription?.keys?.auth;
  if (!isText(endpoint) || !isText(p256dh, 200) || !isText(auth, 100)) return null;
  return URL.canParse(endpoint) ? { endpoint, p256dh, auth } : null;
}

/**
 * A `{payload}` path segment, matched as a wildcard: a real push endpoint is longer than the
 * router's limit for a named parameter (100 characters).
 */
type PayloadParams = { '*': string };

/** The `{payload}` path segment: URL-encoded JSON `{ endpoint }`. */
function endpointOf(payload: string): string | null {
  try {
    const endpoint = (JSON.parse(payload) as { endpoint?: unknown }).endpoint;
    return isText(endpoint) ? endpoint : null;
  } catch {
    return null;
  }
}

/**
 * Web push (seed 001 §7), below `/rest/v1/webpush/`, for logged-in guests:
 * - `GET key`: the application server's public VAPID key (URL-safe base64);
 * - `GET status/{payload}`: `{ subscribed }` for this device's endpoint;
 * - `POST subscribe` `{ subscription }`: stores it, `{ success, token }`;
 * - `POST resubscribe/{token}` `{ subscription }`: the browser renewed it (the service worker
 *   calls it without a session: the token alone names, and authorizes, the subscription);
 * - `POST unsubscribe/{payload}`: forgets the endpoint;
 * - `POST update/{payload}` (payload `{ endpoint, keys }`): the device's current keys for an
 *   endpoint the guest has subscribed, `{ success: false }` for one it has not.
 * A notification of a pushed type (a favourite online) goes to every subscription of its guest
 * with the web push protocol (VAPID, aes128gcm), through `web-push`; a push service that answers
 * 404 or 410 has dropped the subscription, which is then forgotten. `POST /dev/webpush/send`
 * `{ login, title, body, url }` (demo mode) sends one to a demo account's devices.
 */
export function registerWebPushSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  /** The web push protocol's sender and DNS; tests stand in for the push services with their own. */
  options: { sendNotification?: typeof webpush.sendNotification; resolve?: Resolve } = {},
): WebPushStore {
  const sendNotification = options.sendNotification ?? webpush.sendNotification;
  const resolve = options.resolve ?? resolveDns;
  const store = new WebPushStore(ctx.store.db);
  const retention = policyOf(ctx).retention;
  if (retention) pruneEveryMinute(app, () => store.pruneBefore(Date.now() - retention.webPushMs));
  /** A subscription this guest may store: a push service's endpoint, not another guest's. */
  const refusal = async (accountId: number, endpoint: string, adding: boolean) => {
    if (!(await isPushEndpoint(endpoint, resolve)))
      return { status: 400, error: 'not_a_push_service' };
    const owner = store.ownerOf(endpoint);
    if (owner !== undefined && owner !== accountId) return { status: 409, error: 'endpoint_taken' };
    if (adding && owner === undefined && store.count(accountId) >= MAX_SUBSCRIPTIONS)
      return { status: 409, error: 'too_many_subscriptions' };
    return null;
  };
  const keys = store.keys();
  const guestOf = (request: FastifyRequest, reply: FastifyReply) => {
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    if (caller.kind === 'guest') return caller.account;
    void reply.code(401).send({ error: 'invalid_token' });
    return null;
  };

  const send = async (accountId: number, payload: PushPayload): Promise<number> => {
    let delivered = 0;
    for (const row of store.of(accountId)) {
      // Again at each push: the name may point elsewhere now (DNS rebinding).
      if (!(await isPushEndpoint(row.endpoint, resolve))) continue;
      try {
        await sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          JSON.stringify(payload),
          {
            TTL: PUSH_TTL_SECONDS,
            vapidDetails: {
              subject: VAPID_SUBJECT,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
          },
        );
        delivered += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) store.remove(accountId, row.endpoint);
        else app.log.warn(`web push to ${new URL(row.endpoint).host} failed: ${String(error)}`);
      }
    }
    return delivered;
  };

  const stop = ctx.hub.onPush((accountId, frame) => {
    if (frame.type !== 'notification') return;
    const { notification } = frame;
    if (!PUSHED_TYPES.includes(notification.type)) return;
    void send(accountId, {
      title: notification.title,
      body: notification.text,
      url: notification.link ?? '/en/',
      tag: `notification-${notification.id}`,
    });
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => stop());

  app.get(`${REST_PREFIX}/webpush/key`, async (request, reply) => {
    if (!guestOf(request, reply)) return reply;
    return { key: keys.publicKey };
  });

  app.get<{ Params: PayloadParams }>(`${REST_PREFIX}/webpush/status/*`, async (request, reply) => {
    const account = guestOf(request, reply);
    if (!account) return reply;
    const endpoint = endpointOf(request.params['*']);
    if (!endpoint) return reply.code(400).send({ error: 'payload must be {"endpoint": …}' });
    return { subscribed: store.has(account.id, endpoint) };
  });

  app.post(`${REST_PREFIX}/webpush/subscribe`, async (request, reply) => {
    const account = guestOf(request, reply);
    if (!account) return reply;
    const subscription = subscriptionOf(request.body);
    if (!subscription) return reply.code(400).send({ error: 'subscription is not valid' });
    const refused = await refusal(account.id, subscription.endpoint, true);
    if (refused) return reply.code(refused.status).send({ error: refused.error });
    return { success: true, token: store.save(account.id, subscription) };
  });

  app.post<{ Params: { token: string } }>(
    `${REST_PREFIX}/webpush/resubscribe/:token`,
    async (request, reply) => {
      // The service worker renews without a session: the token, which the platform gave this
      // very subscription and only its device holds, is what authorizes the call then.
      const caller = resolveCaller(ctx.store, accessTokenOf(request));
      const accountId =
        caller.kind === 'guest' ? caller.account.id : store.ownerOfToken(request.params.token);
      if (accountId === undefined) return reply.code(401).send({ error: 'invalid_token' });
      const subscription = subscriptionOf(request.body);
      if (!subscription) return reply.code(400).send({ error: 'subscription is not valid' });
      const refused = await refusal(accountId, subscription.endpoint, false);
      if (refused) return reply.code(refused.status).send({ error: refused.error });
      return { success: store.replace(accountId, request.params.token, subscription) };
    },
  );

  app.post<{ Params: PayloadParams }>(
    `${REST_PREFIX}/webpush/unsubscribe/*`,
    async (request, reply) => {
      const account = guestOf(request, reply);
      if (!account) return reply;
      const endpoint = endpointOf(request.params['*']);
      if (!endpoint) return reply.code(400).send({ error: 'payload must be {"endpoint": …}' });
      store.remove(account.id, endpoint);
      return { success: true };
    },
  );

  app.post<{ Params: PayloadParams }>(`${REST_PREFIX}/webpush/update/*`, async (request, reply) => {
    const account = guestOf(request, reply);
    if (!account) return reply;
    let subscription: ReturnType<typeof subscriptionOf> = null;
    try {
      const sent: unknown = JSON.parse(request.params['*']);
      subscription = subscriptionOf({ subscription: sent });
    } catch {
      subscription = null;
    }
    if (!subscription)
      return reply.code(400).send({ error: 'payload must be {"endpoint": …, "keys": …}' });
    return { success: store.updateKeys(account.id, subscription) };
  });

  app.post('/dev/webpush/send', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<PushPayload> & { login?: unknown };
    const account =
      typeof body.login === 'string' ? ctx.store.accounts.findByLogin(body.login) : undefined;
    if (!account) return reply.code(404).send({ error: 'no such demo account' });
    const delivered = await send(account.id, {
      title: isText(body.title, 200) ? body.title : 'camclient',
      body: isText(body.body) ? body.body : '',
      url: isText(body.url) ? body.url : '/en/',
    });
    return { delivered, subscriptions: store.of(account.id).length };
  });

  return store;
}
