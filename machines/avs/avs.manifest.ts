import { defineDomain } from '../app/domainManifest.ts';

/** The age check. While a check is pending, each new session re-reads its status (a decision may be lost). */
export const avsManifest = defineDomain({
  id: 'avs',
  lazy: false,
  starts: 'session',
  owns: {
    avs: ['avsRevoked', 'avsSet', 'avsPending', 'avsRejected'],
  },
  observes: {
    avs: ['ackSession'],
  },
});
