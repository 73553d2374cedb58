import type { TvEvent } from './tv.machine.ts';

/** The events the tv domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    tv: TvEvent;
  }
}
