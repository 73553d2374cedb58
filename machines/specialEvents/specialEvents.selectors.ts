import type { SnapshotFrom } from 'xstate';
import type {
  EasterReward,
  EventActionResult,
  EventPage,
  SpecialEvent,
} from '../rewards/rewards.types.ts';
import type { specialEventsMachine } from './specialEvents.machine.ts';

type Snapshot = SnapshotFrom<typeof specialEventsMachine>;

export type EventPageView =
  | { status: 'waiting' | 'visitor' | 'closed' }
  | { status: 'loading' | 'failed'; error: string | null }
  | {
      status: 'idle' | 'acting' | 'rewarded' | 'refused' | 'actionFailed';
      page: EventPage;
      result: EventActionResult | null;
      error: string | null;
    };

const SHOWING = ['acting', 'rewarded', 'refused', 'actionFailed'] as const;

export function selectEventPage(snapshot: Snapshot): EventPageView {
  const { page, lastResult, error } = snapshot.context;
  if (snapshot.matches('visitor')) return { status: 'visitor' };
  if (snapshot.matches('closed')) return { status: 'closed' };
  if (snapshot.matches({ open: 'loading' })) return { status: 'loading', error: null };
  if (snapshot.matches({ open: 'failed' }) || page === null)
    return { status: 'failed', error: error?.message ?? 'unknown' };
  const status =
    SHOWING.find((state) => snapshot.matches({ open: { showing: { action: state } } })) ?? 'idle';
  return {
    status,
    page,
    result: lastResult,
    error: status === 'actionFailed' ? (error?.message ?? 'unknown') : null,
  };
}

/** Easter rewards as the page lists them: hidden ones stay secret until unlocked. */
export function easterRewardsView(rewards: readonly EasterReward[], collectedEggs: number) {
  return [...rewards]
    .sort((a, b) => a.requiredEggs - b.requiredEggs)
    .map((reward) => ({
      ...reward,
      unlocked: collectedEggs >= reward.requiredEggs,
      secret: reward.hidden && collectedEggs < reward.requiredEggs,
      eggsMissing: Math.max(0, reward.requiredEggs - collectedEggs),
    }));
}

/**
 * A calendar door or gift day, as the guest may use it: only today's can be claimed (the
 * platform refuses others with `not_today`), so earlier ones are missed and later ones wait.
 */
export type CalendarDayState = 'claimed' | 'today' | 'upcoming' | 'missed';

/** `date` and `today` are Berlin dates `YYYY-MM-DD` (they compare as text). */
export function calendarDayState(date: string, today: string, claimed: boolean): CalendarDayState {
  if (claimed) return 'claimed';
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'missed';
}

/**
 * An event's rewards as the page lists them, by required points: redeemed, claimable with the
 * points the guest has, or locked with the points still missing (the platform refuses those
 * with `not_enough_points`).
 */
export function eventRewardsView(event: Pick<SpecialEvent, 'points' | 'rewards'>) {
  return [...event.rewards]
    .sort((a, b) => a.requiredPoints - b.requiredPoints)
    .map((reward) => ({
      ...reward,
      state: reward.redeemed
        ? ('redeemed' as const)
        : event.points >= reward.requiredPoints
          ? ('claimable' as const)
          : ('locked' as const),
      pointsMissing: Math.max(0, reward.requiredPoints - event.points),
    }));
}

/**
 * The actor's name as the gift calendar shows it: the loaded calendar's (the platform spells it,
 * e.g. "LunaLove"), else a name known elsewhere that matches the route's (a messenger channel's),
 * else the route parameter, which links write in lower case ("lunalove"). A calendar or name of
 * another actor (the page before a navigation) is never used.
 *
 * @example giftCalendarActorName(selectEventPage(snapshot), 'lunalove', ['LunaLove']) // 'LunaLove'
 */
export function giftCalendarActorName(
  view: EventPageView,
  routeName: string,
  knownNames: readonly string[] = [],
): string {
  const same = (name: string) => name.toLowerCase() === routeName.toLowerCase();
  const loaded =
    'page' in view && view.page.kind === 'giftCalendar' ? view.page.calendar.actorName : null;
  const candidates = [loaded, ...knownNames].filter(
    (name): name is string => name !== null && same(name),
  );
  // The first spelling that says more than the lower-cased route (a simulator may echo it back).
  return candidates.find((name) => name !== routeName.toLowerCase()) ?? candidates[0] ?? routeName;
}
