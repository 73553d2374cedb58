import { createListMachine } from '../list/list.machine.ts';
import type { RewardsRequest } from '../rewards/rewards.types.ts';

/**
 * One month of the VIP30 value history (seed 001 §7; shape: decision 0027): the VIP30 offer
 * videos a VIP could watch free that month and what they were worth. `id` is the month.
 */
export interface Vip30Month {
  /** `YYYY-MM`. */
  id: string;
  videos: number;
  value: number;
  currency: string;
}

export type Vip30Query = { request: RewardsRequest };

export const vip30HistoryListMachine = createListMachine<Vip30Month, Vip30Query>();

/** The history's list actor (system id), spawned by the benefits machine. */
export const VIP30_HISTORY_LIST = 'benefits.vip30.list';

/** Months asked for: half a year. */
export const VIP30_MONTHS = 6;

/**
 * What the whole shown history was worth, in its currency (null when there is none).
 *
 * @example vip30Total([{ id: '2026-11', videos: 2, value: 9.98, currency: 'EUR' }]) // { value: 9.98, currency: 'EUR', videos: 2 }
 */
export function vip30Total(
  months: readonly Vip30Month[],
): { value: number; videos: number; currency: string } | null {
  const first = months[0];
  if (!first) return null;
  const value = months.reduce((sum, month) => sum + month.value, 0);
  const videos = months.reduce((sum, month) => sum + month.videos, 0);
  return { value: Math.round(value * 100) / 100, videos, currency: first.currency };
}
