import type {
  DailyBonusClaimResult,
  DailyBonusData,
  DailyBonusOffer,
} from '../../machines/rewards/rewards.types.ts';
import type { RewardsWorldState } from './world.ts';

/**
 * What the demo platform keeps beside `world.ts` for the rewards boxes (the simulator stores
 * it in the same JSON row; the demo services in memory): the box keys a guest has seen, and the
 * advent calendar's opened doors per edition (configuration year), so the current calendar and
 * last year's are served side by side, each with its own doors.
 */
export type BoxWorldState = RewardsWorldState & {
  seenBoxes?: string[];
  adventByYear?: Record<string, number[]>;
  /** A developer's choice of one day's offer kind (`/dev/rewards/offer`), e.g. a top-up today. */
  offerOverride?: { date: string; offer: DailyBonusOffer['offer'] };
};

/** Marks a box key as seen; `first` only the first time. */
export function markBoxSeen(world: BoxWorldState, key: string): { first: boolean } {
  const seen = (world.seenBoxes ??= []);
  if (seen.includes(key)) return { first: false };
  seen.push(key);
  return { first: true };
}

/** The calendar edition of a moment: the year the demo calendar is configured for then. */
const adventEdition = (at: number) => String(new Date(at).getUTCFullYear());

/**
 * Runs a calendar call on the edition of `at`: `world.ts` keeps one list of opened doors
 * (`adventOpened`); it holds that edition's doors while `run` works, then goes back to its place.
 */
export function inAdventEdition<T>(world: BoxWorldState, at: number, run: () => T): T {
  const byYear = (world.adventByYear ??= {});
  const year = adventEdition(at);
  world.adventOpened = byYear[year] ?? [];
  try {
    return run();
  } finally {
    byYear[year] = world.adventOpened;
    world.adventOpened = [];
  }
}

/** The flat top-up bonus of the demo offers (EUR on the next top-up). */
const TOP_UP_FLAT_BONUS = 5;

/** A `TopUpFlat` offer names its bonus (the demo world leaves the effect out). */
function withTopUpEffect(offer: DailyBonusOffer): DailyBonusOffer;
function withTopUpEffect(offer: DailyBonusOffer | null): DailyBonusOffer | null;
function withTopUpEffect(offer: DailyBonusOffer | null): DailyBonusOffer | null {
  if (!offer || offer.offer !== 'TopUpFlat' || offer.effect) return offer;
  return {
    ...offer,
    effect: { name: 'topUpBonus', value: TOP_UP_FLAT_BONUS, unit: 'EUR', code: 'DAILYFLAT5' },
  };
}

/** An offer as the guest sees it: the developer's kind for its day, a flat top-up's bonus. */
function shown(world: BoxWorldState, offer: DailyBonusOffer | null): DailyBonusOffer | null {
  const override = world.offerOverride;
  const kind =
    offer && override?.date === offer.date
      ? {
          ...offer,
          offer: override.offer,
          effect:
            override.offer === 'TopUpPercent'
              ? { name: 'topUpBonus', value: 20, unit: 'percent', code: 'DAILY20' }
              : null,
          content: null,
        }
      : offer;
  return withTopUpEffect(kind);
}

export const dailyBonusWithEffects = (
  world: BoxWorldState,
  data: DailyBonusData,
): DailyBonusData => ({
  ...data,
  today: shown(world, data.today),
  yesterday: shown(world, data.yesterday),
  tomorrow: shown(world, data.tomorrow),
  consumedOffers: data.consumedOffers.map((offer) => shown(world, offer)!),
});

export const claimWithEffects = (
  world: BoxWorldState,
  result: DailyBonusClaimResult,
): DailyBonusClaimResult => ({ ...result, offer: shown(world, result.offer) });
