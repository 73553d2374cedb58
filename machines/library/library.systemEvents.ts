import type { LibraryEvent } from './library.machine.ts';

/** The events the library domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    library: LibraryEvent;
  }
}
