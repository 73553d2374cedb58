import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import {
  installPromptMachine,
  type InstallOutcome,
  type InstallState,
} from './installPrompt.machine.ts';
import { selectInstallOffer } from './installPrompt.selectors.ts';

/** The prompt with a browser that says `state` at start and answers its prompt with `outcome`. */
function start(state: InstallState, outcome: InstallOutcome = 'accepted') {
  const calls: string[] = [];
  const actor = createActor(
    installPromptMachine().provide({
      actors: {
        readInstallState: fromPromise(() => Promise.resolve(state)),
        promptInstall: fromPromise(() => Promise.resolve((calls.push('prompt'), outcome))),
        rememberDismissal: fromPromise<void, void>(async () => {
          calls.push('remember');
          await Promise.resolve();
        }),
      },
    }),
  ).start();
  return { actor, calls, offer: () => selectInstallOffer(actor.getSnapshot()) };
}

describe('the add-to-homescreen prompt', () => {
  it('offers the install the browser holds; taking it runs the browser’s prompt', async () => {
    const { actor, calls, offer } = start({ available: true, dismissed: false });
    await flushMacrotasks();
    expect(offer()).toBe('offered');
    actor.send({ type: 'ui.installAccepted' });
    expect(offer()).toBe('installing');
    await flushMacrotasks();
    expect(calls).toEqual(['prompt']);
    expect(offer()).toBeNull();
    expect(actor.getSnapshot().value).toBe('installed');
  });

  it('waits for the browser’s offer when it comes later', async () => {
    const { actor, offer } = start({ available: false, dismissed: false });
    await flushMacrotasks();
    expect(offer()).toBeNull();
    actor.send({ type: 'install.available' });
    expect(offer()).toBe('offered');
  });

  it('remembers "not now", from the offer or from the browser’s prompt, and offers nothing after', async () => {
    const here = start({ available: true, dismissed: false });
    await flushMacrotasks();
    here.actor.send({ type: 'ui.installDismissed' });
    await flushMacrotasks();
    expect(here.calls).toEqual(['remember']);
    here.actor.send({ type: 'install.available' });
    expect(here.offer()).toBeNull();

    const inBrowser = start({ available: true, dismissed: false }, 'dismissed');
    await flushMacrotasks();
    inBrowser.actor.send({ type: 'ui.installAccepted' });
    await flushMacrotasks();
    expect(inBrowser.calls).toEqual(['prompt', 'remember']);
    expect(inBrowser.actor.getSnapshot().value).toBe('dismissed');
  });

  it('offers nothing on a device where the guest said "not now" before, nor once installed', async () => {
    const dismissed = start({ available: true, dismissed: true });
    await flushMacrotasks();
    expect(dismissed.offer()).toBeNull();
    const installed = start({ available: true, dismissed: false });
    await flushMacrotasks();
    installed.actor.send({ type: 'install.installed' });
    expect(installed.offer()).toBeNull();
  });
});
