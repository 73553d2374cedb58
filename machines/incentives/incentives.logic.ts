import type { Incentive } from './incentives.types.ts';

/** An incentive on screen: what the server sent plus the seconds its countdown has left. */
export interface ShownIncentive extends Incentive {
  /** Seconds left, counted down by the machine's one-second delay; null without a countdown. */
  remaining: number | null;
}

/** The page-load event; every other event name comes with the incentive itself. */
export const PAGE_LOAD_EVENT = 'pageLoad';

/**
 * Takes in a reply's incentives: they replace every earlier incentive of the same event (seed
 * 000 §4) and of `replacedEvent` (the call that asked, so an empty reply clears its old ones);
 * blocked unique groups are dropped; within a region a unique group keeps only its highest
 * priority. The result is ordered by region, then priority (highest first), then id.
 */
export function mergeIncentives(
  shown: readonly ShownIncentive[],
  incoming: readonly Incentive[],
  replacedEvent: string,
  blockedGroups: readonly string[],
): ShownIncentive[] {
  const events = new Set([replacedEvent, ...incoming.map((incentive) => incentive.event)]);
  const kept = shown.filter((incentive) => !events.has(incentive.event));
  const added = incoming
    .filter(
      (incentive) =>
        incentive.uniqueGroup === null || !blockedGroups.includes(incentive.uniqueGroup),
    )
    .filter((incentive) => incentive.countdown === null || incentive.countdown > 0)
    .map((incentive) => ({ ...incentive, remaining: incentive.countdown }));
  const byId = new Map<string, ShownIncentive>();
  for (const incentive of [...kept, ...added]) byId.set(incentive.id, incentive);
  return onePerGroup([...byId.values()]).sort(compareShown);
}

function onePerGroup(list: ShownIncentive[]): ShownIncentive[] {
  const best = new Map<string, ShownIncentive>();
  for (const incentive of list) {
    if (incentive.uniqueGroup === null) continue;
    const key = `${incentive.region}\u0000${incentive.uniqueGroup}`;
    const current = best.get(key);
    if (!current || compareShown(incentive, current) < 0) best.set(key, incentive);
  }
  return list.filter(
    (incentive) =>
      incentive.uniqueGroup === null ||
      best.get(`${incentive.region}\u0000${incentive.uniqueGroup}`) === incentive,
  );
}

function compareShown(a: ShownIncentive, b: ShownIncentive): number {
  if (a.region !== b.region) return a.region < b.region ? -1 : 1;
  if (a.priority !== b.priority) return b.priority - a.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** One second passed: countdowns go down by one, and incentives whose offer ran out go. */
export function tickCountdowns(shown: readonly ShownIncentive[]): ShownIncentive[] {
  return shown
    .map((incentive) =>
      incentive.remaining === null
        ? incentive
        : { ...incentive, remaining: incentive.remaining - 1 },
    )
    .filter((incentive) => incentive.remaining === null || incentive.remaining > 0);
}

export const hasCountdown = (shown: readonly ShownIncentive[]): boolean =>
  shown.some((incentive) => incentive.remaining !== null && incentive.remaining > 0);

/** `set-refill-window-hidden` answered success: that type leaves the region it was shown in. */
export function withoutType(
  shown: readonly ShownIncentive[],
  incentiveType: string,
  region: string | null,
): ShownIncentive[] {
  return shown.filter(
    (incentive) =>
      incentive.type !== incentiveType || (region !== null && incentive.region !== region),
  );
}

/** Adds a group to the block list (kept in the incentive-block cookie), without repeats. */
export function withBlockedGroup(blocked: readonly string[], group: string | null): string[] {
  if (group === null || blocked.includes(group)) return [...blocked];
  return [...blocked, group];
}

/** `mm:ss`, or `h:mm:ss` from an hour on; what the countdowns show. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
