import { readFileSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { priceIn } from '../../machines/content/content.price.ts';
import type { ContentItem, ContentKind } from '../../machines/content/content.types.ts';
import { bansCountry, countryOfCaller, mediaRefused } from '../actorProfile/availability.ts';
import { accessTokenOf, resolveCaller, stringParam, type Caller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { Account } from '../store/accounts.ts';
import {
  albumPictureId,
  findItem,
  pictureSvg,
  pictureUrl,
  PREVIEW_CLIP,
  previewClipUrl,
  type CatalogItem,
} from './catalog.ts';
import { registerBreadcrumb } from './breadcrumb.ts';
import { registerGallerySimulator } from './gallery.ts';
import { ContentOffers } from './offers.ts';
import { fullVideoPlaylist, Playback } from './playback.ts';
import { registerThumbnails } from './thumbnails.ts';

/** The preview clip every video plays in the `video-with-player` box (made by makePreviewClip.mjs). */
const PREVIEW_WEBM = readFileSync(new URL('./preview.webm', import.meta.url));

/**
 * The content area's simulator (seed 001 §7, gallery): `GET video/{id}` and `GET album/{id}` for the
 * video-details and photo-album pages, `POST video/{id}/buy` and `POST album/{id}/buy` with real
 * state (the price leaves the balance, the purchase is stored), and the drawn pictures under
 * `/media/content/{kind}/{id}/{n}.svg`, a video's preview clip under
 * `/media/content/video/{id}/preview.webm`, and a bought video whole as HLS under
 * `/media/content/video/{id}/full.m3u8?key=…`, signed for its buyer. An album's pictures beyond its previews are only listed
 * once bought; a purchase of `avsRequired` content needs an accepted age check.
 * Its buying options (offers.ts): today's daily-bonus price, a video voucher spent instead of money
 * (`{ payWith: 'voucher' }`; none left: 409 `no_voucher`), a VIP30 offer watched whole by a VIP.
 * Developer control (e2e): `POST /dev/content/reset?as=<login>&balance=<amount>` forgets the
 * account's purchases and, with `balance`, sets its balance (pushed as `guestBalance`).
 */
export function registerContentSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  now: () => number = Date.now,
): void {
  const purchases = new Purchases(ctx.store.db);
  const offers = new ContentOffers(ctx, now);
  offers.register(app);
  const playback = new Playback();
  const gallery = registerGallerySimulator(app, ctx, (album, account) =>
    album.priceEur === 0 || (account !== null && purchases.has(account.id, album))
      ? album.pictureCount
      : album.previewCount,
  );
  registerThumbnails(app, ctx);
  registerBreadcrumb(app, ctx);
  /**
   * The item for `account`: bought or not, and the signed playlist of a video it may watch whole
   * (bought, free for a logged-in guest, or a VIP30 offer for a VIP; a visitor sees the preview),
   * with today's daily-bonus price.
   */
  const itemFor = (item: CatalogItem, account: Account | null) => {
    const bought = account !== null && purchases.has(account.id, item);
    const watchable = account !== null && item.kind === 'video' && mayWatch(item, account, bought);
    const currency = account ? quoteCurrencyOf({ kind: 'guest', account }) : 'EUR';
    const daily = item.kind === 'video' ? offers.dailyPrice(item) : null;
    return {
      ...describe(item, bought, watchable ? playback.url(account.id, item) : null, currency),
      ...(item.kind === 'video'
        ? {
            dailyBonusPrice: daily && quote(daily, currency),
            isVip30Offer: item.isVip30Offer === true,
          }
        : {}),
    };
  };
  const mayWatch = (item: CatalogItem, account: Account, bought: boolean) =>
    bought || item.priceEur === 0 || (item.isVip30Offer === true && account.state.isVip);

  /** An album carries its gallery fields; a guest's view of it is recorded (gallery.ts). */
  const withGallery = (item: CatalogItem, account: Account | null) =>
    item.kind === 'album'
      ? { ...itemFor(item, account), ...gallery.albumFields(item.id, account) }
      : itemFor(item, account);

  const itemOf = (request: FastifyRequest, kind: ContentKind): CatalogItem | undefined => {
    const { id } = request.params as { id: string };
    const item = /^\d+$/.test(id) ? findItem(ctx.catalogue, kind, Number(id)) : undefined;
    const actorName = stringParam(request.query, 'actorName');
    if (item && actorName !== undefined && actorName.toLowerCase() !== item.actorName.toLowerCase())
      return undefined;
    return item;
  };
  const callerOf = (request: FastifyRequest) => resolveCaller(ctx.store, accessTokenOf(request));
  const actorIdOf = (item: CatalogItem) => ctx.catalogue.actors.byName(item.actorName)?.id ?? null;
  /** Seed 001 §5: her items are refused to a caller from a country she bans. */
  const bannedFor = (item: CatalogItem, caller: Caller) => {
    const actorId = actorIdOf(item);
    return actorId !== null && bansCountry(ctx.store.db, actorId, countryOfCaller(caller));
  };
  const UNAVAILABLE = { error: 'unavailable_in_country' } as const;

  app.register(
    (rest, _options, done) => {
      for (const kind of ['video', 'album'] as const) {
        rest.get(`/${kind}/:id`, async (request, reply) => {
          const caller = callerOf(request);
          if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
          const item = itemOf(request, kind);
          if (!item) return reply.code(404).send({ error: `no ${kind}` });
          if (bannedFor(item, caller)) return reply.code(403).send(UNAVAILABLE);
          return withGallery(item, caller.kind === 'guest' ? caller.account : null);
        });
        rest.post(`/${kind}/:id/buy`, async (request, reply) => {
          const caller = callerOf(request);
          if (caller.kind !== 'guest' || caller.account.isLocked)
            return reply.code(401).send({ error: 'need_login' });
          const item = itemOf(request, kind);
          if (!item) return reply.code(404).send({ error: `no ${kind}` });
          if (bannedFor(item, caller)) return reply.code(403).send(UNAVAILABLE);
          const { payWith } = (request.body ?? {}) as { payWith?: unknown };
          return buy(reply, caller.account, item, payWith === 'voucher' ? 'voucher' : 'money');
        });
      }
      done();
    },
    { prefix: REST_PREFIX },
  );

  /** A purchase in money (today's price) or, for a video, with one of her video vouchers. */
  const buy = (
    reply: FastifyReply,
    account: Account,
    item: CatalogItem,
    payWith: 'money' | 'voucher',
  ) => {
    if (purchases.has(account.id, item) || item.priceEur === 0)
      return { item: withGallery(item, account) };
    if (item.avsRequired && account.state.avsStatus !== 'accepted')
      return reply.code(403).send({ error: 'need_age_check' });
    if (payWith === 'voucher') {
      if (item.kind !== 'video' || !offers.spendVideoVoucher(account, item))
        return reply.code(409).send({ error: 'no_voucher' });
      purchases.add(account.id, item);
      return { item: withGallery(item, account) };
    }
    const price = priceIn(offers.priceEur(item), account.currency).value;
    if (account.balance < price) return reply.code(402).send({ error: 'insufficient_balance' });
    ctx.store.accounts.setBalance(account.id, Math.round((account.balance - price) * 100) / 100);
    purchases.add(account.id, item);
    return { item: withGallery(item, account) };
  };

  app.post('/dev/content/reset', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    const balance = stringParam(request.query, 'balance');
    if (balance !== undefined && !/^\d+(\.\d{1,2})?$/.test(balance))
      return reply.code(400).send({ error: 'balance must be an amount like 1.50' });
    const removed = purchases.clear(account.id);
    if (balance !== undefined) {
      ctx.store.accounts.setBalance(account.id, Number(balance));
      ctx.hub.pushBalance(account.id, { isPayment: false });
    }
    return { success: true, removed };
  });

  app.get('/media/content/video/:id/full.m3u8', async (request, reply) => {
    const { id } = request.params as { id: string };
    const item = /^\d+$/.test(id) ? findItem(ctx.catalogue, 'video', Number(id)) : undefined;
    if (!item) return reply.code(404).send({ error: 'no video' });
    if (mediaRefused(ctx.store, request, actorIdOf(item))) return reply.code(403).send(UNAVAILABLE);
    const key = stringParam(request.query, 'key') ?? '';
    const accountId = playback.accountOf(key, item.id);
    const account = accountId === null ? undefined : ctx.store.accounts.findById(accountId);
    if (!account || !mayWatch(item, account, purchases.has(account.id, item)))
      return reply.code(403).send({ error: 'not_bought' });
    return reply
      .type('application/vnd.apple.mpegurl')
      .header('Cache-Control', 'no-store')
      .send(fullVideoPlaylist(item.id, item.duration ?? 60));
  });

  app.get('/media/content/:kind/:id/:picture', async (request, reply) => {
    const { kind, id, picture } = request.params as { kind: string; id: string; picture: string };
    if (kind === 'video' && picture === PREVIEW_CLIP) {
      const video = /^\d+$/.test(id) ? findItem(ctx.catalogue, 'video', Number(id)) : undefined;
      if (!video) return reply.code(404).send({ error: 'no video' });
      if (mediaRefused(ctx.store, request, actorIdOf(video)))
        return reply.code(403).send(UNAVAILABLE);
      return reply.header('Cache-Control', 'no-store').type('video/webm').send(PREVIEW_WEBM);
    }
    const number = /^(\d+)\.svg$/.exec(picture)?.[1];
    const item =
      (kind === 'video' || kind === 'album') && /^\d+$/.test(id)
        ? findItem(ctx.catalogue, kind, Number(id))
        : undefined;
    const count = item ? Math.max(item.previewCount, item.pictureCount) : 0;
    if (!item || number === undefined || Number(number) < 1 || Number(number) > count)
      return reply.code(404).send({ error: 'no picture' });
    if (mediaRefused(ctx.store, request, actorIdOf(item))) return reply.code(403).send(UNAVAILABLE);
    return reply
      .header('Cache-Control', 'no-store')
      .type('image/svg+xml')
      .send(pictureSvg(item, Number(number)));
  });
}

/**
 * The item as the page sees it, priced in the guest's currency (`quoteCurrencyOf`); an album
 * lists all its pictures only once bought, each with its unique id (`albumPictureId`: what a
 * picture's favourite pin names; a video's preview frames are numbered 1..N), a bought video carries the address of its whole video
 * (`full`, signed for the buyer).
 */
function describe(
  item: CatalogItem,
  bought: boolean,
  full: string | null = null,
  currency: QuoteCurrency = 'EUR',
): ContentItem {
  const picture = (n: number) => ({
    id: item.kind === 'album' ? albumPictureId(item.id, n) : n,
    url: pictureUrl(item, n),
    avsRequired: item.avsRequired,
  });
  const range = (count: number) => Array.from({ length: count }, (_, index) => picture(index + 1));
  return {
    kind: item.kind,
    id: item.id,
    actorName: item.actorName,
    title: item.title,
    description: item.description,
    price: { value: item.priceEur, currency },
    avsRequired: item.avsRequired,
    bought: bought || item.priceEur === 0,
    duration: item.duration,
    pictureCount: item.pictureCount,
    previews: range(item.previewCount),
    pictures:
      item.kind === 'album' && (bought || item.priceEur === 0) ? range(item.pictureCount) : [],
    preview:
      item.kind === 'video' ? { src: previewClipUrl(item), poster: pictureUrl(item, 1) } : null,
    playback: full === null ? null : { src: full },
  };
}

class Purchases {
  constructor(private readonly db: Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS content_purchases (
      account_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      item_id INTEGER NOT NULL,
      PRIMARY KEY (account_id, kind, item_id)
    )`);
  }

  has(accountId: number, item: CatalogItem): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM content_purchases WHERE account_id = ? AND kind = ? AND item_id = ?',
        )
        .get(accountId, item.kind, item.id) !== undefined
    );
  }

  /** Forgets every purchase of an account; how many there were. */
  clear(accountId: number): number {
    return this.db.prepare('DELETE FROM content_purchases WHERE account_id = ?').run(accountId)
      .changes;
  }

  add(accountId: number, item: CatalogItem): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO content_purchases (account_id, kind, item_id) VALUES (?, ?, ?)',
      )
      .run(accountId, item.kind, item.id);
  }
}
