import type { ConsentChoice } from '../../../../machines/consent/consent.types.ts';
import type { AccountServices } from '../../features/account.ts';

/**
 * Answers at once with demo data: tests, tools and the benchmark run the real system on these.
 * Stateful like the simulator, so a demo session reads back what it saved.
 */
export function demoAccountServices(): AccountServices {
  let consent: ConsentChoice | null = null;
  return {
    accountLoadConsent: () => Promise.resolve(consent),
    accountStoreConsent: (choice) => {
      consent = choice;
      return Promise.resolve();
    },
    accountTrack: () => {},
    accountTrackProfileVisit: () => {},
  };
}
