import type { ShownIncentive } from './incentives.types.ts';

/** What floats over the first screen besides the cookie banner, and what the queue lets show. */
interface FloatingQueueInput<TNotification> {
  /** The cookie banner is up (consent undecided): it takes the bottom edge. */
  bannerUp: boolean;
  /** A phone-sized screen: one floating box at a time, whatever it is. */
  mobile: boolean;
  /** A live chat under way or just ended is on screen: the page's main action, no card over it. */
  chatOnScreen: boolean;
  /** The corner offers, highest priority first. */
  cards: readonly ShownIncentive[];
  /** The floating notifications, newest first. */
  notifications: readonly TNotification[];
}

interface FloatingQueue<TNotification> {
  /** The one offer card shown (the others wait for it to be closed). */
  card: ShownIncentive | null;
  /** The notifications shown now (none while they wait for the card). */
  notifications: readonly TNotification[];
}

/** Desktops stack this many notifications in their corner. */
const DESKTOP_NOTIFICATIONS = 3;

/**
 * The first screen's floating boxes as a queue (issue 54 §12): one offer card at a time, the
 * highest priority first, and none while a live chat (under way or just ended) is on screen,
 * whose panel and buttons a card would cover; beside the cookie banner, one floating box at a time (the offer first,
 * the notifications wait for it); on a phone, one box at a time always, a notification only
 * when no offer waits. Once the banner is answered a desktop shows the card in its corner and
 * the notifications stacked in theirs, which do not meet.
 */
export function floatingQueue<TNotification>(
  input: FloatingQueueInput<TNotification>,
): FloatingQueue<TNotification> {
  const card = input.chatOnScreen ? null : (input.cards[0] ?? null);
  const oneBox = input.mobile || input.bannerUp;
  if (card && oneBox) return { card, notifications: [] };
  return {
    card,
    notifications: input.notifications.slice(0, input.mobile ? 1 : DESKTOP_NOTIFICATIONS),
  };
}
