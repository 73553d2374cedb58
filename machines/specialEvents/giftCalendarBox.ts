import { boxOpen } from '../rewards/rewardBoxes.ts';
import type { EventPageRequest } from '../rewards/rewards.types.ts';

/**
 * The `actor-gift-calendar` box (seed 000 §2) of a page a visitor opened: an actor's gift
 * calendar invites them to log in and open today's door (the box's button is the login flow).
 * Logged-in guests see the calendar itself, so they get no box. Null for every other page.
 */
export function giftCalendarBox(page: EventPageRequest) {
  if (page.kind !== 'giftCalendar' || page.actorName === '') return null;
  return boxOpen(
    'actor-gift-calendar',
    { key: 'rewards.boxes.giftCalendar', values: { actor: page.actorName } },
    { actorName: page.actorName },
  );
}
