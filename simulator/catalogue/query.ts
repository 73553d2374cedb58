import type { Database } from 'better-sqlite3';

/** Paging and money shapes shared by the catalogue's data access. */

export interface PageRequest {
  offset?: number;
  /** 1 … MAX_LIMIT; default DEFAULT_LIMIT. */
  limit?: number;
}

export interface Page<T> {
  /** How many rows match the filter (all pages). */
  total: number;
  offset: number;
  limit: number;
  items: T[];
}

export interface Money {
  value: number;
  currency: 'EUR';
}

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 200;

export const eur = (value: number): Money => ({ value, currency: 'EUR' });

export function pageBounds(page: PageRequest = {}): { offset: number; limit: number } {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(page.limit ?? DEFAULT_LIMIT)));
  return { offset: Math.max(0, Math.floor(page.offset ?? 0)), limit };
}

/** A WHERE clause built from optional parts, with its parameters in order. */
export class Where {
  private readonly parts: string[] = [];
  readonly params: (string | number)[] = [];

  add(sql: string, ...params: (string | number)[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  /** `column IN (?, ?, …)`; an empty list matches nothing. */
  in(column: string, values: readonly (string | number)[]): this {
    if (values.length === 0) return this.add('0');
    return this.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  }

  /** The clause as SQL: `WHERE a AND b`, or nothing when no part was added. */
  get clause(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.join(' AND ')}`;
  }
}

/** How many rows of `from` (a table, with an alias if the clause uses one) match `where`. */
export function countRows(db: Database, from: string, where: Where): number {
  return (
    db.prepare(`SELECT count(*) AS n FROM ${from} ${where.clause}`).get(...where.params) as {
      n: number;
    }
  ).n;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const bool = (value: number) => value === 1;
