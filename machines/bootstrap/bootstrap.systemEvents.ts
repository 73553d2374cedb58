import type { BootstrapEvent } from './bootstrap.machine.ts';

/** The events the bootstrap domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    bootstrap: BootstrapEvent;
  }
}
