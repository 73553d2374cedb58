import type { OneClickEvent } from './oneClick.machine.ts';

/** The events the oneClick domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    oneClick: OneClickEvent;
  }
}
