import { withTexts } from '../../src/i18n/index.ts';
import { useDomainPart } from '../hooks/useOnDemand.ts';

/**
 * The rewards' parts of the layout (the desktop navbar's Rewards menu, the events group of the
 * phone's "my area" menu) load with their domain (decision 0008): the root starts it once the
 * guest is known to be logged in, so a visitor's page loads neither the domain nor these views.
 * Until the domain runs they render nothing.
 */
export const loadRewardsMenus = () => withTexts(import('./RewardsMenu.tsx'), ['rewards']);

/** The desktop navbar's Rewards menu. */
export function RewardsMenuSlot() {
  const menus = useDomainPart('rewards', loadRewardsMenus);
  return menus ? <menus.RewardsMenu /> : null;
}

/** The events group of the phone's "my area" menu (see `EventsMenuGroup`). */
export function EventsMenuSlot(props: { level?: 2 | 3; className?: string }) {
  const menus = useDomainPart('rewards', loadRewardsMenus);
  return menus ? <menus.EventsMenuGroup {...props} /> : null;
}
