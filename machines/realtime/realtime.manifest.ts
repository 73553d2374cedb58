import { defineDomain } from '../app/domainManifest.ts';

/** The socket: it routes every push to its owner (see `machines/realtime/realtime.routing.ts`). */
export const realtimeManifest = defineDomain({
  id: 'realtime',
  lazy: false,
});
