import type { AvsEvent } from './avs.machine.ts';

/** The events the avs domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    avs: AvsEvent;
  }
}
