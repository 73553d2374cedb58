import type { GuestServices } from '../../features/guest.ts';

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoGuestServices(): Omit<GuestServices, 'logout' | 'reloadPage' | 'loadBalance'> {
  return {
    closeDataProtection: async () => undefined,
    closeAgbAndDataProtection: async () => undefined,
    readAccountCookie: async () => false,
    loadAvsStatus: async () => ({ avsStatus: 'pending', avsRejectMessage: null }),
    reloadTo: () => {},
  };
}
