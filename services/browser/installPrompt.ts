import type {
  InstallOutcome,
  InstallState,
} from '../../machines/installPrompt/installPrompt.machine.ts';
import { ServiceError } from '../http/serviceError.ts';

/** Where "not now" is remembered on this device. */
export const INSTALL_DISMISSED_KEY = 'camclient.installDismissed';

/** The browser's install offer (`beforeinstallprompt`, Chromium's; not in the DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: InstallOutcome }>;
}

type InstallWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * The add-to-homescreen prompt's browser side (machines/installPrompt): the browser's offer is
 * held back when it comes (`preventDefault`) and kept, so the app offers it where the guest looks
 * (the phone's menu) and runs it when the guest takes it; "not now" is remembered in local
 * storage. `source` reports the offer and an install as env facts. Made once per window, at
 * start, so an offer that comes before the machine runs is kept.
 */
export function createInstallPrompt(win: InstallWindow) {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<(type: 'install.available' | 'install.installed') => void>();
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    listeners.forEach((tell) => tell('install.available'));
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    listeners.forEach((tell) => tell('install.installed'));
  });
  return {
    state: (): InstallState => ({
      available: offer !== null,
      dismissed: win.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1',
    }),
    /** The browser's prompt, once: its answer. */
    async prompt(): Promise<InstallOutcome> {
      const held = offer;
      if (!held) throw new ServiceError('no_install_prompt', 'the browser offers no install');
      offer = null;
      await held.prompt();
      return (await held.userChoice).outcome;
    },
    remember: () => win.localStorage.setItem(INSTALL_DISMISSED_KEY, '1'),
    /** An env source (src/engine/envSources.ts's shape, not imported: the engine wires this). */
    source: (emit: (event: { type: 'install.available' | 'install.installed' }) => void) => {
      const tell = (type: 'install.available' | 'install.installed') => emit({ type });
      listeners.add(tell);
      return () => void listeners.delete(tell);
    },
  };
}

type InstallPrompt = ReturnType<typeof createInstallPrompt>;

const made = new WeakMap<object, InstallPrompt>();

/** The page's one install prompt (the engine's services and its env source share it). */
export function installPromptOf(win: InstallWindow): InstallPrompt {
  let prompt = made.get(win);
  if (!prompt) made.set(win, (prompt = createInstallPrompt(win)));
  return prompt;
}
