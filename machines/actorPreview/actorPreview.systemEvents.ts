import type { ActorPreviewEvent } from './actorPreview.machine.ts';

/** The events the actorPreview domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    actorPreview: ActorPreviewEvent;
  }
}
