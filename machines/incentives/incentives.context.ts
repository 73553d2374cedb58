import type { OnboardingInput } from '../onboarding/onboarding.types.ts';
import type { SurveyInput } from '../survey/survey.types.ts';
import type { IncentivesContext, IncentivesInput } from './incentives.types.ts';
import { variantOffers } from './promo.ts';

/** The context the incentives start with: the guest as the session tells it, and the page. */
export function contextOf({ guest, config, request, route }: IncentivesInput): IncentivesContext {
  return {
    request,
    loggedIn: guest.isLoggedIn && !guest.isLocked,
    signedUp: guest.signupOrigin !== null,
    ageCheckFirst: config.forceAvs && !guest.hasAvs,
    route,
    incentives: [],
    blocked: [],
    closeQueue: [],
    refill: null,
    eventRequest: null,
    teasers: [],
    banners: [],
    vxpayConfig: {},
    trackingData: {},
    lastError: null,
    clock: 0,
    expiry: null,
    promoOffers: variantOffers(guest),
  };
}

/** The guest the onboarding and the survey start with. */
export const guestFacts = (context: IncentivesContext): OnboardingInput & SurveyInput => ({
  request: context.request,
  loggedIn: context.loggedIn,
  signedUp: context.signedUp,
  ageCheckFirst: context.ageCheckFirst,
});
