import type { CamsEvent } from './cams.machine.ts';
import type { ActorSearchEvent } from './actorSearch.machine.ts';

/** The events the cams domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    cams: CamsEvent;
    'cams.search': ActorSearchEvent;
  }
}
