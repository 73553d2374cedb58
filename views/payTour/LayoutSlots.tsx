import { withTexts } from '../../src/i18n/index.ts';
import { useDomainPart } from '../hooks/useOnDemand.ts';

/**
 * The pay tour's part of the layout (its loader, its error, the blocked pop-up and the open-tab
 * notices) loads with its domain (decision 0008), asked for beside the domain's code when the root
 * asks for the pay tour (a press on "Log in", "Top up", an offer), so the loader shows as the tour
 * starts; a visitor who presses nothing loads neither. Its texts (`payTour.*`) come with it.
 */
const loadPayTourOverlays = () => withTexts(import('./overlays.tsx'), ['payTour']);

/** The pay tour's overlays: nothing until the pay tour runs. */
export function PayTourOverlaysSlot() {
  const overlays = useDomainPart('payTour', loadPayTourOverlays, { whenAsked: true });
  return overlays ? <overlays.PayTourOverlays /> : null;
}
