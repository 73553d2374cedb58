/** Scaffold: the incentives feature's pieces of the layout (the modal container and incentive regions). */
export function IncentiveOverlays() {
  return null;
}
