import type { RequestInput } from '../shared/session.types.ts';

/** The onboarding's system id: a child of the incentives machine, once the guest is known. */
export const ONBOARDING = 'incentives.onboarding';

/** What the incentives machine starts the onboarding with (from its session input). */
export interface OnboardingInput {
  request: RequestInput;
  loggedIn: boolean;
  /** A logged-in guest who signed up on the web: the onboarding box is for them, once. */
  signedUp: boolean;
  /** The forced age check comes first (config `forceAvs`, no age verification yet). */
  ageCheckFirst: boolean;
}
