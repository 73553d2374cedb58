import type { ModalsEvent } from './modals.machine.ts';

/** The events the modals domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    modals: ModalsEvent;
  }
}
