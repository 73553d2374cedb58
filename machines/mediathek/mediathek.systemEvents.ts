import type { MediathekEvent } from './mediathek.machine.ts';

/** The events the mediathek domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    mediathek: MediathekEvent;
  }
}
