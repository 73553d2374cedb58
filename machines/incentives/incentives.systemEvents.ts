import type { IncentivesEvent } from './incentives.machine.ts';
import type { InstallPromptEvent } from '../installPrompt/installPrompt.machine.ts';
import type { OnboardingEvent } from '../onboarding/onboarding.machine.ts';
import type { PromoEvent } from './promo.machine.ts';
import type { SurveyEvent } from '../survey/survey.machine.ts';

/** The events the incentives domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    incentives: IncentivesEvent;
    /** Its children (machines/onboarding, machines/survey). */
    'incentives.onboarding': OnboardingEvent;
    'incentives.survey': SurveyEvent;
    'incentives.installPrompt': InstallPromptEvent;
    'incentives.promo': PromoEvent;
  }
}
