import type { VideoChatsEvent } from './videoChats.machine.ts';

/** The events the videoChats domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    videoChats: VideoChatsEvent;
  }
}
