import { HomeIncentives } from './HomeIncentives.tsx';
import { IncentiveRegion } from './IncentiveRegion.tsx';
import { ModalHost } from './ModalHost.tsx';
import { ExitIntentWatcher, IncentiveRouteWatcher, ModalElementReporter } from './watchers.tsx';

/**
 * The incentives feature's pieces of the layout: the route watcher that feeds the incentives
 * machine, the incentive regions (a bar under the navbar, cards in the corner, the home page's
 * section), the one modal container, and the page facts the modal manager needs.
 */
export function IncentiveOverlays() {
  return (
    <>
      <IncentiveRouteWatcher />
      <ModalElementReporter />
      <ExitIntentWatcher />
      <IncentiveRegion region="top" />
      <IncentiveRegion region="corner" />
      <HomeIncentives />
      <ModalHost />
    </>
  );
}
