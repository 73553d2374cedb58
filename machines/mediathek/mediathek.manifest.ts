import { defineDomain } from '../app/domainManifest.ts';

/** The guest's photos and audio (its wiring is the contests feature's). */
export const mediathekManifest = defineDomain({
  id: 'mediathek',
  lazy: true,
  routes: ['myMediathekPhotos', 'myMediathekAudio'],
});
