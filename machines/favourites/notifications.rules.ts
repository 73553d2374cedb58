import type {
  ActorNotifications,
  FavouriteActor,
  NotificationAnswer,
  NotificationChange,
  NotificationMedium,
  UndoneNotification,
} from './favourites.types.ts';

/** What the notification switches are read from (the child's context). */
export interface NotificationFacts {
  known: Readonly<Record<number, ActorNotifications>>;
  waiting: readonly NotificationChange[];
  undone: readonly UndoneNotification[];
}

/** The same switch set the same way. */
const sameNotification = (a: NotificationChange, b: NotificationChange): boolean =>
  a.actorId === b.actorId && a.medium === b.medium && a.enabled === b.enabled;

/**
 * Each favourite's switches by actor id, as a list carries them; a favourite the list gives
 * none for (a server without our extension) has no switches.
 */
export function knownNotificationsOf(
  actors: readonly FavouriteActor[],
): Record<number, ActorNotifications> {
  const known: Record<number, ActorNotifications> = {};
  for (const actor of actors) if (actor.notifications) known[actor.id] = { ...actor.notifications };
  return known;
}

/**
 * A switch as the guest sees it: her last change still waiting for its answer (optimistic), else
 * what the server listed; null for a favourite without switches.
 */
export function notificationShown(
  facts: NotificationFacts,
  actorId: number,
  medium: NotificationMedium,
): boolean | null {
  const last = facts.waiting.findLast(
    (change) => change.actorId === actorId && change.medium === medium,
  );
  if (last) return last.enabled;
  return facts.known[actorId]?.[medium] ?? null;
}

/**
 * The context after an answer: its change no longer waits, and is said to be taken back when the
 * server refused it. An answer to a change no longer waiting (taken back for want of an answer,
 * or another tab's) that the server kept is no longer said to be undone: it happened after all.
 */
export function settledBy(
  facts: NotificationFacts,
  answer: NotificationAnswer,
): Pick<NotificationFacts, 'waiting' | 'undone'> {
  const index = facts.waiting.findIndex((change) => sameNotification(change, answer));
  const change = facts.waiting[index];
  if (change === undefined)
    return {
      waiting: [...facts.waiting],
      undone: answer.accepted
        ? facts.undone.filter((each) => !sameNotification(each.change, answer))
        : [...facts.undone],
    };
  return {
    waiting: facts.waiting.filter((_, at) => at !== index),
    undone: answer.accepted ? [...facts.undone] : [...facts.undone, { change, reason: 'refused' }],
  };
}
