import type { ContestsEvent } from './contests.machine.ts';

/** The events the contests domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    contests: ContestsEvent;
  }
}
