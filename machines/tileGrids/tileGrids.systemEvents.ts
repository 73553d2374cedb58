import type { TileGridsEvent } from './tileGrids.types.ts';

/** The events the tileGrids domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    tileGrids: TileGridsEvent;
  }
}
