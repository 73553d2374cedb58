import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { Incentive, IncentiveRoute, IncentivesInput } from './incentives.types.ts';

/** The request, session and offer the incentives tests share (unit and model). */
export const testRequest = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 't',
};

/**
 * What the root starts the incentives with: the demo session with the test request, a logged-in
 * guest or a visitor, on `route` (the start page by default).
 */
export function testInput(
  loggedIn: boolean,
  route: IncentiveRoute = { routeName: 'home', routeArgs: {} },
): IncentivesInput {
  return {
    ...demoDomainInput('incentives', loggedIn ? demoGuest : visitorGuest),
    request: testRequest,
    route,
  };
}

/** A page-load welcome offer; each test names what it needs to differ. */
export const testOffer = (overrides: Partial<Incentive> = {}): Incentive => ({
  id: 'a',
  region: 'top',
  type: 'welcomeTopUp',
  priority: 1,
  event: 'pageLoad',
  uniqueGroup: 'welcome',
  countdown: 1,
  countdownStartTime: null,
  title: 'T',
  text: 'X',
  cta: 'Go',
  action: { kind: 'payTour', flow: 'moneycharge' },
  ...overrides,
});
