import { appMachine } from '../../machines/app/app.machine.ts';
import { avsMachine } from '../../machines/avs/avs.machine.ts';
import { bootstrapMachine } from '../../machines/bootstrap/bootstrap.machine.ts';
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { gatingMachine } from '../../machines/gating/gating.machine.ts';
import { guestMachine } from '../../machines/guest/guest.machine.ts';
import { incentivesMachine } from '../../machines/incentives/incentives.machine.ts';
import { promoMachine } from '../../machines/incentives/promo.machine.ts';
import { installPromptMachine } from '../../machines/installPrompt/installPrompt.machine.ts';
import { modalsMachine } from '../../machines/modals/modals.machine.ts';
import { onboardingMachine } from '../../machines/onboarding/onboarding.machine.ts';
import { pendingOwnerMachine } from '../../machines/pendingOwner/pendingOwner.machine.ts';
import { reportMachine } from '../../machines/report/report.machine.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { trackingMachine } from '../../machines/consent/tracking.machine.ts';
import { surveyMachine } from '../../machines/survey/survey.machine.ts';

/**
 * The machines the app's logic (`createAppLogic`, src/engine/system.ts) builds on every page, a
 * machine's children before it. Each is built on its first use (machines/shared/onFirstUse.ts);
 * all of them inside the engine's start made that one of the first load's long tasks (XState's
 * `createMachine` walks every statechart), so the page builds them a task each before it starts
 * the engine (src/main.tsx), which then finds them built: the same objects, whoever asks first.
 * src/engine/firstLoad.test.ts checks that a visitor's start builds none beyond these.
 */
export const appLogicMachines: readonly (() => unknown)[] = [
  gatingMachine,
  guestMachine,
  avsMachine,
  consentMachine,
  trackingMachine,
  incentivesMachine,
  modalsMachine,
  promoMachine,
  surveyMachine,
  onboardingMachine,
  installPromptMachine,
  pendingOwnerMachine,
  reportMachine,
  shellMachine,
  bootstrapMachine,
  appMachine,
];
