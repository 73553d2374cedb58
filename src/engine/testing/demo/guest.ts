import type { GuestServices } from '../../features/guest.ts';

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoGuestServices(): Omit<GuestServices, 'logout' | 'reloadPage' | 'loadBalance'> {
  return {
    closeDataProtection: () => Promise.resolve(undefined),
    closeAgbAndDataProtection: () => Promise.resolve(undefined),
    readAccountCookie: () => Promise.resolve(false),
    loadAvsStatus: () => Promise.resolve({ avsStatus: 'pending', avsRejectMessage: null }),
    // The demo guest's age check earns no bonus; a check she starts is taken.
    loadAvsBonus: () => Promise.resolve(false),
    requestAvs: () => Promise.resolve(true),
    reloadTo: () => {},
  };
}
