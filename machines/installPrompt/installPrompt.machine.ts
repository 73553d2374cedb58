import { assign, setup } from 'xstate';
import { failureMessage } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

/** What the browser and this device say at start: installable now, and dismissed before. */
export interface InstallState {
  /** The browser offered to install the app (`beforeinstallprompt`, kept by the service). */
  available: boolean;
  /** The guest said "not now" on this device before (remembered in local storage). */
  dismissed: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed';

interface InstallPromptContext {
  /** The last call that failed (the inspector shows it). */
  lastError: string | null;
}

export type InstallPromptEvent =
  /** The browser offers to install the app now (an env source: `beforeinstallprompt`). */
  | { type: 'install.available' }
  /** The app was installed (`appinstalled`), from this offer or the browser's own menu. */
  | { type: 'install.installed' }
  | { type: 'ui.installAccepted' }
  | { type: 'ui.installDismissed' };

/**
 * The add-to-homescreen prompt (seed 000 §2: the phone's menus): offered once the browser says
 * the app can be installed and the guest has not said "not now" on this device. Taking it runs
 * the browser's own prompt (its answer decides); "not now", here or in the browser's prompt, is
 * remembered, and the offer does not come back. Installed, it is gone for good.
 */
export const installPromptMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as InstallPromptContext,
      events: {} as InstallPromptEvent,
      tags: {} as 'installOffered' | 'installing',
    },
    actors: {
      readInstallState: placeholderCall<InstallState, void>('readInstallState'),
      promptInstall: placeholderCall<InstallOutcome, void>('promptInstall'),
      rememberDismissal: placeholderCall<void, void>('rememberDismissal'),
    },
    actions: {
      noteError: assign((_, params: { error: unknown }) => ({
        lastError: failureMessage(params.error),
      })),
    },
    guards: {
      wasDismissed: (_, params: { state: InstallState }) => params.state.dismissed,
      isAvailable: (_, params: { state: InstallState }) => params.state.available,
      accepted: (_, params: { outcome: InstallOutcome }) => params.outcome === 'accepted',
    },
  }).createMachine({
    id: 'installPrompt',
    context: { lastError: null },
    initial: 'checking',
    on: { 'install.installed': '.installed' },
    states: {
      checking: {
        invoke: {
          id: 'readInstallState',
          src: 'readInstallState',
          onDone: [
            {
              guard: { type: 'wasDismissed', params: ({ event }) => ({ state: event.output }) },
              target: 'dismissed',
            },
            {
              guard: { type: 'isAvailable', params: ({ event }) => ({ state: event.output }) },
              target: 'offered',
            },
            { target: 'unavailable' },
          ],
          onError: {
            target: 'unavailable',
            actions: { type: 'noteError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** The browser has not offered it (not installable, or already installed). */
      unavailable: { on: { 'install.available': 'offered' } },
      offered: {
        tags: 'installOffered',
        on: { 'ui.installAccepted': 'prompting', 'ui.installDismissed': 'remembering' },
      },
      /** The browser's own prompt is up; its answer decides. */
      prompting: {
        tags: 'installing',
        invoke: {
          id: 'promptInstall',
          src: 'promptInstall',
          onDone: [
            {
              guard: { type: 'accepted', params: ({ event }) => ({ outcome: event.output }) },
              target: 'installed',
            },
            { target: 'remembering' },
          ],
          // The browser's prompt can be used once: without it there is nothing to offer.
          onError: {
            target: 'unavailable',
            actions: { type: 'noteError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      remembering: {
        invoke: {
          id: 'rememberDismissal',
          src: 'rememberDismissal',
          onDone: 'dismissed',
          // Not stored (private mode): not offered again on this page all the same.
          onError: {
            target: 'dismissed',
            actions: { type: 'noteError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      dismissed: {},
      /** Installed: nothing to offer any more. */
      installed: {},
    },
  }),
);
