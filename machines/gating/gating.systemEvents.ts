import type { GatingEvent } from './gating.machine.ts';

/** The events the gating domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    gating: GatingEvent;
  }
}
