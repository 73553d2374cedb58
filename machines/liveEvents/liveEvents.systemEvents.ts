import type { LiveEventsEvent } from './liveEvents.types.ts';

/** The events the liveEvents domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    liveEvents: LiveEventsEvent;
  }
}
