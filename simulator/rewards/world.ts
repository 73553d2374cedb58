import { berlinDateKey } from '../../machines/rewards/berlinTime.ts';
import type { Benefits, GameReward, GameType } from '../../machines/rewards/rewards.types.ts';

/**
 * One guest's rewards as the demo platform keeps them: the simulator stores it per account (as
 * JSON) and the demo services keep one in memory. Every operation takes "now" (epoch ms) and is
 * deterministic, so tests can name their dates.
 */
export interface RewardsWorldState {
  spins: number;
  vouchers: Benefits['vouchers'];
  messengerGifts: number;
  freeMessages: number;
  attempts: number;
  games: Record<
    GameType,
    { usedByDay: Record<string, number>; gained: GameReward[]; points: number }
  >;
  dailyClaimed: string[];
  eggDays: string[];
  easterHistory: { rewardId: number; date: string }[];
  adventOpened: number[];
  events: Record<string, { points: number; doneByDay: Record<string, number>; redeemed: number[] }>;
  giftClaims: string[];
  redeemedCodes: string[];
  wonCodes: string[];
  /** Actor names by id, as the gift calendar pages named them. */
  giftActors: Record<string, string>;
  /** The daily bonus event's redirect and hides-page flag (a developer control sets them). */
  dailyEvent: { redirect: string | null; hidesPage: boolean };
}

/** What an operation changed beyond the world: money (EUR, + credit / − charge) and loyalty points. */
export interface WorldEffects {
  balanceDelta: number;
  loyaltyPoints: number;
  vouchersChanged: boolean;
}

export const DAY = 86_400_000;

export function newRewardsWorld(): RewardsWorldState {
  return {
    spins: 3,
    vouchers: [
      {
        type: 2,
        amount: 5,
        validFrom: null,
        validTo: '2027-12-31',
        actors: [{ id: 3101, name: 'LunaLove' }],
      },
    ],
    messengerGifts: 1,
    freeMessages: 2,
    attempts: 0,
    games: {
      spinwheel: { usedByDay: {}, gained: [], points: 0 },
      slotmachine: { usedByDay: {}, gained: [], points: 0 },
    },
    dailyClaimed: [],
    eggDays: [],
    easterHistory: [],
    adventOpened: [],
    events: {},
    giftClaims: [],
    redeemedCodes: [],
    wonCodes: [],
    giftActors: {},
    dailyEvent: { redirect: null, hidesPage: false },
  };
}

/** Midnight (Berlin) of the day `now` falls on, as epoch ms of that date at 00:00 UTC. */
export function dayStart(now: number) {
  return Date.parse(`${berlinDateKey(now)}T00:00:00Z`);
}
/** The Berlin date key `days` after the day of `now`. */
export function dayKey(now: number, days = 0) {
  return berlinDateKey(dayStart(now) + days * DAY + 12 * 3_600_000);
}
