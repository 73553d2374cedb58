import type { PresenceEvent } from './presence.machine.ts';

/** The events the presence domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    presence: PresenceEvent;
  }
}
