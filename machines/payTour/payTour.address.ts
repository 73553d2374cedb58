/**
 * The query parameters with which the page's address asks the pay tour for a flow at start (seed
 * 000 §2, `entryFlow` in payTour.entry.ts decides which): a page opened with one starts the pay
 * tour, a lazy domain (decision 0008), at once, even for a visitor. Kept apart from the flows'
 * table so the root can ask this without loading the pay tour.
 */
const ENTRY_PARAMS = ['pwdresetKey', 'vxpAutoFlow', 'showModalbox', 'vxpFlow'] as const;

/** Whether the address (its query string) may open a pay-tour flow at start. */
export function addressAsksPayTour(search: string): boolean {
  const params = new URLSearchParams(search);
  return ENTRY_PARAMS.some((name) => params.has(name));
}
