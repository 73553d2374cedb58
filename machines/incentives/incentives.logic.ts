import { exitCodeInfo } from '../liveChat/exitCodes.ts';
import type {
  EventRequest,
  Incentive,
  IncentivesEvent,
  NamedEventName,
  ShownIncentive,
} from './incentives.types.ts';

/** The page-load event; every other event name comes with the incentive itself. */
export const PAGE_LOAD_EVENT = 'pageLoad';

/**
 * Takes in a reply's incentives: they replace every earlier incentive of the same event (seed
 * 000 §4) and of `replacedEvent` (the call that asked, so an empty reply clears its old ones);
 * blocked unique groups are dropped; within a region a unique group keeps only its highest
 * priority. A countdown (the seconds left when the server answered) ends `countdown` seconds
 * after `receivedAt`, the wall-clock time the reply arrived. The result is ordered by region,
 * then priority (highest first), then id.
 */
export function mergeIncentives(
  shown: readonly ShownIncentive[],
  incoming: readonly Incentive[],
  replacedEvent: string,
  blockedGroups: readonly string[],
  receivedAt: number,
): ShownIncentive[] {
  const events = new Set([replacedEvent, ...incoming.map((incentive) => incentive.event)]);
  const kept = shown.filter((incentive) => !events.has(incentive.event));
  const added = incoming
    .filter(
      (incentive) =>
        incentive.uniqueGroup === null || !blockedGroups.includes(incentive.uniqueGroup),
    )
    .filter((incentive) => incentive.countdown === null || incentive.countdown > 0)
    .map((incentive) => ({
      ...incentive,
      endsAt: incentive.countdown === null ? null : receivedAt + incentive.countdown * 1000,
    }));
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

/** The first end of a countdown among the shown incentives (ms since the epoch), else null. */
export function nextEnd(shown: readonly ShownIncentive[]): number | null {
  let first: number | null = null;
  for (const { endsAt } of shown)
    if (endsAt !== null && (first === null || endsAt < first)) first = endsAt;
  return first;
}

/** The incentives whose offer still runs at `now`: the ones whose countdown ended go. */
export const runningAt = (shown: readonly ShownIncentive[], now: number): ShownIncentive[] =>
  shown.filter((incentive) => incentive.endsAt === null || incentive.endsAt > now);

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

/**
 * The incentive event of a live chat's end, by its exit code's group: a live preview's, a chat's;
 * a chat refused before it started is none.
 *
 * @example
 * chatEndEvent(501); // 'livePreviewEnd'
 */
export function chatEndEvent(exitCode: number): NamedEventName | null {
  const { group } = exitCodeInfo(exitCode);
  if (group === 'preview') return 'livePreviewEnd';
  return group === 'chat' ? 'liveChatEnd' : null;
}

/** What an event's call asks for: an album's event with its album, a named one by name. */
export function eventRequestOf(
  event: Extract<
    IncentivesEvent,
    { type: 'incentives.eventOccurred' | 'incentives.namedEventOccurred' }
  >,
): EventRequest {
  return event.type === 'incentives.eventOccurred'
    ? { event: event.event, albumId: event.albumId }
    : { event: event.event, albumId: null };
}
