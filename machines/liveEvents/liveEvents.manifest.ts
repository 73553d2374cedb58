import { defineDomain } from '../app/domainManifest.ts';

/** Live events: the Clash of Cams voting and performers' live reactions (decision 0028). */
export const liveEventsManifest = defineDomain({
  id: 'liveEvents',
  lazy: true,
  owns: {
    liveEvents: ['clashOfCamsVoting', 'liveReaction'],
  },
});
