import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestOnly, StartPageInput } from '../../../machines/incentives/incentives.types.ts';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { createOnboardingApi } from '../../../services/rest/onboardingApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The onboarding's wiring (machines/onboarding, a child of the incentives): its live services and
 * its machine provided with them, which the incentives' wiring runs.
 */
export interface OnboardingServices {
  onboardingHasSeen: IoRun<boolean, RequestOnly>;
  onboardingMarkSeen: IoRun<boolean, RequestOnly>;
  onboardingSaveStartPage: IoRun<boolean, StartPageInput>;
}

/** The onboarding's actor by system id, as the views read it. */
export interface OnboardingSnapshots {
  'incentives.onboarding': SnapshotFrom<ReturnType<typeof onboardingMachine>>;
}

export function onboardingActor(wiring: Wiring, services: OnboardingServices | null) {
  return provide(onboardingMachine(), {
    actors: {
      hasSeenOnboarding: wiring.call('onboarding.hasSeen', services?.onboardingHasSeen),
      markOnboardingSeen: wiring.call('onboarding.markSeen', services?.onboardingMarkSeen),
      saveStartPage: wiring.call('onboarding.saveStartPage', services?.onboardingSaveStartPage),
    },
  });
}

export function liveOnboardingServices(deps: LiveDeps): OnboardingServices {
  const onboarding = createOnboardingApi(deps.fetch);
  return {
    onboardingHasSeen: (input, signal) => onboarding.hasSeen(input, signal),
    onboardingMarkSeen: (input, signal) => onboarding.markSeen(input, signal),
    onboardingSaveStartPage: (input, signal) => onboarding.saveStartPage(input, signal),
  };
}
