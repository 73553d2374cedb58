import { defineDomain } from '../app/domainManifest.ts';

/** An actor's profile; its free chat (`actorProfile.freeChat`) owns the shown actor's free-chat duration (dropped while none runs). */
export const actorProfileManifest = defineDomain({
  id: 'actorProfile',
  lazy: true,
  owns: {
    'actorProfile.freeChat': ['freeChatDurationChanged'],
  },
  gateClients: ['actorProfile'],
  routes: ['actorProfile', 'actorAboutMe', 'actorLiveShow'],
});
