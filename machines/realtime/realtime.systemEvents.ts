import type { RealtimeMachineEvent } from './realtime.types.ts';

/** The events the realtime domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    realtime: RealtimeMachineEvent;
  }
}
