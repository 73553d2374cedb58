import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { platformDay, VIDEO_VOUCHER_TYPE } from '../../machines/content/content.offers.ts';
import type { DailyBonusPrice } from '../../machines/content/content.types.ts';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';
import type { Account } from '../store/accounts.ts';
import { findItem, type CatalogItem } from './catalog.ts';

/**
 * The video page's buying options on the platform (seed 001 §3 Video, Benefits; §7 guest
 * vouchers): daily-bonus prices by video and day (`content_daily_prices`), the guest's vouchers on
 * the query service (`guestVouchers`, from her guest state, the ones the `vouchers` push tells),
 * and a video voucher spent on a purchase (one fewer, pushed).
 * Developer control (e2e): `POST /dev/content/dailyPrice?video=<id>&price=<amount>[&day=YYYY-MM-DD]`
 * sets a video's daily-bonus price for the day (default: today).
 */
export class ContentOffers {
  constructor(
    private readonly ctx: SimulatorContext,
    private readonly now: () => number,
  ) {
    ctx.store.db.exec(`CREATE TABLE IF NOT EXISTS content_daily_prices (
      video_id INTEGER NOT NULL, day TEXT NOT NULL, price REAL NOT NULL,
      PRIMARY KEY (video_id, day))`);
  }

  private get db(): Database {
    return this.ctx.store.db;
  }

  /** The daily-bonus price set for the video today, if any. */
  dailyPrice(item: CatalogItem): DailyBonusPrice | null {
    if (item.kind !== 'video') return null;
    const day = platformDay(this.now());
    const row = this.db
      .prepare<[number, string], { price: number }>(
        'SELECT price FROM content_daily_prices WHERE video_id = ? AND day = ?',
      )
      .get(item.id, day);
    return row ? { value: row.price, currency: 'EUR', day } : null;
  }

  /** What a purchase in money costs today (euro): the daily-bonus price when lower. */
  priceEur(item: CatalogItem): number {
    const daily = this.dailyPrice(item);
    return daily && daily.value < item.priceEur ? daily.value : item.priceEur;
  }

  /** The account's vouchers as the query service tells them (the actor by name). */
  vouchersOf(account: Account, type?: number) {
    return account.state.vouchers
      .filter((voucher) => type === undefined || voucher.type === type)
      .filter((voucher) => voucher.amount > 0)
      .map((voucher) => ({
        type: voucher.type,
        amount: voucher.amount,
        actorName:
          voucher.actorId === null
            ? null
            : (this.ctx.catalogue.actors.byId(voucher.actorId)?.name ?? null),
      }));
  }

  /**
   * Spends one video voucher good for the item's actor; false when the account has none. The
   * guest's open pages hear of it (`vouchers`).
   */
  spendVideoVoucher(account: Account, item: CatalogItem): boolean {
    const actorId = this.ctx.catalogue.actors.byName(item.actorName)?.id ?? null;
    const vouchers = account.state.vouchers.map((voucher) => ({ ...voucher }));
    const voucher = vouchers.find(
      (each) =>
        each.type === VIDEO_VOUCHER_TYPE &&
        each.amount >= 1 &&
        (each.actorId === null || each.actorId === actorId),
    );
    if (!voucher) return false;
    voucher.amount -= 1;
    const left = vouchers.filter((each) => each.amount > 0);
    this.ctx.store.accounts.patchState(account.id, { vouchers: left });
    this.ctx.hub.push(account.id, { type: 'vouchers', vouchers: left });
    return true;
  }

  register(app: FastifyInstance): void {
    registerResolvers(app, 'query', {
      Query: {
        guestVouchers: (_, args, context) =>
          this.vouchersOf(
            requireGuest(context),
            typeof args.type === 'number' ? args.type : undefined,
          ),
      },
    });
    app.post('/dev/content/dailyPrice', async (request, reply) => {
      const id = Number(stringParam(request.query, 'video'));
      const price = stringParam(request.query, 'price') ?? '';
      const day = stringParam(request.query, 'day') ?? platformDay(this.now());
      const item = Number.isInteger(id) ? findItem(this.ctx.catalogue, 'video', id) : undefined;
      if (!item) return reply.code(404).send({ error: 'no such video' });
      if (!/^\d+(\.\d{1,2})?$/.test(price) || !/^\d{4}-\d{2}-\d{2}$/.test(day))
        return reply.code(400).send({ error: 'price like 1.99, day like 2026-01-31' });
      this.db
        .prepare(
          `INSERT INTO content_daily_prices (video_id, day, price) VALUES (?, ?, ?)
           ON CONFLICT (video_id, day) DO UPDATE SET price = excluded.price`,
        )
        .run(item.id, day, Number(price));
      return { success: true, day };
    });
  }
}
