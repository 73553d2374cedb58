import type { ConsentEvent } from './consent.machine.ts';

/** The events the consent domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    consent: ConsentEvent;
  }
}
