import { demoConfig, demoGuest } from './demoGuestStates.ts';
import type { GuestState } from '../../../machines/bootstrap/bootstrap.types.ts';
import { lazyServices } from '../domains/feature.ts';
import { demoFeatureServices, demoLazyBuilder } from './demo/index.ts';
import type { AppServices } from '../system.ts';

/** A fact as a stream service emits it. */
export type Fact = { type: string; [field: string]: unknown };

/**
 * Services for the real app system in tests and tools: every call answers at once with demo data,
 * and the realtime socket opens, acknowledges the session and answers every ping. `push` emits a
 * fact on the open socket, as the socket service would.
 *
 * @example
 * const { services, push } = demoAppServices({ guest: demoGuest });
 * createLiveEngine({ createLogic: (wiring) => createAppLogic(wiring, services), … });
 */
export function demoAppServices(
  options: { guest?: GuestState; accessToken?: string; guestId?: number; reportId?: string } = {},
): { services: AppServices; push: (event: Fact) => void } {
  const guestId = options.guestId ?? 7;
  let emit: ((event: Fact) => void) | null = null;
  const services: AppServices = {
    ...demoFeatureServices(),
    lazy: lazyServices(demoLazyBuilder()),
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
    realtimeSocket: ({ emit: send, receive }) => {
      emit = send as (event: Fact) => void;
      receive((command) => {
        const frame = (command as { frame?: { type?: string } }).frame;
        if (command.type === 'socket.send' && frame?.type === 'ping')
          queueMicrotask(() => emit?.({ type: 'push.pong', ttl: 60 }));
      });
      queueMicrotask(() => {
        emit?.({ type: 'socket.opened' });
        emit?.({ type: 'push.ackSession', guestId, expiresIn: 3600 });
      });
      return () => {
        emit = null;
      };
    },
    log: () => {},
    reloadPage: () => {},
    uploadReport: () => Promise.resolve({ reportId: options.reportId ?? 'R-0000-00' }),
  };
  return { services, push: (event) => emit?.(event) };
}
