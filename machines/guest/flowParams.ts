/** The query parameters that open a pay-tour flow on load (seed 000 §2). */
export const FLOW_PARAMS = ['vxpFlow', 'vxpAutoFlow', 'showModalbox'] as const;

/**
 * The page's address without the flow parameters, every other part kept: after a subscription
 * update the page reloads here so the flow that led to it does not open again.
 *
 * @example
 * withoutFlowParams('https://x.test/en/vipclub/?vxpFlow=vipabo&page=2#top'); // 'https://x.test/en/vipclub/?page=2#top'
 */
export function withoutFlowParams(href: string): string {
  const url = new URL(href);
  for (const name of FLOW_PARAMS) url.searchParams.delete(name);
  return url.toString();
}
