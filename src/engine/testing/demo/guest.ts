import type { GuestServices } from '../../features/guest.ts';

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoGuestServices(): Omit<GuestServices, 'logout' | 'reloadPage' | 'loadBalance'> {
  return {
    closeDataProtection: () => Promise.resolve(undefined),
    closeAgbAndDataProtection: () => Promise.resolve(undefined),
    readAccountCookie: () => Promise.resolve(false),
    loadAvsStatus: () => Promise.resolve({ avsStatus: 'pending', avsRejectMessage: null }),
    reloadTo: () => {},
  };
}
