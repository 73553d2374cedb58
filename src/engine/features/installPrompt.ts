import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  installPromptMachine,
  type InstallOutcome,
  type InstallState,
} from '../../../machines/installPrompt/installPrompt.machine.ts';
import { installPromptOf } from '../../../services/browser/installPrompt.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The add-to-homescreen prompt's wiring (machines/installPrompt, a child of the incentives): its
 * live services and its machine provided with them, which the incentives' wiring runs.
 */
export interface InstallPromptServices {
  installReadState: IoRun<InstallState, void>;
  installPrompt: IoRun<InstallOutcome, void>;
  installRememberDismissal: IoRun<void, void>;
}

/** The prompt's actor by system id, as the views read it. */
export interface InstallPromptSnapshots {
  'incentives.installPrompt': SnapshotFrom<ReturnType<typeof installPromptMachine>>;
}

export function installPromptActor(wiring: Wiring, services: InstallPromptServices | null) {
  return provide(installPromptMachine(), {
    actors: {
      readInstallState: wiring.call('installPrompt.readState', services?.installReadState),
      promptInstall: wiring.call('installPrompt.prompt', services?.installPrompt),
      rememberDismissal: wiring.call(
        'installPrompt.rememberDismissal',
        services?.installRememberDismissal,
      ),
    },
  });
}

export function liveInstallPromptServices(deps: LiveDeps): InstallPromptServices {
  const prompt = installPromptOf(deps.win);
  return {
    installReadState: () => readIo(() => prompt.state()),
    installPrompt: () => prompt.prompt(),
    installRememberDismissal: () => readIo(() => prompt.remember()),
  };
}
