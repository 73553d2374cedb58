import type { SearchEvent } from './search.machine.ts';

/** The events the search domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    search: SearchEvent;
  }
}
