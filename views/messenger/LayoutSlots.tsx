import { withTexts } from '../../src/i18n/index.ts';
import { useDomainPart } from '../hooks/useOnDemand.ts';

/**
 * The messenger's and the notifications' parts of the layout (the navbar's dropdowns, the phone's
 * notifications menu, the floating notifications) load with their domains (decision 0008): the
 * root starts those once the guest is known to be logged in, so a visitor's page loads neither
 * the domains nor these views. Until a domain runs its parts render nothing; a failed one too
 * (its actor is gone, and its route shows the retry). Their texts load with them.
 */
export const loadMessengerSlots = () => withTexts(import('./slots.tsx'), ['messenger']);

/** The navbar's message and notification dropdowns (logged-in guests only). */
export function MessengerNavbarSlot() {
  const slots = useDomainPart('messenger', loadMessengerSlots);
  return slots ? <slots.MessengerNavbarItems /> : null;
}

/** The phone's notifications menu. */
export function NotificationsListSlot() {
  const slots = useDomainPart('notifications', loadMessengerSlots);
  return slots ? <slots.NotificationsList /> : null;
}

/** Floating notifications on every page. */
export function MessengerOverlaysSlot() {
  const slots = useDomainPart('notifications', loadMessengerSlots);
  return slots ? <slots.MessengerOverlays /> : null;
}
