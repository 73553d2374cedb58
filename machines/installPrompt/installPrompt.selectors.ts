import type { SnapshotFrom } from 'xstate';
import type { installPromptMachine } from './installPrompt.machine.ts';

type InstallPromptSnapshot = SnapshotFrom<ReturnType<typeof installPromptMachine>>;

/** What the offer shows: nothing, the offer, or the offer while the browser's prompt is up. */
export function selectInstallOffer(
  snapshot: InstallPromptSnapshot,
): 'offered' | 'installing' | null {
  if (snapshot.hasTag('installing')) return 'installing';
  return snapshot.hasTag('installOffered') ? 'offered' : null;
}
