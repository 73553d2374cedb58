import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  installPromptMachine,
  type InstallOutcome,
  type InstallPromptEvent,
  type InstallState,
} from './installPrompt.machine.ts';
import { selectInstallOffer } from './installPrompt.selectors.ts';

/** The browser's answers at start: installable now, not yet, or dismissed on this device before. */
const readState = (state: InstallState) =>
  ({ type: 'xstate.done.actor.readInstallState', output: state }) as EventObject;
const promptAnswer = (outcome: InstallOutcome) =>
  ({ type: 'xstate.done.actor.promptInstall', output: outcome }) as EventObject;

/** Each call fails with its own message, so `lastError` names the call that failed last. */
const failures: Readonly<Record<string, string>> = {
  readInstallState: 'storage unreadable',
  promptInstall: 'prompt already used',
  rememberDismissal: 'private mode',
};
const failure = (src: string) =>
  ({ type: `xstate.error.actor.${src}`, error: { message: failures[src] } }) as EventObject;

/** Model-based test of the add-to-homescreen prompt: every transition, on the real machine. */
const events: (InstallPromptEvent | EventObject)[] = [
  readState({ available: true, dismissed: false }),
  readState({ available: false, dismissed: false }),
  readState({ available: true, dismissed: true }),
  failure('readInstallState'),
  { type: 'install.available' },
  { type: 'install.installed' },
  { type: 'ui.installAccepted' },
  { type: 'ui.installDismissed' },
  promptAnswer('accepted'),
  promptAnswer('dismissed'),
  failure('promptInstall'),
  { type: 'xstate.done.actor.rememberDismissal', output: undefined } as EventObject,
  failure('rememberDismissal'),
];

/** The step said "not now": here, in the browser's prompt, or on this device before. */
const saysNotNow = (event: EventObject) =>
  event.type === 'ui.installDismissed' ||
  (event.type === 'xstate.done.actor.promptInstall' &&
    (event as { output?: unknown }).output === 'dismissed') ||
  (event.type === 'xstate.done.actor.readInstallState' &&
    (event as { output?: InstallState }).output?.dismissed === true);

/** The step says the app is installed: the browser's `appinstalled`, or its prompt accepted. */
const saysInstalled = (event: EventObject) =>
  event.type === 'install.installed' ||
  (event.type === 'xstate.done.actor.promptInstall' &&
    (event as { output?: unknown }).output === 'accepted');

// Whether a call failed (and so `lastError` is set) shapes what the paths must show.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s.context as { lastError: string | null }).lastError]);

defineModelSuite(installPromptMachine(), {
  events,
  serializeState,
  invariants: (snapshot, { route, path, inFlight }) => {
    const offer = selectInstallOffer(snapshot);
    // The offer shows exactly while offered; "installing" exactly while the browser’s prompt is up.
    expect(offer, route).toBe(
      snapshot.matches('offered') ? 'offered' : snapshot.matches('prompting') ? 'installing' : null,
    );
    // Each call runs exactly while its state waits for it, and none outlives it.
    expect(inFlight().sort(), route).toEqual(
      snapshot.matches('checking')
        ? ['readInstallState']
        : snapshot.matches('prompting')
          ? ['promptInstall']
          : snapshot.matches('remembering')
            ? ['rememberDismissal']
            : [],
    );
    // The path is the transitions the machine took (a step it ignores is not one of them).
    const steps = path.steps.map((step) => step.event);
    // Installed is for good: whatever came after, it stays installed and offers nothing.
    if (steps.some(saysInstalled)) expect(snapshot.value, route).toBe('installed');
    // "Not now" is kept: the offer never comes back, whatever the browser offers after.
    if (steps.some(saysNotNow)) {
      expect(offer, route).toBeNull();
      expect(['remembering', 'dismissed', 'installed'], route).toContain(snapshot.value);
    }
    // The last failed call is the one shown; with none failed, nothing is.
    const lastFailure = steps.filter((event) => event.type.startsWith('xstate.error.actor.')).pop();
    expect(snapshot.context.lastError, route).toBe(
      lastFailure ? failures[lastFailure.type.slice('xstate.error.actor.'.length)] : null,
    );
  },
});
