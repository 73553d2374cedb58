import type { GuestEvent } from './guest.machine.ts';

/** The events the guest domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    guest: GuestEvent;
  }
}
