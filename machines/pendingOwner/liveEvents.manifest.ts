import { defineDomain } from '../app/domainManifest.ts';

/** Owner of live-event pushes still stood in for by a placeholder (`machines/pendingOwner`): it keeps any fact. */
export const liveEventsManifest = defineDomain({
  id: 'liveEvents',
  lazy: false,
  owns: {
    liveEvents: ['clashOfCamsVoting', 'liveReaction'],
  },
});
