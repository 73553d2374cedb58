import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from './onboarding.machine.ts';

type OnboardingSnapshot = SnapshotFrom<ReturnType<typeof onboardingMachine>>;

/** The chooser's save: whether it is running, the choice, and why it failed (null when not). */
export const selectStartChoiceSave = (snapshot: OnboardingSnapshot) => ({
  saving: snapshot.hasTag('savingStartChoice'),
  choice: snapshot.context.choice,
  error: snapshot.context.choiceError,
});
