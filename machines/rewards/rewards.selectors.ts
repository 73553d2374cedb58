import type { SnapshotFrom } from 'xstate';
import type { rewardsMachine } from './rewards.machine.ts';
import type { EventListing, EventsList } from './rewards.types.ts';

type Snapshot = SnapshotFrom<typeof rewardsMachine>;

/**
 * The Rewards menu's events list as the menu shows it: nothing for a visitor (no menu), not
 * asked yet, loading, failed with its reason, or the platform's list (the context's own object,
 * so a selector comparing by identity re-renders only when it changes).
 */
export type EventsMenuState =
  | { status: 'none' | 'idle' | 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'loaded'; list: EventsList };

export function selectEventsMenu(snapshot: Snapshot): EventsMenuState {
  const { events, error } = snapshot.context;
  if (
    snapshot.matches({ ready: { events: 'dating' } }) ||
    snapshot.matches({ ready: { events: 'loading' } })
  )
    return { status: 'loading' };
  if (snapshot.matches({ ready: { events: 'failed' } }))
    return { status: 'failed', error: error?.message ?? 'unknown' };
  // While the day is checked on a new opening, the list in hand stays shown.
  if (
    (snapshot.matches({ ready: { events: 'loaded' } }) ||
      snapshot.matches({ ready: { events: 'checkingDay' } })) &&
    events
  )
    return { status: 'loaded', list: events };
  if (snapshot.matches({ ready: { events: 'idle' } })) return { status: 'idle' };
  return { status: 'none' };
}

/** Two menu states are the same for a view when their status and list are. */
export function sameEventsMenu(a: EventsMenuState, b: EventsMenuState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'failed' && b.status === 'failed') return a.error === b.error;
  if (a.status === 'loaded' && b.status === 'loaded') return a.list === b.list;
  return true;
}

/**
 * The events of the list by the list's own Berlin date (`today`, dates compare as text):
 * `running` (started, not ended; in the platform's order) and `upcoming` (not started yet, the
 * soonest first). Ended events are left out.
 */
export function eventsOfToday(list: EventsList): {
  running: EventListing[];
  upcoming: EventListing[];
} {
  const { today, events } = list;
  return {
    running: events.filter((event) => event.start <= today && today <= event.end),
    upcoming: events
      .filter((event) => event.start > today)
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id)),
  };
}
