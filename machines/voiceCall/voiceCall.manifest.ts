import { defineDomain } from '../app/domainManifest.ts';

/** A voice call with an actor (the guest owns its pushes; the call gets a copy while it runs). */
export const voiceCallManifest = defineDomain({
  id: 'voiceCall',
  lazy: true,
  observes: {
    voiceCall: ['voicecallStart', 'voicecallStop'],
  },
  gateClients: ['voiceCall'],
});
