import type { PayTourEvent } from './payTour.machine.ts';

/** The events the payTour domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    payTour: PayTourEvent;
  }
}
