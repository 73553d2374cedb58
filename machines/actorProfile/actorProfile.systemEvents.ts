import type { ActorProfileEvent } from './actorProfile.machine.ts';
import type { FreeChatEvent } from './freeChat.machine.ts';

/** The events the actorProfile domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    actorProfile: ActorProfileEvent;
    'actorProfile.freeChat': FreeChatEvent;
  }
}
