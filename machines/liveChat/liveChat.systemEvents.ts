import type { LiveChatEvent } from './liveChat.machine.ts';
import type { ToyControlEvent } from './toyControl.machine.ts';

/** The events the liveChat domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    liveChat: LiveChatEvent;
    'liveChat.toys': ToyControlEvent;
  }
}
