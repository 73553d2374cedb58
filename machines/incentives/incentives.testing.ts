import type { Incentive } from './incentives.types.ts';

/** The request, session and offer the incentives tests share (unit and model). */
export const testRequest = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 't',
};

export const testSession = { accessToken: 't', guestId: null, expiresIn: 60 };

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
