import type { SnapshotFrom } from 'xstate';
import { avsMachine } from '../../../machines/avs/avs.machine.ts';
import type { RequestInput } from '../../../machines/bootstrap/bootstrap.types.ts';
import { guestMachine } from '../../../machines/guest/guest.machine.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { createGuestApi } from '../../../services/rest/guestApi.ts';

/**
 * The guest feature's wiring (guest state and age verification): its services, live and demo,
 * and its machines provided with them. `system.ts` composes every feature's.
 */
export interface GuestServices {
  logout: IoRun<void, RequestInput>;
  closeDataProtection: IoRun<void, { request: RequestInput; accepted: boolean }>;
  reloadPage: () => void;
}

/** The feature's actors by system id, as the views read them. */
export interface GuestSnapshots {
  guest: SnapshotFrom<typeof guestMachine>;
  avs: SnapshotFrom<typeof avsMachine>;
}

export function guestActors(wiring: Wiring, services: GuestServices | null) {
  const guest = guestMachine.provide({
    actors: {
      logout: wiring.call('guest.lockedLogout', services?.logout),
      closeDataProtection: wiring.call('guest.closeDataProtection', services?.closeDataProtection),
    },
    actions: { reloadPage: () => services?.reloadPage() },
  });
  return { guest, avs: avsMachine };
}

export function liveGuestServices(deps: LiveDeps): Omit<GuestServices, 'logout' | 'reloadPage'> {
  const guestApi = createGuestApi(deps.fetch);
  return {
    closeDataProtection: ({ request, accepted }, signal) =>
      guestApi.closeDataProtection(request, accepted, signal),
  };
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoGuestServices(): Omit<GuestServices, 'logout' | 'reloadPage'> {
  return { closeDataProtection: async () => undefined };
}
