import type { LegalEvent } from './legal.machine.ts';

/** The events the legal domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    legal: LegalEvent;
  }
}
