import type { ProfileVisitEvent, TrackEvent } from './consent.types.ts';

/** The events the tracker accepts (see `machines/shared/systemEvents.ts`): what consent let through. */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    tracking: TrackEvent | ProfileVisitEvent;
  }
}
