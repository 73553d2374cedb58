import { defineDomain } from '../app/domainManifest.ts';

/**
 * Who is online and whose free show runs (issue 52 §2): the one owner of the actors' online and
 * offline pushes and of the free-show pushes (by channel), which every grid, profile, favourite and
 * channel selects from. Started by its first push or by a page that shows the count online.
 */
export const presenceManifest = defineDomain({
  id: 'presence',
  lazy: true,
  owns: {
    presence: ['actorOnline', 'actorOffline', 'freeShowStart', 'freeShowStop'],
  },
});
