import type { Database } from 'better-sqlite3';
import { picture, type Picture } from './pictures.ts';
import {
  countRows,
  eur,
  iso,
  pageBounds,
  Where,
  type Money,
  type Page,
  type PageRequest,
} from './query.ts';

export interface ChatShow {
  id: number;
  actorId: number;
  actorName: string;
  title: string;
  description: string;
  start: string;
  end: string;
  price: Money;
  isFree: boolean;
  isFeatured: boolean;
  isAutoFeatured: boolean;
  isInternal: boolean;
  status: 'ok' | 'cancelled';
  capacity: number;
  ticketsSold: number;
  bonusCode: string | null;
  actorOnline: boolean;
  hasStarted: boolean;
  isBought: boolean;
  canBuy: boolean;
  imageUrl: string;
  sedcards: Picture[];
}

/** Chat shows and their tickets: listed, bought, given back and (dev control) started. */
export class ChatShowAccess {
  constructor(
    protected readonly db: Database,
    protected readonly now: () => number,
  ) {}

  /**
   * Chat shows (status ok unless `all`), by start; `from` leaves out those that ended before it.
   * `accountId` answers isBought / canBuy for that guest.
   */
  chatShows(
    filter: { from?: number; all?: boolean; actorId?: number; accountId?: number } = {},
    page?: PageRequest,
  ): Page<ChatShow> {
    const { offset, limit } = pageBounds(page);
    const where = new Where();
    if (!filter.all) where.add("s.status = 'ok'");
    if (filter.from !== undefined) where.add('s.ends_at >= ?', filter.from);
    if (filter.actorId !== undefined) where.add('s.actor_id = ?', filter.actorId);
    const at = this.now();
    const rows = this.db
      .prepare<unknown[], Record<string, number | string | null>>(
        `SELECT s.*, a.name AS actor_name, a.is_online AS actor_online,
           EXISTS (SELECT 1 FROM cat_show_tickets t WHERE t.show_id = s.id AND t.account_id = ?) AS bought
         FROM cat_chat_shows s JOIN cat_actors a ON a.id = s.actor_id ${where.clause}
         ORDER BY s.starts_at, s.id LIMIT ? OFFSET ?`,
      )
      .all(filter.accountId ?? -1, ...where.params, limit, offset);
    const items = rows.map((row): ChatShow => {
      const startsAt = Number(row.starts_at);
      const endsAt = Number(row.ends_at);
      const soldOut = Number(row.tickets_sold) >= Number(row.capacity);
      return {
        id: Number(row.id),
        actorId: Number(row.actor_id),
        actorName: String(row.actor_name),
        title: String(row.title),
        description: String(row.description),
        start: iso(startsAt),
        end: iso(endsAt),
        price: eur(Number(row.price)),
        isFree: row.free === 1,
        isFeatured: row.featured === 1,
        isAutoFeatured: row.auto_featured === 1,
        isInternal: row.internal === 1,
        status: row.status === 'cancelled' ? 'cancelled' : 'ok',
        capacity: Number(row.capacity),
        ticketsSold: Number(row.tickets_sold),
        bonusCode: row.bonus_code === null ? null : String(row.bonus_code),
        actorOnline: row.actor_online === 1,
        hasStarted: startsAt <= at,
        isBought: row.bought === 1,
        // Sales close at the start (simulator/chatShows/tickets.ts: `started`).
        canBuy: row.bought !== 1 && !soldOut && startsAt > at && row.status === 'ok',
        imageUrl: picture('show', Number(row.id)).url,
        sedcards: [picture('sedcard', `${String(row.actor_id)}-1`)],
      };
    });
    return { total: countRows(this.db, 'cat_chat_shows s', where), offset, limit, items };
  }

  /**
   * Stores a ticket of one chat show for a guest (seed 001 §7 `buyChatTicket`): `null` when the
   * show is unknown, else why not (`already_bought`, `sold_out`, `ended`, `cancelled`) or 'ok'.
   */
  buyChatTicket(
    showId: number,
    accountId: number,
  ): 'ok' | 'unknown' | 'cancelled' | 'ended' | 'already_bought' | 'sold_out' {
    const row = this.db
      .prepare<
        [number],
        { status: string; ends_at: number; capacity: number; tickets_sold: number }
      >('SELECT status, ends_at, capacity, tickets_sold FROM cat_chat_shows WHERE id = ?')
      .get(showId);
    if (!row) return 'unknown';
    if (row.status !== 'ok') return 'cancelled';
    if (row.ends_at <= this.now()) return 'ended';
    const held = this.db
      .prepare('SELECT 1 FROM cat_show_tickets WHERE show_id = ? AND account_id = ?')
      .get(showId, accountId);
    if (held) return 'already_bought';
    if (row.tickets_sold >= row.capacity) return 'sold_out';
    this.db
      .prepare('INSERT INTO cat_show_tickets VALUES (?, ?, ?)')
      .run(showId, accountId, this.now());
    this.db
      .prepare('UPDATE cat_chat_shows SET tickets_sold = tickets_sold + 1 WHERE id = ?')
      .run(showId);
    return 'ok';
  }

  /**
   * Her ticket show running now (status ok, started, not ended), with whether the guest holds a
   * ticket of it; undefined when none runs.
   */
  runningChatShow(actorId: number, accountId: number): ChatShow | undefined {
    const at = this.now();
    return this.chatShows({ actorId, accountId, from: at }).items.find((show) => show.hasStarted);
  }

  /**
   * Developer control: her show starts now, or `inMs` from now (keeping its length), so a guest
   * holding a ticket can join it; false when there is no such show.
   */
  startChatShowNow(showId: number, inMs = 0): boolean {
    const at = this.now() + inMs;
    return (
      this.db
        .prepare(
          'UPDATE cat_chat_shows SET ends_at = ? + (ends_at - starts_at), starts_at = ? WHERE id = ?',
        )
        .run(at, at, showId).changes === 1
    );
  }

  /** Gives a guest's ticket back (seed 001 §7 `removeChatTicket`); false when none was held. */
  removeChatTicket(showId: number, accountId: number): boolean {
    const removed = this.db
      .prepare('DELETE FROM cat_show_tickets WHERE show_id = ? AND account_id = ?')
      .run(showId, accountId).changes;
    if (removed === 0) return false;
    this.db
      .prepare('UPDATE cat_chat_shows SET tickets_sold = MAX(0, tickets_sold - 1) WHERE id = ?')
      .run(showId);
    return true;
  }
}
