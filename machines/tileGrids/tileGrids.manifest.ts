import { defineDomain } from '../app/domainManifest.ts';

/** The guest's grid or list mode of every tile grid (started by the first grid with a toggle). */
export const tileGridsManifest = defineDomain({
  id: 'tileGrids',
  lazy: true,
});
