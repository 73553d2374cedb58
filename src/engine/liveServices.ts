import { loadRuntimeConfig } from '../../services/config/loadRuntimeConfig.ts';
import { createPageEffects } from '../../services/navigation/page.ts';
import { createGuestApi } from '../../services/rest/guestApi.ts';
import type { AppServices } from './system.ts';

/** The browser's services for the app system. */
export function createBrowserServices(win: Window & typeof globalThis): AppServices {
  const fetchImpl: typeof fetch = (input, init) => win.fetch(input, init);
  const guestApi = createGuestApi(fetchImpl);
  const page = createPageEffects(win);
  return {
    loadConfig: (_input, signal) =>
      loadRuntimeConfig(fetchImpl, new URL('/config.json', win.location.href), signal),
    loadSession: (input, signal) => guestApi.loadSession(input, signal),
    loadGuest: (input, signal) => guestApi.loadGuestState(input, signal),
    logout: (input, signal) => guestApi.logout(input, signal),
    reloadPage: () => page.reload(),
  };
}
