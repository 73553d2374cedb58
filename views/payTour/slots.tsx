/** Scaffold: the payTour feature's pieces of the layout (payment iframe host and the generic loader). */
export function PayTourOverlays() {
  return null;
}
