import { demoConfig, demoGuest } from './demoGuestStates.ts';
import type { GuestState } from '../../../machines/shared/session.types.ts';
import { lazyServices } from '../domains/feature.ts';
import { demoFeatureServices, demoLazyBuilder } from './demo/index.ts';
import { demoSocket, type Fact } from './demo/realtime.ts';
import type { AppServices } from '../system.ts';
import type { LazyFeature } from '../domains/feature.ts';

export type { Fact } from './demo/realtime.ts';

/**
 * Services for the real app system in tests and tools: every call answers at once with demo data,
 * and the realtime socket (the realtime feature's, `lazyDemo`) opens, acknowledges the session
 * and answers every ping. `push` emits a fact on the open socket, as the socket service would.
 * `lazyDemo` builds the lazy features' demo services over this socket, for a caller that builds
 * its own `lazy` (one feature's services replaced).
 *
 * @example
 * const { services, push } = demoAppServices({ guest: demoGuest });
 * createLiveEngine({ createLogic: (wiring) => createAppLogic(wiring, services), … });
 */
export function demoAppServices(
  options: { guest?: GuestState; accessToken?: string; guestId?: number; reportId?: string } = {},
): {
  services: AppServices;
  push: (event: Fact) => void;
  lazyDemo: <T>(feature: LazyFeature<T>) => T;
} {
  const guestId = options.guestId ?? 7;
  const socket = demoSocket(guestId);
  const lazyDemo = demoLazyBuilder(socket);
  const services: AppServices = {
    ...demoFeatureServices(),
    lazy: lazyServices(lazyDemo),
    loadConfig: () => Promise.resolve(demoConfig),
    loadSession: () =>
      Promise.resolve({
        accessToken: options.accessToken ?? 't',
        guestId,
        expiresIn: 3600,
      }),
    loadGuest: () => Promise.resolve(options.guest ?? demoGuest),
    logout: () => Promise.resolve(undefined),
    sessionClock: () => Promise.resolve(Date.now()),
    loadBalance: () =>
      Promise.resolve({
        balance: 125.5,
        balanceFormatted: '125,50 €',
        isPayingCustomer: true,
      }),
    log: () => {},
    reloadPage: () => {},
    uploadReport: () => Promise.resolve({ reportId: options.reportId ?? 'R-0000-00' }),
  };
  return { services, push: socket.push, lazyDemo };
}
