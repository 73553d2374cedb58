import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useOnDemand } from '../hooks/useOnDemand.ts';

/**
 * The messenger's and the notifications' parts of the layout (the navbar's dropdowns, the phone's
 * notifications menu, the floating notifications) load with their domains (decision 0008): the
 * root starts those once the guest is known to be logged in, so a visitor's page loads neither
 * the domains nor these views. Until a domain runs its parts render nothing; a failed one too
 * (its actor is gone, and its route shows the retry).
 */
export const loadMessengerSlots = () => import('./slots.tsx');

function useRunning(domain: LazyDomain): boolean {
  return useSystemSelector(
    'app',
    (snapshot) =>
      snapshot.context.started.includes(domain) && !snapshot.context.failed.includes(domain),
  );
}

/** The navbar's message and notification dropdowns (logged-in guests only). */
export function MessengerNavbarSlot() {
  const running = useRunning('messenger');
  const slots = useOnDemand(loadMessengerSlots, running);
  return running && slots ? <slots.MessengerNavbarItems /> : null;
}

/** The phone's notifications menu. */
export function NotificationsListSlot() {
  const running = useRunning('notifications');
  const slots = useOnDemand(loadMessengerSlots, running);
  return running && slots ? <slots.NotificationsList /> : null;
}

/** Floating notifications on every page. */
export function MessengerOverlaysSlot() {
  const running = useRunning('notifications');
  const slots = useOnDemand(loadMessengerSlots, running);
  return running && slots ? <slots.MessengerOverlays /> : null;
}
