import type { SnapshotFrom } from 'xstate';
import type { incentivesMachine } from './incentives.machine.ts';
import type { Banner, IncentiveRegion, ShownIncentive, Teaser } from './incentives.types.ts';

type IncentivesSnapshot = SnapshotFrom<ReturnType<typeof incentivesMachine>>;

const byRegionCache = new WeakMap<object, Map<string, ShownIncentive[]>>();
const EMPTY: never[] = [];

/** The incentives of one region, highest priority first; stable while the list is unchanged. */
export function selectRegionIncentives(region: IncentiveRegion) {
  return (snapshot: IncentivesSnapshot): ShownIncentive[] => {
    const list = snapshot.context.incentives;
    let cache = byRegionCache.get(list);
    if (!cache) {
      cache = new Map();
      byRegionCache.set(list, cache);
    }
    let inRegion = cache.get(region);
    if (!inRegion) {
      inRegion = list.filter((incentive) => incentive.region === region);
      if (inRegion.length === 0) inRegion = EMPTY;
      cache.set(region, inRegion);
    }
    return inRegion;
  };
}

export const selectTeasers = (snapshot: IncentivesSnapshot): Teaser[] => snapshot.context.teasers;
export const selectBanners = (snapshot: IncentivesSnapshot): Banner[] => snapshot.context.banners;

/** The last failed conversion call (name and message), or null. */
export const selectIncentivesError = (snapshot: IncentivesSnapshot) => snapshot.context.lastError;

export const selectIsLoadingIncentives = (snapshot: IncentivesSnapshot): boolean =>
  snapshot.hasTag('loadingIncentives');

export const selectIsCountingDown = (snapshot: IncentivesSnapshot): boolean =>
  snapshot.hasTag('countingDown');
